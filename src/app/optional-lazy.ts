import { lazy, type ComponentType } from 'react';

/**
 * A lazy part of the layout around the screens (the update banner, the tab bar). No error boundary
 * wraps the layout, so a chunk that cannot load (a weak network, or a deploy replaced it) renders
 * nothing instead of unmounting the app; the screen's own boundary offers the reload.
 */
export const optionalLazy = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => load().catch(() => ({ default: () => null })));
