/**
 * Resolves once the app is interactive: React has hydrated the server's HTML or rendered the shell. The root layout
 * (web/src/app/layout.tsx) says so with `data-app="ready"` on <html>, which browser tests wait for too. Read from the
 * page rather than a shared module, because the entry and the app share none (web/src/main.tsx).
 */
export function whenAppReady(): Promise<void> {
  const html = document.documentElement;
  return new Promise((resolve) => {
    if (html.dataset.app === 'ready') return resolve();
    const observer = new MutationObserver(() => {
      if (html.dataset.app !== 'ready') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-app'] });
  });
}
