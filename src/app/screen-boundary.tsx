import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';
import { firstScreenSettled } from './first-screen-commit';

/** Each screen owns its failure: a crash or a chunk lost on a weak network shows a way out. */
export class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // A first screen that fails still ends the start: held taps, services (docs/first-paint.md#hydration).
  override componentDidCatch() {
    firstScreenSettled();
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
