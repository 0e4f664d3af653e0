import { Hono } from 'hono';
import { EarningsQuerySchema, PayoutAccountInputSchema } from '../../schema/contract/payouts.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { webhookFailureAnswer } from '../payments/provider.ts';
import { listPayoutBanks, readPayoutAccount, savePayoutAccount } from './accounts.ts';
import { localPayoutsSecret, requestPayouts } from './payouts-for.ts';
import { receiveSandboxTransfer } from './sandbox-webhook.ts';
import { readEarnings } from './statements.ts';

/**
 * A coach's money under /api/coaching (403 for anyone who is not a coach): where they are paid, the banks to choose
 * from, and their earnings statement. Nothing a visitor reads shows them, so a save bumps no domain.
 */
export const coachPayoutsApi = new Hono<AppEnv>()
  .get('/payout-banks', route({ who: 'member' }), async (c) =>
    c.json(await listPayoutBanks(c.var.db, c.var.user.id, requestPayouts(c))),
  )
  .get('/payout-account', route({ who: 'member' }), async (c) =>
    c.json(await readPayoutAccount(c.var.db, c.var.user.id, requestPayouts(c))),
  )
  .put('/payout-account', route({ who: 'member', bumps: [] }), validate('json', PayoutAccountInputSchema), async (c) =>
    c.json(await savePayoutAccount(c.var.db, c.var.user.id, requestPayouts(c), c.req.valid('json'))),
  )
  .get('/earnings', route({ who: 'member' }), validate('query', EarningsQuerySchema), async (c) =>
    c.json(await readEarnings(c.var.db, c.var.user.id, c.req.valid('query').month)),
  );

/**
 * `POST /api/webhooks/sandbox-payouts`: the local payouts' transfer events (sandbox-webhook.ts). It exists only where
 * the local payouts do (outside production, without a Paystack key); a forged or unsigned event answers 400.
 */
export const sandboxPayoutsWebhookApi = new Hono<AppEnv>().post('/', route({ who: 'anyone', bumps: [] }), async (c) => {
  const provider = requestPayouts(c);
  if (provider?.name !== 'sandbox') throw new HttpError(404, 'There are no test payouts on this site.');
  try {
    const outcome = await receiveSandboxTransfer({
      db: c.var.db,
      business: c.var.config.business,
      webhookSecret: localPayoutsSecret(c.var.config),
      rawBody: await c.req.text(),
      headers: c.req.raw.headers,
    });
    return c.json({ received: true, duplicate: outcome === 'duplicate' });
  } catch (err) {
    throw webhookFailureAnswer(err);
  }
});
