import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/index.tsx';
import { routes, type RouteHandle } from './app/router.tsx';
import { currentUserQueryOptions } from './lib/auth/current-user.ts';
import { readClientDataSaver } from './lib/data-saver.tsx';
import { registerServiceWorker } from './lib/pwa/register-service-worker.ts';
import { queryClient } from './lib/query-client.ts';
import { readServerState } from './lib/server-state.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">.');

// Fetch the code of this page's screens now, all at once, rather than one after another as React reaches them.
for (const match of matchRoutes(routes, window.location) ?? []) void (match.route.handle as RouteHandle)?.preload?.();

const serverState = readServerState();
const app = (
  <StrictMode>
    <App dataSaver={serverState?.dataSaver ?? readClientDataSaver()} />
  </StrictMode>
);

if (serverState) {
  // The Worker rendered this page (public pages for visitors): take over its HTML with the answers it was rendered
  // from. As a transition, hydration yields to the browser every few milliseconds instead of blocking a slow phone;
  // a screen whose code is still downloading keeps the server's HTML until it arrives.
  hydrate(queryClient, serverState.queries);
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn('Hydration recovered by rendering in the browser:', error),
    });
  });
} else {
  // The app shell (signed-in pages): ask who is signed in before the first render (index.html preloads the URL).
  void queryClient.prefetchQuery(currentUserQueryOptions);
  createRoot(root).render(app);
}

// Installable and readable offline (web/service-worker/); it registers after `load`, in production builds only.
registerServiceWorker();
