import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';

/**
 * How the Worker sets every cookie: HttpOnly (only the server reads it), sent with same-site requests and top-level
 * navigations (Lax), and Secure whenever the request came over https (local development over http keeps its
 * cookies). Only the path each cookie is sent to and how long it is kept differ.
 */
export function setServerCookie(
  c: Context,
  name: string,
  value: string,
  { path, maxAgeSeconds }: { path: string; maxAgeSeconds: number },
): void {
  setCookie(c, name, value, { httpOnly: true, sameSite: 'Lax', secure: isHttps(c), path, maxAge: maxAgeSeconds });
}

/** Tells the browser to drop a cookie set by `setServerCookie` with the same name and path. */
export function deleteServerCookie(c: Context, name: string, { path }: { path: string }): void {
  deleteCookie(c, name, { path, secure: isHttps(c) });
}

const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:';
