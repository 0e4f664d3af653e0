import type { I18n } from '@lingui/core';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/index.tsx';
import { routes, type RouteHandle } from './app/router.tsx';
import { currentUserQueryOptions } from './lib/auth/current-user.ts';
import { loadI18n } from './lib/i18n/i18n.ts';
import { renderLanguageOfHtmlLang } from '../../schema/contract/app-languages.ts';
import { readClientDataSaver } from './lib/data-saver.tsx';
import { preloadChunks } from './lib/lazy-component.ts';
import { queryClient } from './lib/query-client.ts';
import type { ServerState } from './lib/server-state.ts';

/** Starts React on #root (web/src/main.tsx decides when): hydrates the server's page, or renders the app shell's. */
export async function startApp(root: HTMLElement, serverState: ServerState | null): Promise<void> {
  // The language the Worker rendered the page (or marked the shell) in, as <html lang> says (decision 042).
  const language = renderLanguageOfHtmlLang(document.documentElement.lang);
  const app = (i18n: I18n) => (
    <StrictMode>
      <App
        dataSaver={serverState?.dataSaver ?? readClientDataSaver()}
        origin={serverState?.origin ?? null}
        i18n={i18n}
      />
    </StrictMode>
  );

  if (serverState) {
    // The Worker rendered this page (public pages for visitors): take over its HTML with the answers and the code the
    // page was rendered with, and its texts in the page's language (the catalogs of that code). The chunks download in
    // parallel, then the page hydrates in one pass. As a transition, hydration yields to the browser every few
    // milliseconds instead of blocking a slow phone.
    hydrate(queryClient, serverState.queries);
    await preloadChunks(serverState.chunks);
    const i18n = await loadI18n(language);
    startTransition(() => {
      hydrateRoot(root, app(i18n), {
        onRecoverableError: (error) => console.warn('Hydration recovered by rendering in the browser:', error),
      });
    });
  } else {
    // The app shell (signed-in pages): ask who is signed in before the first render (index.html preloads the URL), and
    // fetch the code of this page's screens at once rather than one after another as React reaches them.
    void queryClient.prefetchQuery(currentUserQueryOptions);
    for (const match of matchRoutes(routes, window.location) ?? [])
      void (match.route.handle as RouteHandle)?.preload?.();
    createRoot(root).render(app(await loadI18n(language)));
  }
}
