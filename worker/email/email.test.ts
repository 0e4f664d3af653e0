import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { uniqueEmail } from '../test/factories.ts';
import { RESEND_API_URL } from './resend.ts';

/**
 * The real email sender (Resend's HTTP API) against a stand-in for Resend: the isolate's outbound fetch to its host
 * is answered here, and the app's code runs for real. The local outbox is tested through sign-up (auth.test.ts).
 */
const RESEND_KEY = 're_stand_in_key';
// As in production: the site's own origin is configured, and every link in a message starts with it.
const withResend = {
  ...env,
  RESEND_API_KEY: RESEND_KEY,
  EMAIL_FROM: 'Sebenza <hello@sebenza.example>',
  APP_ORIGIN: 'https://sebenza.example',
};
const realFetch = globalThis.fetch;

type Sent = { headers: Headers; body: { from: string; to: string[]; subject: string; text: string } };

function resendStandIn(answer: () => Response = () => Response.json({ id: 'email_standin' })) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== RESEND_API_URL) return realFetch(input, init);
    sent.push({ headers: request.headers, body: await request.json() });
    return answer();
  });
  return sent;
}

function call(path: string, init: RequestInit = {}) {
  return createApp().fetch(new Request(`https://sebenza.example${path}`, init), withResend, createExecutionContext());
}

const signUp = (email: string) =>
  call('/api/auth/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://sebenza.example' },
    body: JSON.stringify({
      email,
      password: 'a-good-long-password',
      firstName: 'Ayanda',
      lastName: 'Nkosi',
      acceptTerms: true,
      ageGroup: 'adult',
    }),
  });

afterEach(() => vi.restoreAllMocks());

describe('email through Resend', () => {
  it('sends the sign-up link with the key and sender configured, and has no local outbox', async () => {
    const sent = resendStandIn();
    const email = uniqueEmail('resend');
    const res = await signUp(email);
    expect(res.status).toBe(202);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('Authorization')).toBe(`Bearer ${RESEND_KEY}`);
    expect(sent[0]!.body).toMatchObject({ from: 'Sebenza <hello@sebenza.example>', to: [email] });
    expect(sent[0]!.body.text).toMatch(/https:\/\/sebenza\.example\/api\/signup\/confirm\?token=[A-Za-z0-9_-]{43}/);
    expect((await call('/api/dev/outbox')).status).toBe(404);
  });

  it('answers 502 with a plain message when Resend refuses, passes nothing of its answer on, and lets a retry send', async () => {
    let refuse = true;
    const sent = resendStandIn(() =>
      refuse
        ? Response.json({ statusCode: 401, message: 'API key re_stand_in_key is invalid' }, { status: 401 })
        : Response.json({ id: 'email_standin' }),
    );
    const email = uniqueEmail('resend');
    const res = await signUp(email);
    expect(res.status).toBe(502);
    const body = await res.text();
    expect(body).toContain('We could not send the email right now.');
    expect(body).not.toContain(RESEND_KEY);

    refuse = false;
    expect((await signUp(email)).status).toBe(202);
    expect(sent).toHaveLength(2);
  });
});
