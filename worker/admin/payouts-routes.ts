import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route-policy.ts';
import { requestPayouts } from '../payouts/payouts-for.ts';
import { runPayouts } from '../payouts/run.ts';
import { readAdminPayouts, readReconciliation } from '../payouts/statements.ts';
import { PAYOUT_MESSAGES } from '../../schema/contract/payouts.ts';

/**
 * The admin console's coach payouts and money check (/api/admin; admins only): coaches' balances and payouts, the
 * "Run payouts" button (the same run as the daily cron), and the reconciliation of money in against the ledger.
 */
export const adminPayoutsApi = new Hono<AppEnv>()
  .get('/payouts', route({ who: 'admin' }), async (c) => c.json(await readAdminPayouts(c.var.db, requestPayouts(c))))
  .post('/payouts/run', route({ who: 'admin', bumps: [] }), async (c) => {
    const provider = requestPayouts(c);
    if (!provider) throw new HttpError(503, PAYOUT_MESSAGES.unavailable);
    return c.json(await runPayouts({ db: c.var.db, provider }));
  })
  .get('/money/reconciliation', route({ who: 'admin' }), async (c) => c.json(await readReconciliation(c.var.db)));
