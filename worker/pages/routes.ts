import {
  isServerRenderedPath,
  memberPreloadUrl,
  renderPage,
  routePath,
  SIGN_IN_REQUIRED_PATHS,
} from '@sebenza/web-renderer';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { isDataSaverOn } from '../../schema/contract/data-saver-rules.ts';
import { signInPathReturningTo } from '../../schema/contract/return-path-rules.ts';
import { SERVER_STATE_ELEMENT_ID } from '../../schema/contract/server-render.ts';
import { holdsSignInCookie } from '../auth/sign-in.ts';
import type { AppEnv } from '../env.ts';
import { edgeCache } from '../http/edge-cache.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { ownCacheControl, route, type RoutePolicies } from '../http/route-policy.ts';
import { withPageHead } from './page-head.ts';

/**
 * The pages (every GET that is not /api, /images or a static file; wrangler.toml's run_worker_first). Decision 013:
 * - a visitor on a public page gets the page rendered on the server, with the answers it was rendered from, inside
 *   the built index.html (HTMLRewriter), so it reads without JavaScript and the browser asks the API nothing at boot;
 *   its <head> carries the page's title and Open Graph tags (link previews), and a page whose item does not exist
 *   answers 404. Its absolute links start with the configured origin (APP_ORIGIN): without one it is not rendered;
 * - a visitor on a page only for members is sent to sign in at once (302, back here afterwards), instead of a page
 *   that would say so and redirect only once the app starts, on the first tap (decision 024);
 * - a browser holding a sign-in cookie, a page the server does not render, or a failed render gets the app shell
 *   (index.html as built), which paints a header and a spinner at once and lets the browser render the screen; the
 *   session itself is not checked (no database trip before the HTML): the shell asks the API who is signed in;
 * - `/app-shell` is that shell on its own URL: the service worker keeps it for offline use.
 * HTML is never personal (signed-in pages start from the empty shell), but who is signed in decides which of the two
 * a URL answers, and the data-saver cookie or `Save-Data` how, hence `Vary: Cookie, Save-Data`; `no-cache` plus an
 * ETag makes a repeat visit a 304 when nothing changed.
 */
