import type { ComponentType } from 'react';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';

/**
 * Profile screens read their texts from the screens catalogue, loaded with the screen rather
 * than at first load. Every profile route module exports its screen through this wrapper.
 */
export const withProfileMessages = (Screen: ComponentType): ComponentType =>
  withMessagesBundle('screens', Screen);
