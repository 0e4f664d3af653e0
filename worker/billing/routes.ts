import { Hono } from 'hono';
import {
  ChangePlanSchema,
  COACHING_MESSAGES,
  CreateSubscriptionSchema,
  ProviderParamSchema,
  type CreatedCustomer,
  type PaymentProviderName,
} from '../../schema/contract/coaching.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { EVERY_DOMAIN, publicRead, route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { paymentsFor, webhookVerifierFor } from '../payments/payments-for.ts';
import { PaymentProviderError, webhookFailureAnswer, type PaymentEvent } from '../payments/provider.ts';
import { applyPaymentEvent } from './apply-event.ts';
import { changePlan } from './change-plan.ts';
import { ensureCustomer } from './customers.ts';
import { listPlans } from './plans.ts';
import { requestAutomaticRefunds } from './refund-requests.ts';
import { cancelSubscriptionAtPeriodEnd, currentSubscription, startSubscription } from './subscriptions.ts';

const subscriptionOf = (c: { var: Pick<AppEnv['Variables'], 'db' | 'config'> }, userId: string) =>
  currentSubscription({ db: c.var.db, userId, payments: c.var.config.payments });

/** Premium coaching's money routes under /api/coaching (spec section 7; decision 011). */
export const coachingBillingApi = new Hono<AppEnv>()
  .get('/plans', route({ who: 'anyone', cache: publicRead('coaching', 'mentors') }), async (c) =>
    c.json(await listPlans({ db: c.var.db })),
  )
  .get('/subscription', route({ who: 'member' }), async (c) => c.json(await subscriptionOf(c, c.var.user.id)))
  .post('/subscription/cancel', route({ who: 'member', bumps: ['coaching'] }), async (c) => {
    const providerFor = (name: PaymentProviderName) => paymentsFor(c, name);
    const { db, config } = c.var;
    return c.json(
      await cancelSubscriptionAtPeriodEnd({ db, userId: c.var.user.id, payments: config.payments, providerFor }),
    );
  })
  .post(
    '/subscription/change-plan',
    route({ who: 'member', bumps: ['coaching'] }),
    validate('json', ChangePlanSchema),
    async (c) => {
      const providerFor = (name: PaymentProviderName) => paymentsFor(c, name);
      const { db, config } = c.var;
      const { planId } = c.req.valid('json');
      return c.json(await changePlan({ db, userId: c.var.user.id, planId, payments: config.payments, providerFor }));
    },
  )
  .post(
    '/:provider/create-customer',
    validate('param', ProviderParamSchema),
    route({ who: 'member', signInMessage: COACHING_MESSAGES.loginToSubscribe, bumps: ['coaching'] }),
    async (c) => {
      const provider = paymentsFor(c, c.req.valid('param').provider);
      try {
        const customerId = await ensureCustomer({ db: c.var.db, provider, user: c.var.user });
        return c.json({ customerId } satisfies CreatedCustomer);
      } catch (err) {
        if (err instanceof PaymentProviderError) throw new HttpError(502, err.message);
        throw err;
      }
    },
  )
  .post(
    '/:provider/create-subscription',
    validate('param', ProviderParamSchema),
    route({ who: 'member', signInMessage: COACHING_MESSAGES.loginToSubscribe, bumps: ['coaching'] }),
    validate('json', CreateSubscriptionSchema),
    async (c) => {
      const provider = paymentsFor(c, c.req.valid('param').provider);
      const checkout = await startSubscription({
        db: c.var.db,
        provider,
        user: c.var.user,
        input: c.req.valid('json'),
        origin: c.var.config.origin,
      });
      return c.json(checkout, 201);
    },
  );

/** `GET /api/subscription`: the spec's second name for the caller's subscription status. */
export const subscriptionApi = new Hono<AppEnv>().get('/', route({ who: 'member' }), async (c) =>
  c.json(await subscriptionOf(c, c.var.user.id)),
);

/**
 * `POST /api/webhooks/{provider}`: the only way money state changes. The signature is verified over the raw body
 * before anything is parsed, then the body is read as the provider's event (400, nothing changed, when either
 * fails); the event is then applied once. A duplicate
 * answers 200 too, so the provider stops retrying an event that was already applied.
 */
export const webhooksApi = new Hono<AppEnv>().post(
  '/:provider',
  // A verified payment event can change seats, subscriptions and connections anywhere on the site.
  route({ who: 'anyone', bumps: EVERY_DOMAIN }),
  validate('param', ProviderParamSchema),
  async (c) => {
    const provider = webhookVerifierFor(c, c.req.valid('param').provider);
    const rawBody = await c.req.text();
    let event: PaymentEvent;
    try {
      event = await provider.parseWebhook(rawBody, c.req.raw.headers);
    } catch (err) {
      throw webhookFailureAnswer(err);
    }
    const outcome = await applyPaymentEvent({
      db: c.var.db,
      provider: provider.name,
      event,
      business: c.var.config.business,
    });
    // A payment nothing could be given for (a closed checkout, a seat lost to a full event) was recorded for a
    // refund in the event's batch: it is asked of the provider now, once, by the delivery that applied it.
    if (outcome === 'applied' && event.change.kind === 'checkout-completed') {
      await requestAutomaticRefunds(c.var.db, provider, event.change.providerPaymentId);
    }
    return c.json({ received: true, duplicate: outcome === 'duplicate' });
  },
);