export function pagesOf(
  app: Hono<AppEnv>,
  requestContext: MiddlewareHandler<AppEnv>,
  policies: RoutePolicies,
): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();
  pages.use(
    '*',
    pageRequestsOnly,
    requestContext,
    // A visitor's rendered page is kept at the edge like the public reads it is made of (decision 023).
    edgeCache({
      kind: 'page',
      isRenderedPath: isServerRenderedPath,
      build: shellBuild,
      holdsSignIn: holdsSignInCookie,
      policies,
    }),
  );

  // Pages are for anyone and say how they may be kept themselves (`no-cache` with an ETag, htmlResponse).
  pages.get('/app-shell', route({ who: 'anyone', cache: ownCacheControl() }), async (c) =>
    htmlResponse(c, await appShell(c)),
  );

  pages.get('*', route({ who: 'anyone', cache: ownCacheControl() }), async (c) => {
    const url = new URL(c.req.url);
    const signedIn = holdsSignInCookie(c);
    if (!signedIn && SIGN_IN_REQUIRED_PATHS.includes(routePath(url))) {
      // Not kept anywhere: the same URL answers a member (a cookie) with the page.
      c.header('Cache-Control', 'private, no-store');
      c.header('Vary', 'Cookie');
      return c.redirect(signInPathReturningTo(`${url.pathname}${url.search}`), 302);
    }
    const shell = await appShell(c);
    const dataSaver = isDataSaverOn({ cookie: c.req.header('cookie'), saveData: c.req.header('save-data') });
    if (signedIn) {
      return htmlResponse(c, await withMemberPreload(shell, memberPreloadUrl({ url: c.req.url, dataSaver })));
    }

    // The page's links are written with the site's configured origin, never the in-process address its data is read
    // from.
    const origin = c.var.config.origin;
    let rendered: Awaited<ReturnType<typeof renderPage>> = null;
    try {
      rendered = await renderPage({
        url: new URL(`${url.pathname}${url.search}`, origin).href,
        fetchApi: inProcessApi(app, c.env, origin),
        dataSaver,
      });
    } catch (error) {
      // The browser can still render the page itself: a failed server render costs speed, never the page.
      console.error(`Server rendering of ${c.req.path} failed; serving the app shell.`, error);
    }
    if (!rendered) return htmlResponse(c, shell);

    const { html, stateJson, head, status } = rendered;
    const rewriter = head ? withPageHead(new HTMLRewriter(), head, origin) : new HTMLRewriter();
    const page = await rewriter
      .on('#root', { element: (root) => void root.setInnerContent(html, { html: true }) })
      // The page carries who is signed in (nobody), so the shell's early request for it is not needed.
      .on('link[rel="preload"][href="/api/bootstrap"]', { element: (link) => void link.remove() })
      // The app starts on the visitor's first interaction, and its code downloads after the first paint (decision
      // 024): the shell's preload of it at once goes.
      .on('link[data-app-code]', { element: (link) => void link.remove() })
      .on('body', {
        element: (body) =>
          void body.append(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${stateJson}</script>`, {
            html: true,
          }),
      })
      .transform(new Response(shell))
      .text();
    return htmlResponse(c, page, status);
  });
  return pages;
}

const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * The shell with the data its page reads first (the dashboard's, the mentor list's: `memberPreloadUrl`, defined by
 * the SPA from the page's own query) asked for beside the bootstrap that the shell preloads (decision 022): the browser
 * fetches both while the app's code downloads, and the screen's own request takes the answer, so the page's data is
 * one API round trip after the HTML. The answer is the member's own (`private, no-store`, never kept at the edge).
 */
async function withMemberPreload(shell: string, href: string | null): Promise<string> {
  if (!href) return shell;
  // The URL carries the page's filters, already percent-encoded.
  const attribute = escapeHtml(href);
  return new HTMLRewriter()
    .on('link[rel="preload"][href="/api/bootstrap"]', {
      // Right beside the bootstrap's, so that the browser asks for both at once.
      element: (link) =>
        void link.after(`<link rel="preload" href="${attribute}" as="fetch" crossorigin="use-credentials" />`, {
          html: true,
        }),
    })
    .transform(new Response(shell))
    .text();
}

/** Only page URLs: an unknown API or image URL keeps its JSON 404. */
const pageRequestsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/^\/(api|images)(\/|$)/i.test(c.req.path)) return c.notFound();
  await next();
};

/** The built index.html. It changes only with a deployment, which starts new isolates, so one read per isolate. */
let shellHtml: Promise<string> | undefined;
function appShell(c: Context<AppEnv>): Promise<string> {
  if (!shellHtml) {
    shellHtml = c.env.ASSETS.fetch(new URL('/', c.req.url)).then(async (response) => {
      if (!response.ok) throw new Error(`The built index.html is missing (${response.status}); run \`npm run build\`.`);
      return response.text();
    });
    // A failed read is not kept: the next request tries again.
    shellHtml.catch(() => (shellHtml = undefined));
  }
  return shellHtml;
}

/**
 * The build the pages are made with: a digest of the built index.html, which names the build's hashed asset files.
 * Once per isolate, like the shell itself.
 */
let shellDigest: Promise<string> | undefined;
function shellBuild(c: Context<AppEnv>): Promise<string> {
  shellDigest ??= appShell(c).then(async (html) => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(html));
    return [...new Uint8Array(digest).slice(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  });
  shellDigest.catch(() => (shellDigest = undefined));
  return shellDigest;
}

/**
 * How the renderer's queries reach the API: the Worker's own router, in-process, as a visitor (the request carries no
 * cookie). The SPA's API client keeps one transport per isolate (web/src/lib/api-client.ts), which renders running at
 * the same time share, so this must not depend on the request being rendered: it takes only the bindings and the
 * configured origin (the same for every request of an isolate) and no execution context (a public read that called `waitUntil` would throw, and
 * the page would fall back to the shell).
 */
function inProcessApi(app: Hono<AppEnv>, bindings: AppEnv['Bindings'], origin: string) {
  return async (url: string, init: RequestInit) => {
    // At the site's origin (configuration, the same for the whole isolate), like a browser's request: the answers'
    // links are written from it, and their kept copies are the ones a write there outdates (decision 023).
    const request = new Request(new URL(url, origin), {
      method: init.method,
      headers: init.headers,
      body: init.body,
    });
    return app.fetch(request, bindings);
  };
}

/** When a page was rendered: the state carries it, and it would make every copy of an unchanged page look new. */
const RENDER_TIMES = /"(dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g;

async function htmlResponse(c: Context<AppEnv>, html: string, status: 200 | 404 = 200): Promise<Response> {
  // Weak: two renders of the same data differ only in their render times, and are the same page to a reader.
  const etag = `W/"${await digest(html.replace(RENDER_TIMES, ''))}"`;
  const headers = { 'Cache-Control': PAGE_CACHE_CONTROL, Vary: 'Cookie, Save-Data', ETag: etag };
  if (status === 200 && c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.html(html, status, headers);
}

async function digest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
