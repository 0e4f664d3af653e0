import { ACCOUNT } from '../../../worker/test/payouts.ts';
import type { MatrixRoute } from './types.ts';

const COACH_ONLY = { default: 403, coach: 200, visitor: 401 };
const ADMIN_ONLY = { default: 403, admin: 200, visitor: 401 };

/** Coach payouts: a coach's payout account and earnings, the admin's payouts and money check, the local webhook. */
export const payoutRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/coaching/payout-banks', expect: COACH_ONLY },
  { method: 'GET', path: '/api/coaching/payout-account', expect: COACH_ONLY },
  { method: 'PUT', path: '/api/coaching/payout-account', body: () => ACCOUNT, expect: COACH_ONLY },
  { method: 'GET', path: '/api/coaching/earnings', expect: COACH_ONLY },
  { method: 'GET', path: '/api/admin/payouts', expect: ADMIN_ONLY },
  { method: 'POST', path: '/api/admin/payouts/run', expect: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/money/reconciliation', expect: ADMIN_ONLY },
  // Webhooks carry no session: an unsigned one is refused whoever sends it.
  {
    method: 'POST',
    path: '/api/webhooks/sandbox-payouts',
    body: () => ({ event: 'transfer.success', data: { reference: 'payout-1-2026-01', amount: 100 } }),
    expect: { default: 400 },
  },
];
