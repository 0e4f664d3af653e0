import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { RenderPage } from '../../../schema/contract/server-render.ts';
import { AppProvider } from '../app/provider.tsx';
import { AppRoutes } from '../app/router.tsx';
import { setApiTransport } from '../lib/api-client.ts';
import { loadI18n } from '../lib/i18n/i18n.ts';
import { menteeProfileQueryKey, mentorStatusQueryKey } from '../lib/auth/bootstrap.ts';
import { currentUserQueryKey, fetchCurrentUser } from '../lib/auth/current-user.ts';
import { RenderedChunks } from '../lib/lazy-component.ts';
import { PageHeadCollector, type CollectedHead } from '../lib/page-head.ts';
import { isMemberRenderedPath, isServerRenderedPath, routePath } from './rendered-paths.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { serializeServerState } from '../lib/server-state.ts';
import { PRODUCT_NAME } from '../../../schema/contract/product.ts';

/**
 * Server rendering of pages (decision 013; for members, decision 041). The Worker calls this with a way to answer
 * API requests in-process as the page's request; the page's own components decide what they need:
 *
 * 1. render the page; every `useQuery` it reaches registers its query in a fresh per-request cache (on the server
 *    React Query registers queries but fetches nothing);
 * 2. fetch every query that is waiting, all in parallel, with the query's own function;
 * 3. render again with the answers; repeat while new queries appear (a list that needs another list first), at most
 *    MAX_PASSES times.
 *
 * A member's first render uses the account their sign-in claim names (a mentor if the mentor hint says so), and its
 * queries are fetched together with the bootstrap (who is signed in, mentor status, mentee profile), so the page's
 * data and the sign-in check cost one database round trip; the next renders use whoever the bootstrap says. A query
 * the guess did not foresee waits for the second pass.
 *
 * The HTML and the cache it was rendered from go to the browser together, which hydrates from that same cache. Any
 * failure (an API error, a component that throws) rejects, and the Worker serves the plain app shell instead.
 */

const MAX_PASSES = 3;

/** A query the bootstrap answers (lib/auth/bootstrap.ts) is never asked for separately while it is on its way. */
const BOOTSTRAP_KEYS: readonly unknown[] = [currentUserQueryKey, mentorStatusQueryKey, menteeProfileQueryKey].map(
  (key) => key[0],
);

export const renderPage: RenderPage = async ({ url, fetchApi, dataSaver, member, language }) => {
  const location = new URL(url);
  const path = routePath(location);
  if (!(member ? isMemberRenderedPath(path) : isServerRenderedPath(path))) return null;

  // The Worker gives every render the same transport, which answers each call as the request it was made for.
  setApiTransport(fetchApi);
  // A fresh cache per request: nothing rendered for one request can reach another.
  const client = createQueryClient(() => false);
  const i18n = await loadI18n(language);
  // A visitor is nobody. A member is, for the first render, who their claim says, a mentor or not as their hint says
  // (and not one without a hint, as most members are not): the page's queries for that guess are fetched beside the
  // bootstrap, which says who it really is and replaces the guess; when the guess was wrong, the queries it missed
  // follow in the next pass. Without a claim, the bootstrap comes first.
  const signedIn = member ? fetchCurrentUser({ client }) : Promise.resolve(null);
  if (member?.claimed) {
    const mentorId = member.claimedMentorId;
    client.setQueryData(currentUserQueryKey, member.claimed);
    client.setQueryData(mentorStatusQueryKey, {
      isMentor: mentorId !== null,
      // The only part of the profile a page reads before the bootstrap's answer replaces it.
      mentorProfile: mentorId === null ? null : { id: mentorId },
    });
  } else {
    client.setQueryData(currentUserQueryKey, await signedIn);
  }

  // The code-split components the page uses: the browser downloads them before it hydrates.
  const chunks = new Set<string>();
  // What the page names for its <head> (link previews), and whether what it shows exists.
  let collected: CollectedHead = { head: null, status: 200, title: PRODUCT_NAME };
  // The tab's title is the outermost component's that names one, as in the browser, where a parent's effect runs after
  // its children's and so sets `document.title` last: the first one named in each render (React renders parents first).
  let titleNamed = false;
  const collect = ({ title, ...part }: Partial<CollectedHead>) => {
    collected = { ...collected, ...part };
    if (title !== undefined && !titleNamed) {
      collected.title = title;
      titleNamed = true;
    }
  };
  const render = () => {
    titleNamed = false;
    return renderToHtml(page);
  };
  // `url` carries the site's configured origin (the Worker's `config.origin`), which every absolute link starts with.
  const page = (
    <RenderedChunks value={chunks}>
      <PageHeadCollector value={collect}>
        <AppProvider client={client} i18n={i18n} origin={location.origin} dataSaver={dataSaver}>
          <StaticRouter location={`${location.pathname}${location.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </PageHeadCollector>
    </RenderedChunks>
  );

  let html = await render();
  if (member) {
    const fetched = Promise.all(
      queriesToFetch(client)
        .filter((query) => !BOOTSTRAP_KEYS.includes(query.queryKey[0]))
        .map((query) => query.fetch()),
    );
    fetched.catch(() => undefined); // awaited below, once the bootstrap has said who is signed in
    const user = await signedIn;
    // Signed out after all (an ended session): the browser renders the page from the shell, as it would for anyone.
    if (!user) return null;
    await fetched;
    client.setQueryData(currentUserQueryKey, user);
    html = await render();
  }
  for (let pass = member ? 2 : 1; pass < MAX_PASSES; pass += 1) {
    const waiting = queriesToFetch(client);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch()));
    html = await render();
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
