/** The <meta> in index.html listing the files of the app's code, space-separated (vite.config.ts). */
export const APP_CODE_META_NAME = 'app-code';

/**
 * Starts downloading the app's code (without running it) once the page has painted its first content, so that the
 * HTML, the stylesheet and the pictures have a slow connection to themselves first.
 */
export function preloadAppCodeAfterFirstPaint(): void {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${APP_CODE_META_NAME}"]`)?.content.split(' ');
  if (!files?.length) return;
  const preload = () =>
    setTimeout(() => {
      for (const file of files) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        // As Vite's own preloads, else the browser cannot reuse the module when the app imports it.
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
