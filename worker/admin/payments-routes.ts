import { Hono } from 'hono';
import { idParamSchema } from '../../schema/contract/fields.ts';
import { AdminPaymentQuerySchema, REFUND_MESSAGES, RefundRequestSchema } from '../../schema/contract/refunds.ts';
import { refundPayment } from '../billing/refund-requests.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { configuredPayments } from '../payments/payments-for.ts';
import { cancelEvent } from '../events/cancel-event.ts';
import { listPayments, paymentReadsOf, paymentsFrom } from './payments.ts';

/**
 * Payments and refunds in the admin console (/api/admin/payments), for the admin role only. A refund is recorded,
 * asked of the provider, and settled by the provider's verified webhook (worker/billing/refund-requests.ts).
 */
export const adminPaymentsApi = new Hono<AppEnv>()
  .get('/', route({ who: 'admin' }), validate('query', AdminPaymentQuerySchema), async (c) =>
    c.json(await listPayments(c.var.db, c.req.valid('query'))),
  )
  .post(
    '/:id/refunds',
    // Settling a refund can free an event seat or end a subscription.
    route({ who: 'admin', bumps: ['events', 'coaching'] }),
    validate('param', idParamSchema()),
    validate('json', RefundRequestSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const read = await refundPayment({
        db: c.var.db,
        provider: configuredPayments(c),
        paymentId: id,
        ...c.req.valid('json'),
        adminId: c.var.user.id,
        // The payment as the console lists it, read with the provider's answer.
        reads: paymentReadsOf(id),
      });
      const [payment] = paymentsFrom(read);
      if (!payment) throw new HttpError(404, REFUND_MESSAGES.paymentNotFound);
      return c.json(payment, 201);
    },
  );

/** `POST /api/admin/events/:id/cancel`: an event is cancelled, and every paid seat refunded through the provider. */
export const adminEventCancelApi = new Hono<AppEnv>().post(
  '/:id/cancel',
  route({ who: 'admin', bumps: ['events'] }),
  validate('param', idParamSchema()),
  async (c) =>
    c.json(
      await cancelEvent({
        db: c.var.db,
        provider: configuredPayments(c),
        eventId: c.req.valid('param').id,
        adminId: c.var.user.id,
      }),
    ),
);
