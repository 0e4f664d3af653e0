/**
 * Offline, a page the server rendered reads as it came: its text, lists and links need none of the app's code, which
 * may not be on the phone (the service worker keeps the code a page used, and a reader who only scrolled used none).
 * Starting the app then would fail half way and leave a blank page. So until the connection is back:
 * - the page shows the offline banner its HTML carries hidden (components/offline-banner.tsx), without React;
 * - the app waits (`whenOnline`): a tap that would start it is held, as any first tap is, and done once it has started.
 * Once the app runs, the banner is React's.
 */
export function showOfflineBannerUntilAppStarts(): void {
  const update = () => {
    if (document.documentElement.dataset.app === 'ready') {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      return;
    }
    const message = document.querySelector<HTMLElement>('[data-offline-banner] > p');
    if (message) message.hidden = navigator.onLine;
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}

/** Resolves at once when the browser believes it is online, else when it comes back online. */
export function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}
