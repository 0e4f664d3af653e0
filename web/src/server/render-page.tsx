import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { RenderPage } from '../../../schema/contract/server-render.ts';
import { AppProvider } from '../app/provider.tsx';
import { AppRoutes } from '../app/router.tsx';
import { setApiTransport } from '../lib/api-client.ts';
import { currentUserQueryKey } from '../lib/auth/current-user.ts';
import { RenderedChunks } from '../lib/lazy-component.ts';
import { PageHeadCollector, type CollectedHead } from '../lib/page-head.ts';
import { isServerRenderedPath } from './rendered-paths.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { serializeServerState } from '../lib/server-state.ts';
import { routePath } from './member-preloads.ts';

/**
 * Server rendering of the public pages for visitors (decision 013). The Worker calls this with a way to
 * answer API requests in-process; the page's own components decide what they need:
 *
 * 1. render the page; every `useQuery` it reaches registers its query in a fresh per-request cache (on the server
 *    React Query registers queries but fetches nothing);
 * 2. fetch every query that is waiting, all in parallel, with the query's own function;
 * 3. render again with the answers; repeat while new queries appear (a list that needs another list first), at most
 *    MAX_PASSES times.
 *
 * The HTML and the cache it was rendered from go to the browser together, which hydrates from that same cache. Any
 * failure (an API error, a component that throws) rejects, and the Worker serves the plain app shell instead.
 */

const MAX_PASSES = 3;

export const renderPage: RenderPage = async ({ url, fetchApi, dataSaver }) => {
  const location = new URL(url);
  if (!isServerRenderedPath(routePath(location))) return null;

  // All renders share one transport: every server render is a visitor's, so every call is the same cookie-less one.
  setApiTransport(fetchApi);
  // A fresh cache per request: nothing rendered for one request can reach another.
  const client = createQueryClient(() => false);
  // Only visitors are rendered on the server (the Worker checked the session).
  client.setQueryData(currentUserQueryKey, null);

  // The code-split components the page uses: the browser downloads them before it hydrates.
  const chunks = new Set<string>();
  // What the page names for its <head> (link previews), and whether what it shows exists.
  let collected: CollectedHead = { head: null, status: 200 };
  const collect = (page: CollectedHead) => {
    collected = page;
  };
  // `url` carries the site's configured origin (the Worker's `config.origin`), which every absolute link starts with.
  const page = (
    <RenderedChunks value={chunks}>
      <PageHeadCollector value={collect}>
        <AppProvider client={client} origin={location.origin} dataSaver={dataSaver}>
          <StaticRouter location={`${location.pathname}${location.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </PageHeadCollector>
    </RenderedChunks>
  );

  let html = await renderToHtml(page);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const waiting = queriesToFetch(client);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch()));
    html = await renderToHtml(page);
  }
  if (queriesToFetch(client).length > 0)
    throw new Error(`${location.pathname} still waits for data after ${MAX_PASSES} renders.`);

  return {
    html,
    stateJson: serializeServerState({
      queries: dehydrate(client),
      dataSaver,
      chunks: [...chunks],
      origin: location.origin,
    }),
    ...collected,
  };
};

/** Queries a render asked for that have no answer yet and are allowed to run. */
function queriesToFetch(client: QueryClient): Query[] {
  return client.getQueryCache().findAll({
    predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
  });
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * The whole page as a string once every lazy screen and Suspense boundary has resolved. `prerender` (not the
 * streaming renderer) so the HTML is complete in document order: streaming would send late boundaries with inline
 * scripts, which the Content-Security-Policy forbids and a visitor without JavaScript could not read.
 */
async function renderToHtml(page: ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(page, {
    // React outlines a large Suspense boundary (sends it after the rest, with a script that moves it into place);
    // no limit keeps every boundary inline.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return html;
}
