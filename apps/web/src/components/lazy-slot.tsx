import { Component, type ReactNode, Suspense } from 'react';

interface LazySlotProps {
  children: ReactNode;
  /** Shown while the chunk loads (e.g. a placeholder of the same size, so nothing shifts). */
  fallback?: ReactNode;
}

/**
 * Where the shell shows a piece fetched on demand (the login modal, the phone menu): nothing while its
 * chunk loads, and nothing if the chunk cannot load (a tab left open across a deploy) rather than the
 * whole page's error screen. The next attempt (opening it again) tries anew.
 */
export class LazySlot extends Component<LazySlotProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
