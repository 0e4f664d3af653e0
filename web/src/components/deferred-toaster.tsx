import { Component, lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { getToasts, subscribeToasts } from '../lib/toast.ts';

const loadToaster = () => import('./toaster.tsx').then((m) => ({ default: m.Toaster }));
// Replaced after a failed download: React.lazy remembers a failure.
let LazyToaster = lazy(loadToaster);

/** A failed chunk download (a dropped connection) must not take the app down. */
class SilentBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('Could not load notifications.', error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(id);
}

const hasToasts = () => getToasts().length > 0;

/**
 * Mounts the Radix toaster (about 10 KB brotli) once the page is idle, or at once when a toast is
 * raised earlier, so it stays off the landing route's critical path. From then on it stays mounted:
 * the F8 hotkey and the notification region work as usual.
 */
export function DeferredToaster() {
  const toastRaised = useSyncExternalStore(subscribeToasts, hasToasts, hasToasts);
  const [idle, setIdle] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && !toastRaised) return null;
  return (
    <SilentBoundary
      key={attempt}
      onError={() => {
        setTimeout(() => {
          LazyToaster = lazy(loadToaster);
          setAttempt((n) => n + 1);
        }, 5000);
      }}
    >
      <Suspense fallback={null}>
        <LazyToaster />
      </Suspense>
    </SilentBoundary>
  );
}
