import { COACHING_MESSAGES, type PaymentProviderName, type PaymentSetup } from '../../schema/contract/coaching.ts';
import type { AppEnv, PaymentsConfig } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { PaystackPayments } from './paystack.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxPayments } from './sandbox.ts';
import { StripePayments } from './stripe.ts';

/** The parts of a request's context a provider is built from (a Hono context has them). */
type RequestParts = {
  env: AppEnv['Bindings'];
  var: Pick<AppEnv['Variables'], 'config' | 'dispatch'> & { user: { id: string } | null };
};

/**
 * The provider this deployment takes payments through (worker/env.ts `config.payments`), or null when none is set
 * up (production without keys). Built per request: the test checkout needs the request's buyer.
 */
export function configuredPayments(c: RequestParts): PaymentProvider | null {
  const payments = c.var.config.payments;
  if (!payments) return null;
  switch (payments.provider) {
    case 'stripe':
      return new StripePayments({ secretKey: payments.secretKey, webhookSecret: payments.webhookSecret });
    case 'paystack':
      return new PaystackPayments({ secretKey: payments.secretKey });
    case 'sandbox':
      return sandboxProvider(c, payments);
  }
}

/** The test checkout, when this deployment uses it (else null: its pages do not exist). */
export function sandboxPayments(c: RequestParts): SandboxPayments | null {
  const payments = c.var.config.payments;
  return payments?.provider === 'sandbox' ? sandboxProvider(c, payments) : null;
}

function sandboxProvider(c: RequestParts, payments: Extract<PaymentsConfig, { provider: 'sandbox' }>) {
  return new SandboxPayments({
    kv: c.env.CACHE,
    origin: c.var.config.origin,
    webhookSecret: payments.webhookSecret,
    dispatch: c.var.dispatch,
    buyerId: c.var.user?.id ?? null,
  });
}

/**
 * The provider for a `{provider}` path segment. A real provider answers only to its own name; the test checkout
 * stands in for any name (so the spec's `/api/coaching/stripe/...` works locally, and what is stored says
 * 'sandbox'). 503 when payments are not set up at all.
 */
export function paymentsFor(c: RequestParts, requested: PaymentProviderName): PaymentProvider {
  const provider = configuredPayments(c);
  if (!provider) throw new HttpError(503, COACHING_MESSAGES.providerUnavailable);
  if (provider.name !== 'sandbox' && provider.name !== requested) {
    throw new HttpError(404, COACHING_MESSAGES.providerMismatch);
  }
  return provider;
}

/**
 * Who verifies the events delivered to `/api/webhooks/{provider}`: the payment provider, as `paymentsFor`; and also
 * Paystack when it only pays coaches (its key set beside Stripe, which has no South African payouts), so its transfer
 * events are heard. No checkout is ever opened there, so its payment events match nothing.
 */
export function webhookVerifierFor(c: RequestParts, requested: PaymentProviderName): PaymentProvider {
  const paystackKey = c.env.PAYSTACK_SECRET_KEY;
  const payments = c.var.config.payments;
  if (requested === 'paystack' && paystackKey && payments?.provider === 'stripe') {
    return new PaystackPayments({ secretKey: paystackKey });
  }
  return paymentsFor(c, requested);
}

/** What screens are told about payments (`CoachingSubscription.payments`). */
export function paymentSetupOf(payments: PaymentsConfig | null): PaymentSetup {
  return payments ? { provider: payments.provider, testMode: payments.provider === 'sandbox' } : null;
}
