import { useSyncExternalStore } from 'react';

/**
 * Registers the service worker (web/service-worker/sw.ts, served at /sw.js) and tells the page when a new version
 * is installed and waiting. It waits because sw.ts never skips waiting on its own: the user chooses when to reload
 * (components/update-prompt.tsx), so no page runs half old, half new code.
 */

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker) {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Call once at startup. Only production builds register: in `vite dev` a worker would serve stale modules. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After `load`, so installing (which downloads the first screen's files again, usually from the HTTP cache)
  // never competes with the page's own requests on a slow connection.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

async function register() {
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    // Private windows and some browsers refuse; the app works as before, just not offline.
    console.warn('The app cannot be kept for offline use here.', error);
  }
  // Some environments (a browser test that blocks workers) answer with nothing at all.
  if (!registration) return;
  if (registration.waiting) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Without a controller this is the first install, not an update: nothing to reload for.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
    });
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version is installed and waits for applyUpdate(). */
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
