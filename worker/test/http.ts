import { SELF } from 'cloudflare:test';

export const ORIGIN = 'http://localhost';
/** The origin the app writes absolute links with in tests: no APP_ORIGIN is set, so the development one (worker/env.ts). */
export const SITE_ORIGIN = 'http://localhost:8787';

type RequestOptions = {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
};

/** Calls the Worker exactly as a same-origin browser would (through SELF.fetch, all middleware included). */
export async function api(path: string, { method = 'GET', body, cookie, headers = {} }: RequestOptions = {}) {
  const init: RequestInit = { method, redirect: 'manual', headers: { ...headers } };
  const h = init.headers as Record<string, string>;
  if (method !== 'GET' && method !== 'HEAD') h.Origin ??= ORIGIN;
  if (cookie) h.Cookie = cookie;
  if (body !== undefined) {
    h['Content-Type'] ??= 'application/json';
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  return SELF.fetch(`${ORIGIN}${path}`, init);
}

/** Posts raw bytes as the body (an uploaded picture or file), with the Content-Type a browser would declare. */
export async function postBytes(path: string, bytes: Uint8Array, { cookie, type }: { cookie?: string; type: string }) {
  const headers: Record<string, string> = { Origin: ORIGIN, 'Content-Type': type };
  if (cookie) headers.Cookie = cookie;
  return SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body: bytes });
}

/** Posts an HTML form (the sign-in pages). */
export async function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  return api(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    cookie,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

/** The `name=value` part of the sign-in cookie a response set, ready to send back. */
export function signInCookieFrom(res: Response): string {
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('sebenza_session='));
  if (!setCookie) throw new Error(`No sign-in cookie in response (status ${res.status})`);
  return setCookie.split(';')[0]!;
}
