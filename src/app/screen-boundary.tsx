import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

/** Each screen owns its failure: a crash or a chunk lost on a weak network shows a way out. */
export class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
