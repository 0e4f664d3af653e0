import { createPlan, createUser, signIn } from '../../../worker/test/factories.ts';
import { api } from '../../../worker/test/http.ts';
import type { MatrixRoute } from './types.ts';

/** An active plan, and the caller's customer at the test checkout (the matrix runs with no provider key). */
async function planAndCustomer(ctx: Record<string, unknown>, cookie: string | undefined) {
  ctx.planId = (await createPlan()).id;
  ctx.customerId = 'sandbox_cus_nobody';
  if (!cookie) return;
  const res = await api('/api/coaching/sandbox/create-customer', { method: 'POST', cookie });
  if (!res.ok) throw new Error(`fixture create-customer answered ${res.status}`);
  ctx.customerId = ((await res.json()) as { customerId: string }).customerId;
}

/** A test checkout that belongs to someone else: only its own buyer may see or pay it. */
async function strangersCheckout(ctx: Record<string, unknown>) {
  const cookie = await signIn((await createUser()).id);
  await planAndCustomer(ctx, cookie);
  const res = await api('/api/coaching/sandbox/create-subscription', {
    method: 'POST',
    cookie,
    body: { planId: ctx.planId, customerId: ctx.customerId, coachId: null },
  });
  if (res.status !== 201) throw new Error(`fixture create-subscription answered ${res.status}`);
  ctx.checkoutPath = new URL(((await res.json()) as { checkoutUrl: string }).checkoutUrl).pathname;
}

/**
 * The test checkout's page is for anyone holding its link, and answers itself, as pages: the checkout's owner only
 * (401 asking a visitor to sign in, 403 for another account), after a 404 for a link that leads nowhere.
 */
const CHECKOUT_PAGE_CHECKS_ITS_OWNER = 'the page checks the checkout’s owner itself, after finding the checkout';

export const billingRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/coaching/plans', expect: { default: 200 } },
  { method: 'GET', path: '/api/coaching/subscription', expect: { default: 200, visitor: 401 } },
  { method: 'GET', path: '/api/subscription', expect: { default: 200, visitor: 401 } },
  { method: 'POST', path: '/api/coaching/sandbox/create-customer', expect: { default: 200, visitor: 401 } },
  // The spec's card-provider path: with no key the test checkout stands in for it.
  { method: 'POST', path: '/api/coaching/stripe/create-customer', expect: { default: 200, visitor: 401 } },
  // The subscriber already has an active subscription.
  {
    method: 'POST',
    path: '/api/coaching/sandbox/create-subscription',
    prepare: planAndCustomer,
    body: (ctx) => ({ planId: ctx.planId, customerId: ctx.customerId, coachId: null }),
    expect: { default: 201, subscriber: 409, visitor: 401 },
  },
  {
    method: 'POST',
    path: '/api/coaching/subscription/cancel',
    expect: { default: 404, subscriber: 200, visitor: 401 },
  },
  // Only the subscriber has an active subscription whose plan can change (to a plan made for this request).
  {
    method: 'POST',
    path: '/api/coaching/subscription/change-plan',
    prepare: async (ctx) => {
      ctx.planId = (await createPlan()).id;
    },
    body: (ctx) => ({ planId: ctx.planId }),
    expect: { default: 409, subscriber: 200, visitor: 401 },
  },
  // Webhooks carry no session: an unsigned one is refused whoever sends it.
  { method: 'POST', path: '/api/webhooks/sandbox', body: () => ({ id: 'evt_forged' }), expect: { default: 400 } },
  {
    method: 'GET',
    path: (ctx) => String(ctx.checkoutPath),
    prepare: strangersCheckout,
    whoDiffers: CHECKOUT_PAGE_CHECKS_ITS_OWNER,
    expect: { default: 403, visitor: 401 },
  },
  {
    method: 'POST',
    path: (ctx) => String(ctx.checkoutPath),
    prepare: strangersCheckout,
    whoDiffers: CHECKOUT_PAGE_CHECKS_ITS_OWNER,
    expect: { default: 403, visitor: 401 },
  },
];
