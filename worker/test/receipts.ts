import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { eventSeatHolds, moneyDocuments, payments } from '../../schema/db/index.ts';
import { LocalOutbox } from '../email/outbox.ts';
import { readConfig, type AppBindings } from '../env.ts';
import { EmailChannel } from '../outbox/channels/email.ts';
import { InAppChannel } from '../outbox/channels/in-app.ts';
import { deliverDueNotices } from '../outbox/sender.ts';
import { signStripePayload } from '../payments/stripe-events.ts';
import { createEvent, db } from './factories.ts';
import { ORIGIN } from './http.ts';
import { deliver } from './billing-providers.ts';
import { sessionObject, stripeEvent } from './payments.ts';

/**
 * Receipts made the way production makes them: a seat hold the member took, paid through the test checkout's
 * Stripe-shaped `checkout.session.completed` delivered to the real webhook route (with bindings of the test's choice,
 * e.g. a VAT number), then the outbox delivered to the local outbox the way the sender does.
 */

/** A seat of a paid event held by `userId`, and the signed-to-be webhook body that says it was paid. */
export async function heldSeatPayment(userId: string, priceCents = 15_000, paidCents = priceCents) {
  const event = await createEvent({ priceCents, title: `Pricing your crafts ${crypto.randomUUID().slice(0, 6)}` });
  const checkoutId = `cs_receipt_${crypto.randomUUID().slice(0, 12)}`;
  const [hold] = await db
    .insert(eventSeatHolds)
    .values({
      eventId: event.id,
      userId,
      amountCents: priceCents,
      provider: 'sandbox',
      providerReference: checkoutId,
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    })
    .returning();
  const payload = stripeEvent({
    type: 'checkout.session.completed',
    object: sessionObject({ id: checkoutId, metadata: { sebenza_hold_id: String(hold!.id) }, amountCents: paidCents }),
  });
  return { event, hold: hold!, checkoutId, payload };
}

/** The test checkout's webhook, delivered as a provider delivers it, to the app configured by `bindings`. */
export async function deliverSandboxWebhook(payload: string, bindings: AppBindings = env) {
  const payments = readConfig(bindings).payments;
  if (payments?.provider !== 'sandbox') throw new Error('tests expect the test checkout to be configured');
  const signed = new Headers({ 'Stripe-Signature': await signStripePayload(payload, payments.webhookSecret) });
  return deliver(bindings, 'sandbox', payload, signed);
}

/** The receipt of the payment the provider knows as `providerPaymentId`. */
export async function receiptOf(providerPaymentId: string) {
  const [row] = await db
    .select({ document: moneyDocuments })
    .from(moneyDocuments)
    .innerJoin(payments, eq(payments.id, moneyDocuments.paymentId))
    .where(eq(payments.providerPaymentId, providerPaymentId));
  return row?.document;
}

/** Every due notice delivered: in the app, and email into the local outbox (what the app would have emailed). */
export const deliverNoticesToLocalOutbox = () =>
  deliverDueNotices({
    db,
    channels: { in_app: new InAppChannel(db), email: new EmailChannel(new LocalOutbox(env.CACHE)), whatsapp: null },
    origin: ORIGIN,
    reminderLinkKey: null,
  });
