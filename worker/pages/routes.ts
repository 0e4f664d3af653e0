import { isServerRenderedPath, renderPage, routePath, SIGN_IN_REQUIRED_PATHS } from '@sebenza/web-renderer';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { htmlLangOf, type RenderLanguage } from '../../schema/contract/app-languages.ts';
import { isDataSaverOn } from '../../schema/contract/data-saver-rules.ts';
import { signInPathReturningTo } from '../../schema/contract/return-path-rules.ts';
import { type MemberRender, SERVER_STATE_ELEMENT_ID } from '../../schema/contract/server-render.ts';
import { holdsSignInCookie } from '../auth/sign-in.ts';
import { readMentorHint, readSignInClaim } from '../auth/sign-in-claim.ts';
import type { AppEnv } from '../env.ts';
import { edgeCache } from '../http/edge-cache.ts';
import { pageLanguage } from '../http/language.ts';
import { ownCacheControl, route, type RoutePolicies } from '../http/route-policy.ts';
import { withPageHead, withTitle } from './page-head.ts';
import { answeringAs, renderApi } from './render-transport.ts';

/**
 * The pages (every GET that is not /api, /images or a static file; wrangler.toml's run_worker_first). Decisions 013
 * and 041:
 * - a visitor on a public page gets the page rendered on the server, with the answers it was rendered from, inside
 *   the built index.html (HTMLRewriter), so it reads without JavaScript and the browser asks the API nothing at boot;
 *   its <head> carries the page's title and Open Graph tags (link previews), and a page whose item does not exist
 *   answers 404. Its absolute links start with the configured origin (APP_ORIGIN);
 * - a browser holding a sign-in cookie gets its member's pages (the dashboard, the lists, the chat, the public pages)
 *   rendered the same way with the member's own data, read through the API as the member (each read checks the
 *   sign-in), in the one database round trip the bootstrap takes; such a page is `private, no-store`;
 * - a visitor on a page only for members is sent to sign in at once (302, back here afterwards), instead of a page
 *   that would say so and redirect only once the app starts, on the first tap (decision 024);
 * - a page the server does not render, a failed render, or a sign-in that turns out to have ended gets the app shell
 *   (index.html as built), which paints a header and a spinner at once and lets the browser render the screen;
 * - `/app-shell` is that shell on its own URL: the service worker keeps it for offline use.
 * Every page, the shell too, is in the reader's language (decision 042): their choice (a cookie), else their browser's
 * `Accept-Language` when it names one of ours, else English; `<html lang>` says which.
 * A visitor's HTML is never personal, but who is signed in decides which HTML a URL answers, the data-saver cookie
 * or `Save-Data` how, and the language cookie or `Accept-Language` in which language, hence
 * `Vary: Cookie, Save-Data, Accept-Language`; `no-cache` plus an ETag makes a repeat visit a 304 when nothing changed.
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
    htmlResponse(c, await shellIn(c, pageLanguage(c))),
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
    const language = pageLanguage(c);
    const dataSaver = isDataSaverOn({ cookie: c.req.header('cookie'), saveData: c.req.header('save-data') });

    // The page's links are written with the site's configured origin, never the in-process address its data is read
    // from.
    const origin = c.var.config.origin;
    let rendered: Awaited<ReturnType<typeof renderPage>> = null;
    try {
      rendered = await answeringAs(c, app, { withCookies: signedIn }, () =>
        renderPage({
          url: new URL(`${url.pathname}${url.search}`, origin).href,
          fetchApi: renderApi,
          dataSaver,
          member: signedIn ? claimedMember(c) : null,
          language,
        }),
      );
    } catch (error) {
      // The browser can still render the page itself: a failed server render costs speed, never the page.
      console.error(`Server rendering of ${c.req.path} failed; serving the app shell.`, error);
    }
    if (!rendered) {
      const page = await shellIn(c, language);
      return signedIn ? memberHtmlResponse(c, page) : htmlResponse(c, page);
    }

    const { html, stateJson, head, status, title } = rendered;
    // An item's page names its link preview, whose title it takes; any other page names only the tab's title.
    const rewriter = head ? withPageHead(new HTMLRewriter(), head, origin) : withTitle(new HTMLRewriter(), title);
    const page = await withLanguage(rewriter, language)
      .on('#root', { element: (root) => void root.setInnerContent(html, { html: true }) })
      // The page carries who is signed in, so the shell's early request for it is not needed.
      .on('link[rel="preload"][href="/api/bootstrap"]', { element: (link) => void link.remove() })
      // The app starts on the first interaction, and its code downloads after the first paint (decision 024): the
      // shell's preload of it at once goes.
      .on('link[data-app-code]', { element: (link) => void link.remove() })
      .on('body', {
        element: (body) =>
          void body.append(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${stateJson}</script>`, {
            html: true,
          }),
      })
      .transform(new Response(shell))
      .text();
    return signedIn ? memberHtmlResponse(c, page, status) : htmlResponse(c, page, status);
  });
  return pages;
}

/**
 * The account the request's sign-in claim names, as the current user, a mentor or not as the mentor hint says: the
 * renderer's first guess, checked by the bootstrap it reads beside the page's data (MemberRender).
 */
function claimedMember(c: Context<AppEnv>): MemberRender {
  const claim = readSignInClaim(c);
  if (!claim) return { claimed: null, claimedMentorId: null };
  const { guardianConsentedAt: _checkedByTheServerOnly, ...account } = claim;
  const hint = readMentorHint(c, claim.id);
  const mentorId = hint?.mentorId ?? null;
  return {
    claimed: {
      ...account,
      serviceType: hint?.serviceType ?? null,
      isMentor: mentorId !== null,
      sharingRestriction: null,
    },
    claimedMentorId: mentorId,
  };
}

/** Marks the page as written in `language`: `<html lang>`, which screen readers pronounce by and the app reads. */
function withLanguage(rewriter: HTMLRewriter, language: RenderLanguage): HTMLRewriter {
  return rewriter.on('html', { element: (html) => void html.setAttribute('lang', htmlLangOf(language)) });
}

/** The app shell marked with the language the browser is to render it in. */
async function shellIn(c: Context<AppEnv>, language: RenderLanguage): Promise<string> {
  return withLanguage(new HTMLRewriter(), language)
    .transform(new Response(await appShell(c)))
    .text();
}

const PAGE_CACHE_CONTROL = 'no-cache';

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

/** When a page was rendered: the state carries it, and it would make every copy of an unchanged page look new. */
const RENDER_TIMES = /"(dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g;

async function htmlResponse(c: Context<AppEnv>, html: string, status: 200 | 404 = 200): Promise<Response> {
  // Weak: two renders of the same data differ only in their render times, and are the same page to a reader.
  const etag = `W/"${await digest(html.replace(RENDER_TIMES, ''))}"`;
  const headers = { 'Cache-Control': PAGE_CACHE_CONTROL, Vary: 'Cookie, Save-Data, Accept-Language', ETag: etag };
  if (status === 200 && c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.html(html, status, headers);
}

/**
 * A member's page holds their own data: never kept by the browser, the service worker or the edge (which keeps
 * nothing for a request holding a sign-in cookie), and never answered 304 to someone else's copy.
 */
function memberHtmlResponse(c: Context<AppEnv>, html: string, status: 200 | 404 = 200): Response {
  return c.html(html, status, { 'Cache-Control': 'private, no-store', Vary: 'Cookie' });
}

async function digest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
