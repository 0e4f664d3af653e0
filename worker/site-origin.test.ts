import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CalendarFeed } from '../schema/contract/calendar.ts';
import type { CheckoutStart, CreatedCustomer } from '../schema/contract/coaching.ts';
import { createPlan, signedInMember } from './test/factories.ts';
import { SITE_ORIGIN } from './test/http.ts';
import { emailsTo } from './test/outbox.ts';
import { newAccount } from './test/sign-up.ts';

/** A request as a client that names another site in Host (and, to pass the same-site check, in Origin) sends it. */
const EVIL = 'http://evil.example';
function fromEvilHost(path: string, { method = 'GET', body, cookie }: { method?: string; body?: unknown; cookie?: string }) {
  const headers: Record<string, string> = { Origin: EVIL, 'Content-Type': 'application/json' };
  if (cookie) headers.Cookie = cookie;
  return SELF.fetch(`${EVIL}${path}`, {
    method,
    headers,
    redirect: 'manual',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('absolute links come from the configured origin, whatever host the request names', () => {
  it('in the sign-up email', async () => {
    const account = newAccount();
    expect((await fromEvilHost('/api/auth/register', { method: 'POST', body: account })).status).toBe(202);
    const [email] = await emailsTo(account.email);
    expect(email!.text).toContain(`${SITE_ORIGIN}/api/signup/confirm?token=`);
    expect(email!.text).not.toContain('evil.example');
  });

  it('in the calendar feed URL and the feed itself', async () => {
    const { cookie } = await signedInMember();
    const created = await fromEvilHost('/api/calendar-feed', { method: 'POST', cookie });
    expect(created.status).toBe(200);
    const feed = await created.json<CalendarFeed>();
    expect(feed.url.startsWith(`${SITE_ORIGIN}/api/calendar-feed/`)).toBe(true);
    const ics = await (await fromEvilHost(new URL(feed.url).pathname, {})).text();
    expect(ics).not.toContain('evil.example');
  });

  it("in the test checkout's address and where it returns the buyer", async () => {
    const { cookie } = await signedInMember();
    const plan = await createPlan();
    const customer = await fromEvilHost('/api/coaching/sandbox/create-customer', { method: 'POST', cookie });
    const { customerId } = await customer.json<CreatedCustomer>();
    const started = await fromEvilHost('/api/coaching/sandbox/create-subscription', {
      method: 'POST',
      cookie,
      body: { planId: plan.id, customerId, coachId: null },
    });
    expect(started.status).toBe(201);
    const { checkoutUrl } = await started.json<CheckoutStart>();
    expect(checkoutUrl.startsWith(`${SITE_ORIGIN}/api/test-checkout/`)).toBe(true);
    const page = await (await fromEvilHost(new URL(checkoutUrl).pathname, { cookie })).text();
    expect(page).not.toContain('evil.example');
  });
});
