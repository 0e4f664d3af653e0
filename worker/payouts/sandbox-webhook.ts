import type { Db } from '../db/client.ts';
import type { BusinessDetails } from '../env.ts';
import { applyPaymentEvent } from '../billing/apply-event.ts';
import { record, text } from '../payments/paystack-events.ts';
import { PaystackPayments } from '../payments/paystack.ts';
import { MalformedWebhookError } from '../payments/provider.ts';

/** Where the local payouts deliver their transfer events (mounted in worker/api-routes.ts). */
export const SANDBOX_PAYOUTS_WEBHOOK_PATH = '/api/webhooks/sandbox-payouts';

/**
 * A transfer event of the local payouts (sandbox-payouts.ts): Paystack-shaped and signed as Paystack signs, so it is
 * checked and mapped by the Paystack provider's own webhook code keyed with the local secret, then applied by the
 * payment state machine like any provider event. Anything but a transfer event is refused: this route settles
 * payouts only.
 */
export async function receiveSandboxTransfer(input: {
  db: Db;
  business: BusinessDetails;
  webhookSecret: string;
  rawBody: string;
  headers: Headers;
}): Promise<'applied' | 'duplicate'> {
  // The event's name is read before the signature is checked only to keep every other event away from the Paystack
  // mapping (which would ask Paystack itself about a payment); the provider then verifies and reads the whole body.
  let type: string | null;
  try {
    type = text(record(JSON.parse(input.rawBody)).event);
  } catch {
    throw new MalformedWebhookError('The webhook body is not JSON.');
  }
  if (!type?.startsWith('transfer.')) throw new MalformedWebhookError('Only transfer events are delivered here.');
  const event = await new PaystackPayments({ secretKey: input.webhookSecret }).parseWebhook(
    input.rawBody,
    input.headers,
  );
  return applyPaymentEvent({ db: input.db, provider: 'sandbox', event, business: input.business });
}
