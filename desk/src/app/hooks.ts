import { useDispatch, useSelector } from 'react-redux';
import type { DeskDispatch, DeskState } from './store';

export const useDeskDispatch = useDispatch.withTypes<DeskDispatch>();
export const useDeskSelector = useSelector.withTypes<DeskState>();
