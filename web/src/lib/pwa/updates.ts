import { useSyncExternalStore } from 'react';

/**
 * A new version of the app installed and waiting. It waits because sw.ts never skips waiting on its own: the user
 * chooses when to reload (components/update-prompt.tsx), so no page runs half old, half new code. Read from the
 * service worker's registration (the entry registered it, web/src/lib/pwa/register-service-worker.ts), so a version
 * that arrived before the app started is offered too.
 */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();
let watching = false;

function setWaiting(worker: ServiceWorker) {
  waiting = worker;
  for (const listener of listeners) listener();
}

async function watchRegistration() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Some environments (a browser test that blocks workers) answer with nothing at all.
  const registration = await navigator.serviceWorker.ready.catch(() => undefined);
  if (!registration) return;
  // Without a controller a worker is the first install, not an update: nothing to reload for.
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
    });
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!watching) {
    watching = true;
    void watchRegistration();
  }
  return () => listeners.delete(listener);
}

/** Whether a new version is installed and waits for applyUpdate() (false on the server and while hydrating). */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
}

let reloading = false;

/** Lets the waiting version take over, then reloads once when it controls the page. */
export function applyUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    },
    { once: true },
  );
  // The message sw.ts listens for (SKIP_WAITING in web/service-worker/cache-rules.ts).
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
