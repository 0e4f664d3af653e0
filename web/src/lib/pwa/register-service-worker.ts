/**
 * Registers the service worker (web/service-worker/sw.ts, served at /sw.js) so the app installs and reads offline.
 * The entry (web/src/main.tsx) calls it at every load, whether or not React starts (decision 024); a new version
 * waiting is offered by the app itself (web/src/lib/pwa/updates.ts), which reads it from the registration. Nothing
 * here is imported by the app: the entry and the app share no module, so the app stays one chunk that runs only when
 * it starts.
 */
export function registerServiceWorker(): void {
  // Only production builds register: in `vite dev` a worker would serve stale modules.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After `load`, so installing (which downloads the first screen's files again, usually from the HTTP cache)
  // never competes with the page's own requests on a slow connection.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

async function register() {
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    // Private windows and some browsers refuse; the app works as before, just not offline.
    console.warn('The app cannot be kept for offline use here.', error);
  }
}
