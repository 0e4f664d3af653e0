import type { AppBindings, AppConfig } from '../env.ts';
import type { Db } from '../db/client.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { PaystackPayouts } from './paystack-payouts.ts';
import { SandboxPayouts, type DeliverTransferEvent } from './sandbox-payouts.ts';
import { receiveSandboxTransfer, SANDBOX_PAYOUTS_WEBHOOK_PATH } from './sandbox-webhook.ts';

/**
 * The local payouts' signing secret when payments do not use the test checkout (a Stripe key outside production):
 * public, like the test checkout's default, because it guards local data only.
 */
const LOCAL_PAYOUTS_WEBHOOK_SECRET = 'whsec_sebenza_local_test_payouts';

/**
 * Who pays coaches on this deployment: Paystack whenever PAYSTACK_SECRET_KEY is set (also beside Stripe, which has no
 * South African connected accounts), else the labelled local payouts outside production, else nobody (null: the
 * screens say payouts are not available).
 */
function payoutsFor(
  env: AppBindings,
  config: AppConfig,
  deliverLocally: (webhookSecret: string) => DeliverTransferEvent,
): PayoutProvider | null {
  const payments = config.payments;
  const paystackKey = payments?.provider === 'paystack' ? payments.secretKey : env.PAYSTACK_SECRET_KEY || null;
  if (paystackKey) return new PaystackPayouts({ secretKey: paystackKey });
  if (!config.devToolsEnabled) return null;
  const webhookSecret = localPayoutsSecret(config);
  return new SandboxPayouts({ webhookSecret, deliver: deliverLocally(webhookSecret) });
}

export const localPayoutsSecret = (config: AppConfig) =>
  config.payments?.provider === 'sandbox' ? config.payments.webhookSecret : LOCAL_PAYOUTS_WEBHOOK_SECRET;

/** In a request: the local payouts send their events through the app's own webhook route, as a provider would. */
export function requestPayouts(c: {
  env: AppBindings;
  var: { config: AppConfig; dispatch: (request: Request) => Promise<Response> };
}): PayoutProvider | null {
  const origin = c.var.config.origin;
  return payoutsFor(c.env, c.var.config, () => async (rawBody, signature) => {
    const response = await c.var.dispatch(
      new Request(`${origin}${SANDBOX_PAYOUTS_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signature },
        body: rawBody,
      }),
    );
    if (!response.ok) {
      throw new PaymentProviderError(`The test payouts could not deliver their event (${response.status}).`);
    }
  });
}

/**
 * In the cron, which has no request to send one through: the local payouts hand their events straight to the same
 * verification and state machine the webhook route runs.
 */
export function scheduledPayouts(env: AppBindings, config: AppConfig, db: Db): PayoutProvider | null {
  return payoutsFor(env, config, (webhookSecret) => async (rawBody, signature) => {
    const headers = new Headers({ 'x-paystack-signature': signature });
    await receiveSandboxTransfer({ db, business: config.business, webhookSecret, rawBody, headers });
  });
}
