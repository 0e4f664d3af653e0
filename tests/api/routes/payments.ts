import { createUser } from '../../../worker/test/factories.ts';
import { api } from '../../../worker/test/http.ts';
import { deliverSandboxWebhook, heldSeatPayment, receiptOf } from '../../../worker/test/receipts.ts';
import { documentNumberLabel, documentPagePath } from '../../../schema/contract/payments.ts';
import type { MatrixRoute } from './types.ts';

/** A paid seat with its receipt: the caller's (any signed-in role), or a stranger's for a visitor. */
async function receiptOfCaller(ctx: Record<string, unknown>, cookie: string | undefined) {
  const userId = cookie
    ? ((await (await api('/api/auth/user', { cookie })).json()) as { id: string }).id
    : (await createUser()).id;
  await paidReceipt(ctx, userId);
}

/** A receipt of someone other than the caller. */
async function strangersReceipt(ctx: Record<string, unknown>) {
  await paidReceipt(ctx, (await createUser()).id);
}

async function paidReceipt(ctx: Record<string, unknown>, userId: string) {
  const payment = await heldSeatPayment(userId);
  const res = await deliverSandboxWebhook(payment.payload);
  if (res.status !== 200) throw new Error(`fixture webhook answered ${res.status}`);
  const receipt = await receiptOf(payment.checkoutId);
  if (!receipt) throw new Error('fixture payment issued no receipt');
  ctx.documentPath = documentPagePath(documentNumberLabel('receipt', receipt.number));
}

/** A member's own receipts and credit notes; a document opens for its payer or an admin, and is not found by others. */
export const paymentsRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/payments', expect: { default: 200, visitor: 401 } },
  {
    method: 'GET',
    path: (ctx) => ctx.documentPath as string,
    prepare: receiptOfCaller,
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'GET',
    path: (ctx) => ctx.documentPath as string,
    prepare: strangersReceipt,
    expect: { default: 404, admin: 200, visitor: 401 },
  },
];
