import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env.ts';

/** How the SPA's API client sends a request (web/src/lib/api-client.ts's transport). */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The API calls of the page render running now. The SPA's API client has one transport per isolate, and an isolate
 * renders several pages at once, for different members: each render runs inside `answeringAs`, and `renderApi` (the
 * transport every render is given) sends a call to the render it was made in, found through the async context, never
 * through anything two renders share.
 */
const currentRender = new AsyncLocalStorage<ApiFetch>();

export const renderApi: ApiFetch = (url, init) => {
  const send = currentRender.getStore();
  if (!send) return Promise.reject(new Error('An API call was made outside a page render.'));
  return send(url, init);
};

/**
 * Runs `render` with its API calls answered by the Worker's own router, in-process, at the site's configured origin
 * (the answers' links are written from it, and their kept copies are the ones a write there outdates, decision 023),
 * as the page's request: with its cookies when it is a member's (each call then checks the sign-in as any API request
 * does, decision 022), without any for a visitor. The cookies those calls set (a renewed or cleared sign-in claim)
 * go out with the page, whether or not the render succeeds.
 */
export async function answeringAs<T>(
  c: Context<AppEnv>,
  app: Hono<AppEnv>,
  { withCookies }: { withCookies: boolean },
  render: () => Promise<T>,
): Promise<T> {
  const cookie = withCookies ? c.req.header('cookie') : undefined;
  const setCookies: string[] = [];
  const send: ApiFetch = async (url, init) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const request = new Request(new URL(url, c.var.config.origin), { method: init.method, headers, body: init.body });
    const response = await app.fetch(request, c.env, executionContextOf(c));
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };
  try {
    return await currentRender.run(send, render);
  } finally {
    for (const header of lastOfEachName(setCookies)) c.header('Set-Cookie', header, { append: true });
  }
}

/** The request's execution context (waitUntil), which a request made without one (a test's) does not have. */
function executionContextOf(c: Context<AppEnv>): Context<AppEnv>['executionCtx'] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/** Calls made at the same time may set the same cookie: the page sets each name once, as the last answer did. */
function lastOfEachName(setCookies: string[]): string[] {
  const byName = new Map<string, string>();
  for (const header of setCookies) byName.set(header.slice(0, header.indexOf('=')), header);
  return [...byName.values()];
}
