import { describe, expect, it } from 'vitest';
import { createPlan, createUser, signedInMentee, signIn } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { checkoutPath } from '../test/payments.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { MAX_BODY_BYTES } from './security.ts';

describe('security baseline', () => {
  it('puts the security headers on every API response, errors included', async () => {
    for (const res of [await api('/api/health'), await api('/api/nope'), await api('/api/auth/user')]) {
      const csp = res.headers.get('Content-Security-Policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBeTruthy();
      expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
    }
    expect(Object.keys(SECURITY_HEADERS)).toContain('Content-Security-Policy');
  });

  it('puts exactly the same security headers on the newer surfaces: payments pages, sign-out, the advisor’s stream', async () => {
    const cookie = await signIn((await createUser()).id);
    const plan = await createPlan();
    const { customerId } = await (
      await api('/api/coaching/sandbox/create-customer', { method: 'POST', cookie })
    ).json<{ customerId: string }>();
    const { checkoutUrl } = await (
      await api('/api/coaching/sandbox/create-subscription', {
        method: 'POST',
        cookie,
        body: { planId: plan.id, customerId, coachId: null },
      })
    ).json<{ checkoutUrl: string }>();
    const stream = await api('/api/ai/income-chat', {
      method: 'POST',
      cookie,
      body: { message: 'How do I find my first clients?' },
      headers: { Accept: 'text/event-stream' },
    });
    expect(stream.headers.get('Content-Type')).toMatch(/text\/event-stream/);
    await stream.text();
    const surfaces: [string, Response][] = [
      ['test checkout page', await api(checkoutPath(checkoutUrl), { cookie })],
      ['test checkout refusal', await api(checkoutPath(checkoutUrl))],
      ['sign-out page', await api('/api/logout', { cookie })],
      ['advisor stream', stream],
      ['405', await api('/api/group-sessions', { method: 'PUT', cookie })],
      ['sign-in page', await api('/api/login')],
    ];
    for (const [what, res] of surfaces) {
      expect(res.status, what).toBeLessThan(500);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No API route for GET /api/does-not-exist.' });
  });

  it('refuses state-changing requests from another site with 403', async () => {
    const body = { email: 'x@example.test', password: 'whatever1' };
    const crossOrigin = await api('/api/auth/login', {
      method: 'POST',
      body,
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossOrigin.status).toBe(403);
    expect(await crossOrigin.json()).toEqual({ message: 'Cross-site requests are not allowed.' });

    const crossSiteForm = await api('/api/login', {
      method: 'POST',
      body: 'mode=signin&email=x%40example.test&password=whatever1',
      headers: { Origin: 'null', 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(crossSiteForm.status).toBe(403);

    const fetchSiteOnly = new Request('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify(body),
    });
    const { SELF } = await import('cloudflare:test');
    expect((await SELF.fetch(fetchSiteOnly)).status).toBe(403);
  });

  it('requires application/json on JSON endpoints (415) and rejects malformed JSON (400)', async () => {
    const wrongType = await api('/api/auth/login', {
      method: 'POST',
      body: 'email=a@b.c&password=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({ message: 'Content-Type must be application/json.' });

    const malformed = await api('/api/auth/login', { method: 'POST', body: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('answers validation errors with 400, a message and the list of issues', async () => {
    const res = await api('/api/auth/register', { method: 'POST', body: { email: 'nobody', password: 'x' } });
    expect(res.status).toBe(400);
    const json = await res.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(json.message).toBeTruthy();
    expect(json.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName', 'lastName']),
    );
  });

  it(`refuses request bodies above ${MAX_BODY_BYTES / 1024} KB with 413`, async () => {
    const res = await api('/api/auth/register', {
      method: 'POST',
      body: { email: 'big@example.test', password: 'x'.repeat(MAX_BODY_BYTES), firstName: 'A', lastName: 'B' },
    });
    expect(res.status).toBe(413);
    expect((await res.json<{ message: string }>()).message).toMatch(/too large/);
  });

  it('lets a write declared to carry a picture send more than the fields limit, and no other write', async () => {
    const { cookie } = await signedInMentee();
    const body = { title: 'A story', story: 'x'.repeat(MAX_BODY_BYTES) };
    // The story route declares `body: 'with-image'`: the size passes and validation speaks; complaints carry fields.
    expect((await api('/api/success-stories', { method: 'POST', cookie, body })).status).toBe(400);
    expect((await api('/api/complaints', { method: 'POST', cookie, body })).status).toBe(413);
  });

  it('never answers arbitrary junk with a 500', async () => {
    const junk: [string, string | undefined][] = [
      ['/api/auth/register', '[]'],
      ['/api/auth/register', 'null'],
      ['/api/auth/register', '"text"'],
      ['/api/auth/login', '{"email": 5, "password": {}}'],
      ['/api/auth/login', '{"email": "a@b.co", "password": "' + 'é'.repeat(2000) + '"}'],
      ['/api/login', undefined],
    ];
    for (const [path, body] of junk) {
      const res = await api(path, { method: 'POST', body });
      expect(res.status, `${path} ${body?.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path} ${body?.slice(0, 30)}`).toBeLessThan(500);
      expect(await res.text()).not.toMatch(/at \w+ \(|Error:/);
    }
  });
});
