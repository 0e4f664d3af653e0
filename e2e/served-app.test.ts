import { IMAGE_MESSAGES } from '../schema/contract/images.ts';
import { SECURITY_HEADERS } from '../worker/http/security-headers.ts';
import { inject } from 'vitest';
import { baseURL, describe, expect, it } from './fixtures.ts';

// The app as `npm start` serves it (wrangler dev on dist/, its proxy in front), asked with Node's own fetch: what a
// client gets over a real connection, which the Worker tests (inside workerd) cannot see.

/** The sign-in cookie of a signed-in browser context, for Node's fetch. */
async function cookieOf(context: { cookies(): Promise<{ name: string; value: string }[]> }): Promise<string> {
  return (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** A stack frame, a local path or a module folder: what no answer may show. */
const INTERNALS = /\bat \S+ \(|node_modules|\/work\/|\/home\/|\/tmp\/|file:\/\//;

describe('the served app', () => {
  it('answers an upload declared over the limit with a 413 the client can read, not a dropped connection', async ({
    signedInPage,
  }) => {
    const { context } = await signedInPage({ firstName: 'Sipho' });
    const cookie = await cookieOf(context);
    const sixMegabytes = new Uint8Array(6 * 1024 * 1024);
    const upload = await fetch(`${baseURL()}/api/images`, {
      method: 'POST',
      headers: { Origin: baseURL(), Cookie: cookie, 'Content-Type': 'image/jpeg' },
      body: sixMegabytes,
    });
    expect(upload.status).toBe(413);
    expect(await upload.json()).toEqual({ message: IMAGE_MESSAGES.tooLarge });

    // The same for a JSON route's much smaller limit, and the connection still serves the next request.
    const json = await fetch(`${baseURL()}/api/complaints`, {
      method: 'POST',
      headers: { Origin: baseURL(), Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ complaintDetails: 'x'.repeat(1024 * 1024) }),
    });
    expect(json.status).toBe(413);
    expect((await json.json()) as { message: string }).toMatchObject({ message: expect.stringMatching(/too large/) });
    expect((await fetch(`${baseURL()}/api/auth/user`, { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('shows no stack trace or local path in any error answer', async () => {
    const requests: [string, RequestInit][] = [
      ['/api/login', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, body: 'a=b' }],
      ['/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email": ' }],
      ['/api/mentors?search=abc%00def', {}],
      ['/api/mentors?limit=%F0%9F', {}],
      ['/api/group-sessions', { method: 'PUT' }],
      ['/api/no-such-route', {}],
      ['/api/images', { method: 'POST', body: new Uint8Array(10) }],
      ['/images/not-a-key', {}],
    ];
    for (const [path, init] of requests) {
      const res = await fetch(`${baseURL()}${path}`, {
        ...init,
        headers: { Origin: baseURL(), ...(init.headers as Record<string, string>) },
      });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(await res.text(), path).not.toMatch(INTERNALS);
    }
  });

  it('gives the PWA files, the static assets and the Worker’s answers the same security headers', async () => {
    const shell = await (await fetch(`${baseURL()}/app-shell`)).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
    expect(script, 'the shell’s script').toBeDefined();
    for (const path of [
      '/sw.js',
      '/manifest.webmanifest',
      '/icons/icon-32.png',
      script!,
      '/',
      '/mentors',
      '/api/health',
      '/api/login',
      '/api/logout',
    ]) {
      const res = await fetch(`${baseURL()}${path}`);
      expect(res.status, path).toBe(200);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(res.headers.get(name), `${path}: ${name}`).toBe(value);
      }
    }
  });

  it('fires a cron by hand at the address the README names', async () => {
    // The five-minute cron (worker/scheduled.ts): it only releases seat holds that ran out, so it disturbs no test.
    const fired = await fetch(`${baseURL()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`);
    expect(fired.status).toBe(200);
    expect(await fired.text()).toBe('ok');
  });

  it('starts quietly: what preparing the database and starting the server print reads in one screen, without alarms', () => {
    const output = inject('startOutput');
    // Wrangler's tables (migrations, bindings, every built module) and warnings that are harmless offline.
    expect(output).not.toMatch(/Attaching additional modules|Your Worker has access to the following bindings/);
    expect(output).not.toMatch(/┌|ENOTFOUND|Unable to fetch the `Request.cf`|no such Durable Object class/);
    expect(output).toMatch(/every migration applied/);
    expect(output.trim().split('\n').length).toBeLessThan(40);
  });
});
