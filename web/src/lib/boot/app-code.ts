/** The <meta> in index.html listing the files of the app's code, space-separated (vite.config.ts). */
export const APP_CODE_META_NAME = 'app-code';

/**
 * Starts downloading the app's code (without running it) once the page has painted its first content, so that the
 * HTML, the stylesheet and the pictures have a slow connection to themselves first.
 *
 * As a prefetch, into the HTTP cache only: a `modulepreload` would also have the browser compile the 320 KB module on
 * the page's main thread while the person reads (about 20-30 ms on a fast computer, a quarter of a second or more on a
 * low-end phone, in one task that delays a first tap). The app compiles it when it starts, from the cache.
 */
export function prefetchAppCodeAfterFirstPaint(): void {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${APP_CODE_META_NAME}"]`)?.content.split(' ');
  if (!files?.length) return;
  const preload = () =>
    setTimeout(() => {
      for (const file of files) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        // The module's own request is made with CORS (as Vite's preloads say): the same mode lets it use this copy.
        link.crossOrigin = '';
        link.href = file;
        document.head.append(link);
      }
    }, 0);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    if (document.readyState === 'complete') preload();
    else window.addEventListener('load', preload, { once: true });
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    preload();
  });
  observer.observe({ type: 'paint', buffered: true });
}
