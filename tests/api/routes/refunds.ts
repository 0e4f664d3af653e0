import { payments } from '../../../schema/db/index.ts';
import { createEvent, createUser, db } from '../../../worker/test/factories.ts';
import type { MatrixRoute } from './types.ts';

/** A seat paid through the test checkout (the matrix runs with no provider key), R150, by someone else. */
async function paidSeat(ctx: Record<string, unknown>) {
  const payer = await createUser();
  const [payment] = await db
    .insert(payments)
    .values({
      userId: payer.id,
      provider: 'sandbox',
      providerPaymentId: crypto.randomUUID().replaceAll('-', ''),
      kind: 'event_seat',
      description: 'Event seat: Side Hustle Summit',
      amountCents: 15_000,
      paidAt: new Date().toISOString(),
    })
    .returning();
  ctx.paymentId = payment!.id;
}

export const refundRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/admin/payments', expect: { default: 403, visitor: 401, admin: 200 } },
  {
    method: 'POST',
    path: (ctx) => `/api/admin/payments/${ctx.paymentId}/refunds`,
    prepare: paidSeat,
    body: () => ({ amountCents: 5_000, reason: 'The member asked', releases: false }),
    expect: { default: 403, visitor: 401, admin: 201 },
  },
  {
    method: 'POST',
    path: (ctx) => `/api/admin/events/${ctx.eventId}/cancel`,
    prepare: async (ctx) => {
      ctx.eventId = (await createEvent({ priceCents: 15_000 })).id;
    },
    expect: { default: 403, visitor: 401, admin: 200 },
  },
];
