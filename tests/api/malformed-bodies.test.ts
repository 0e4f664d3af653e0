import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../worker/test/factories.ts';
import { api } from '../../worker/test/http.ts';
import { concretePath, mountedRoutes } from './mounted-routes.ts';

/** Bodies that are not what they claim to be. */
const MALFORMED: { name: string; contentType: string; body: string }[] = [
  { name: 'multipart without a boundary', contentType: 'multipart/form-data', body: 'email=a%40b.c&password=x' },
  {
    name: 'multipart cut short',
    contentType: 'multipart/form-data; boundary=XyZ',
    body: '--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--XyZ\r\nContent-Disp',
  },
  { name: 'multipart with another boundary', contentType: 'multipart/form-data; boundary=abc', body: '--zzz--\r\n' },
  {
    name: 'urlencoded with broken escapes',
    contentType: 'application/x-www-form-urlencoded',
    body: 'email=%E0%A4%A&x=%',
  },
  { name: 'JSON cut short', contentType: 'application/json', body: '{"email": "a@b.c", "pass' },
  { name: 'bytes that are not text', contentType: 'application/octet-stream', body: '\u0000\u00ff\ud800' },
];

let admin: string;
beforeAll(async () => {
  admin = await signIn((await createUser({ role: 'admin' })).id);
});

/** A route that reads no body may well succeed; none may fail on our side or show how it is built. */
function expectNoServerError(res: Response, text: string, what: string) {
  expect(res.status, what).toBeLessThan(500);
  expect(text, what).not.toMatch(/\bat \S+ \(|node_modules|\/work\/|file:\/\//);
}

describe('malformed request bodies', () => {
  it('answers the sign-in forms’ malformed multipart with 400 and the usual JSON error', async () => {
    for (const path of ['/api/login', '/api/dev-login-form']) {
      for (const body of MALFORMED.filter((b) => b.contentType.startsWith('multipart/'))) {
        const res = await api(path, { method: 'POST', body: body.body, headers: { 'Content-Type': body.contentType } });
        expect(res.status, `${path}: ${body.name}`).toBe(400);
        expect(await res.json(), `${path}: ${body.name}`).toEqual({
          message: 'The form could not be read. Please submit it again.',
        });
      }
    }
  });

  it('never answers 5xx to any route that takes a body, as a visitor or an admin', async () => {
    // Neither reads a body: signing out would end the admin's session for the routes after it, and the refresh asks
    // the outside feeds (502 when they cannot be reached, as from this test).
    const readNoBody = new Set(['/api/logout', '/api/business-opportunities/sync']);
    const writes = mountedRoutes().filter((route) => route.method !== 'GET' && !readNoBody.has(route.path));
    let tried = 0;
    for (const route of writes) {
      const path = concretePath(route.path);
      for (const cookie of [undefined, admin]) {
        await Promise.all(
          MALFORMED.map(async ({ name, contentType, body }) => {
            const res = await api(path, {
              method: route.method,
              body,
              cookie,
              headers: { 'Content-Type': contentType },
            });
            expectNoServerError(res, await res.text(), `${route.method} ${path}: ${name}`);
            tried += 1;
          }),
        );
      }
    }
    expect(tried).toBeGreaterThan(500);
  }, 30_000);
});
