import { eq, sql, type SQL } from 'drizzle-orm';
import type { PaymentProviderName, SubscriptionStatus } from '../../schema/contract/coaching.ts';
import { processedWebhookEvents } from '../../schema/db/index.ts';
import { rawBatch, type Db } from '../db/client.ts';
import type { BusinessDetails } from '../env.ts';
import type { CheckoutReference, Paid, PaymentChange, PaymentEvent } from '../payments/provider.ts';
import { settleTransfer } from '../ledger/transfer-settlement.ts';
import { recordPayment } from './money-in.ts';
import { AUTOMATIC_REFUND_REASONS, automaticRefundStatement, refundEffects } from './refund-effects.ts';

/**
 * The payment state machine (docs/decisions/011-payments-behind-one-interface.md): applies one verified provider
 * event. Webhooks are the only source of truth for money, so this is the only code that activates a subscription
 * or confirms a paid seat.
 *
 * - Once: the event id is inserted into processed_webhook_events FIRST, in the same D1 batch as the effects. A
 *   replayed or concurrently delivered event hits the primary key, the whole batch rolls back, and it is reported
 *   as a duplicate that changed nothing.
 * - Keyed, conditional statements only (never read-modify-write in JS), so concurrent events cannot interleave.
 * - Out of order: a subscription row keeps the provider timestamp of the newest event applied (provider_event_at).
 *   An older event changes nothing; a same-second one applies only if its status ranks at or above the stored one
 *   (incomplete < active < past_due < canceled); canceled is final.
 */
export async function applyPaymentEvent({
  db,
  provider,
  event,
  business,
  now = new Date(),
}: {
  db: Db;
  provider: PaymentProviderName;
  event: PaymentEvent;
  /** Who issues the receipt of a payment this event records. */
  business: BusinessDetails;
  now?: Date;
}): Promise<'applied' | 'duplicate'> {
  // Fast path for the common redelivery; the batch below is what makes "once" hold under concurrency.
  if (await isRecorded(db, event.id)) return 'duplicate';
  const record = sql`insert into processed_webhook_events (event_id, provider, type)
    values (${event.id}, ${provider}, ${event.type})`;
  try {
    // ONE D1 batch (atomic: all or nothing).
    const context = { at: event.occurredAt, nowIso: now.toISOString(), provider, business };
    await rawBatch(db, [record, ...effectsOf(event.change, context)]);
  } catch (err) {
    // The primary key refused the id: another delivery of this event was applied first. Anything else is a real
    // failure; nothing was recorded, so the provider's retry will apply the event.
    if (await isRecorded(db, event.id)) return 'duplicate';
    throw err;
  }
  return 'applied';
}

async function isRecorded(db: Db, eventId: string) {
  const [row] = await db
    .select({ id: processedWebhookEvents.eventId })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.eventId, eventId))
    .limit(1);
  return Boolean(row);
}

type Context = { at: number; nowIso: string; provider: PaymentProviderName; business: BusinessDetails };

function effectsOf(change: PaymentChange, context: Context): SQL[] {
  const { at, nowIso } = context;
  switch (change.kind) {
    case 'checkout-completed':
      if (!change.paid) return []; // A delayed payment (EFT): its success event comes later.
      return change.reference.kind === 'subscription'
        ? [
            updateSubscription({
              target: sql`(select id from coaching_subscriptions where ${askedFor(change)})`,
              status: 'active',
              at,
              nowIso,
              link: { subscriptionId: change.providerSubscriptionId, customerId: change.providerCustomerId },
            }),
            flagMismatch(change, sql`select 1 from coaching_subscriptions where ${askedFor(change)}`),
            // Paid in full for a checkout the member had already replaced (or that lapsed): it activates nothing.
            sql`insert into admin_audit_log (admin_id, action, target_type, target_id, detail)
              select null, 'subscription.paid_closed', 'coaching_subscription', cast(id as text),
                ${`Payment ${change.providerReference} completed for a closed checkout: refund it.`}
              from coaching_subscriptions where ${askedFor(change)} and status = 'canceled'`,
            // Recorded even for a closed checkout: the money arrived, and the record is what a refund is made from.
            ...recordSubscriptionPayment(
              change,
              sql`(select id from coaching_subscriptions where ${askedFor(change)})`,
              context,
            ),
            automaticRefundStatement({
              provider: context.provider,
              providerPaymentId: change.providerPaymentId,
              when: sql`exists (select 1 from coaching_subscriptions where ${askedFor(change)} and status = 'canceled')`,
              reason: AUTOMATIC_REFUND_REASONS.closedCheckout,
            }),
          ]
        : confirmSeat(change as SeatPayment, context);
    case 'checkout-expired':
      return [checkoutEnded(change.reference, change.providerReference, at, nowIso)];
    case 'subscription':
      return [
        updateSubscription({
          target: subscriptionTarget(change),
          status: change.status,
          at,
          nowIso,
          link: { subscriptionId: change.providerSubscriptionId, customerId: change.providerCustomerId },
          currentPeriodEnd: change.currentPeriodEnd,
          cancelAtPeriodEnd: change.cancelAtPeriodEnd,
          // The provider's subscription object says nothing about what was paid: only a payment that matched what
          // was asked (a completed checkout, a paid invoice) makes a row active.
          activates: false,
        }),
      ];
    case 'invoice-paid': {
      const linked = sql`provider_subscription_id = ${change.providerSubscriptionId}`;
      const covered = sql`${linked} and ${coversRenewal(change)}`;
      return [
        updateSubscription({
          target: sql`(select id from coaching_subscriptions where ${covered})`,
          status: 'active',
          at,
          nowIso,
          currentPeriodEnd: change.currentPeriodEnd,
          startsPeriod: true,
        }),
        // An invoice of a subscription that is not (yet) linked to a row is no one's payment here; one that is
        // linked but paid less, or in another currency, is.
        sql`insert into admin_audit_log (admin_id, action, target_type, target_id, detail)
          select null, ${MISMATCH_ACTION}, 'coaching_subscription', cast(id as text), ${mismatchDetail(change)}
          from coaching_subscriptions where ${linked} and not (${coversRenewal(change)})`,
        ...recordSubscriptionPayment(change, sql`(select id from coaching_subscriptions where ${covered})`, context),
      ];
    }
    case 'payment-failed':
      return [
        updateSubscription({
          target: byProviderSubscription(change.providerSubscriptionId),
          status: 'past_due',
          at,
          nowIso,
        }),
      ];
    case 'refund':
      return refundEffects(change, context);
    case 'transfer':
      return settleTransfer(change, { provider: context.provider, nowIso });
    case 'ignored':
      return [];
  }
}

// --- subscriptions ---------------------------------------------------------------------------------------------

const byProviderSubscription = (providerSubscriptionId: string) =>
  sql`(select id from coaching_subscriptions where provider_subscription_id = ${providerSubscriptionId})`;

/**
 * The row a subscription event is about: the one linked to the provider's subscription, else the row our metadata
 * names (Stripe carries it; not if that row is already linked to another provider subscription), else the
 * customer's newest unlinked row that is not canceled (Paystack's subscription events carry no metadata, and its
 * charge.success has usually made that row active already).
 */
function subscriptionTarget(change: Extract<PaymentChange, { kind: 'subscription' }>): SQL {
  const psid = change.providerSubscriptionId;
  return sql`coalesce(
    ${byProviderSubscription(psid)},
    (select id from coaching_subscriptions
      where id = ${change.subscriptionId} and (provider_subscription_id is null or provider_subscription_id = ${psid})),
    (select id from coaching_subscriptions
      where provider_customer_id = ${change.providerCustomerId} and provider_subscription_id is null
        and status <> 'canceled'
      order by id desc limit 1)
  )`;
}

const rank = (status: SQL) =>
  sql`(case ${status} when 'incomplete' then 0 when 'active' then 1 when 'past_due' then 2 else 3 end)`;

/**
 * One conditional UPDATE of one subscription row. `applies` reads the row's old values (SQLite evaluates every SET
 * expression against the row as it was), so the ordering rule and the new values are decided in one statement.
 * Linking the provider's ids is not ordered: whichever event arrives first links them, and a link never moves.
 */
function updateSubscription(input: {
  target: SQL;
  status: SubscriptionStatus;
  at: number;
  nowIso: string;
  link?: { subscriptionId: string | null; customerId: string | null };
  currentPeriodEnd?: string | null;
  cancelAtPeriodEnd?: boolean | null;
  /** false: the event may keep a row active but not make it active (it changes nothing on a row that is not). */
  activates?: boolean;
  /** A paid invoice: when it starts a later period, a plan change the member asked for takes effect with it. */
  startsPeriod?: boolean;
}): SQL {
  const { status, at } = input;
  const mayActivate = input.activates !== false || status !== 'active';
  const applies = sql`(status <> 'canceled' and (${mayActivate ? sql`1` : sql`status = 'active'`})
    and (provider_event_at < ${at} or (provider_event_at = ${at} and ${rank(sql`${status}`)} >= ${rank(sql`status`)})))`;
  const psid = input.link?.subscriptionId ?? null;
  const customerId = input.link?.customerId ?? null;
  const cancelFlag = input.cancelAtPeriodEnd == null ? null : input.cancelAtPeriodEnd ? 1 : 0;
  return sql`update coaching_subscriptions set
      provider_subscription_id = coalesce(provider_subscription_id, (select ${psid} where not exists (
        select 1 from coaching_subscriptions linked where linked.provider_subscription_id = ${psid}))),
      provider_customer_id = coalesce(provider_customer_id, ${customerId}),
      status = case when ${applies} then ${status} else status end,
      current_period_end = case when ${applies} then coalesce(${input.currentPeriodEnd ?? null}, current_period_end)
        else current_period_end end,
      cancel_at_period_end = case when ${applies} and ${cancelFlag} is not null then ${cancelFlag}
        else cancel_at_period_end end,
      provider_event_at = case when ${applies} then ${at} else provider_event_at end,
      ${input.startsPeriod ? nextPlanTakesEffect(applies, input.currentPeriodEnd ?? null) : sql``}
      updated_at = ${input.nowIso}
    where id = ${input.target}`;
}

/** SET clauses that move a row to its next plan and that plan's price (evaluated, like all of them, on the old row). */
function nextPlanTakesEffect(applies: SQL, periodEnd: string | null): SQL {
  const switches = sql`(${applies} and ${startsNextPlan(periodEnd)})`;
  return sql`plan_id = case when ${switches} then next_plan_id else plan_id end,
      amount_cents = case when ${switches} then (select price_cents from coaching_plans where id = next_plan_id)
        else amount_cents end,
      next_plan_id = case when ${switches} then null else next_plan_id end,`;
}

/**
 * A checkout ended unpaid: an unpaid subscription row is closed; a held seat is released. Only the checkout the row
 * points at may close it (a checkout the row no longer offers, or never did, changes nothing).
 */
function checkoutEnded(reference: CheckoutReference, providerReference: string, at: number, nowIso: string): SQL {
  if (reference.kind === 'subscription') {
    return sql`update coaching_subscriptions
      set status = 'canceled', provider_event_at = max(provider_event_at, ${at}), updated_at = ${nowIso}
      where id = ${reference.subscriptionId} and status = 'incomplete'
        and (provider_reference is null or provider_reference = ${providerReference})`;
  }
  // Only the checkout the hold points at may release it: a second checkout opened by a double click and left
  // unpaid must not release the seat its twin is paying for.
  return sql`update event_seat_holds set status = 'released', updated_at = ${nowIso}
    where id = ${reference.holdId} and status = 'held'
      and (provider_reference is null or provider_reference = ${providerReference})`;
}

// --- what was asked ---------------------------------------------------------------------------------------------

type CheckoutPayment = Extract<PaymentChange, { kind: 'checkout-completed' }>;
type SeatPayment = CheckoutPayment & { reference: { kind: 'event-seat' } };

/** The audit log action an administrator looks for: money arrived that did not match what the app asked. */
export const MISMATCH_ACTION = 'payment.mismatch';

/** The row's asked amount and currency are covered by what the provider says was paid (null covers nothing). */
const covers = (paid: Paid) => sql`currency = ${paid.currency} and amount_cents <= ${paid.amountCents}`;

/**
 * A subscription's invoice is asked the price of the plan its period is on: the next plan's, when the member changed
 * plans and this invoice starts a period after the one already paid.
 */
const startsNextPlan = (periodEnd: string | null) =>
  sql`(next_plan_id is not null and ${periodEnd} > coalesce(current_period_end, ''))`;
const coversRenewal = (paid: Paid & { currentPeriodEnd: string | null }) =>
  sql`currency = ${paid.currency} and (case when ${startsNextPlan(paid.currentPeriodEnd)}
    then (select price_cents from coaching_plans where id = next_plan_id) else amount_cents end) <= ${paid.amountCents}`;

/**
 * The row this checkout was opened for (by our id in the provider's metadata), with the checkout the app recorded
 * for it before sending the payer there, paid in full. A payment carrying another row's metadata, a reference the
 * app never issued, too little money or another currency matches nothing.
 */
function askedFor(change: CheckoutPayment): SQL {
  const id = change.reference.kind === 'subscription' ? change.reference.subscriptionId : change.reference.holdId;
  return sql`id = ${id} and provider_reference = ${change.providerReference} and ${covers(change)}`;
}

const mismatchDetail = (change: Paid & { providerReference?: string; providerSubscriptionId?: string | null }) =>
  JSON.stringify({
    reason: 'The payment does not match what was asked (checkout, amount or currency): nothing was given for it.',
    providerReference: change.providerReference ?? null,
    providerSubscriptionId: change.providerSubscriptionId ?? null,
    amountCents: change.amountCents,
    currency: change.currency,
  });

/** Writes a completed checkout that matched nothing to the audit log, for an administrator to refund. */
function flagMismatch(change: CheckoutPayment, matches: SQL): SQL {
  const [targetType, targetId] =
    change.reference.kind === 'subscription'
      ? ['coaching_subscription', change.reference.subscriptionId]
      : ['event_seat_hold', change.reference.holdId];
  return sql`insert into admin_audit_log (admin_id, action, target_type, target_id, detail)
    select null, ${MISMATCH_ACTION}, ${targetType}, ${String(targetId)}, ${mismatchDetail(change)}
    where not exists (${matches})`;
}

// --- paid event seats ------------------------------------------------------------------------------------------

/**
 * A paid seat: the registration, then the hold confirmed. A live hold has its seat reserved, so it always
 * registers. A hold that already lapsed (released, or expired before the cron swept it) registers only if a seat is
 * still free; otherwise it stays released and the audit log tells an administrator to refund the payment.
 */
function confirmSeat(change: SeatPayment, context: Context): SQL[] {
  const { nowIso } = context;
  const { holdId } = change.reference;
  const { providerReference } = change;
  const asked = sql`select id from event_seat_holds where ${askedFor(change)}`;
  const register = sql`insert into event_registrations (event_id, user_id)
    select h.event_id, h.user_id
    from event_seat_holds h join events e on e.id = h.event_id
    where h.id = (${asked}) and (
      (h.status = 'held' and h.expires_at > ${nowIso})
      or (h.status in ('held', 'released')
        and (select count(*) from event_registrations er where er.event_id = h.event_id)
          + (select count(*) from event_seat_holds o
              where o.event_id = h.event_id and o.id <> h.id and o.status = 'held' and o.expires_at > ${nowIso})
          < e.max_attendees))
    on conflict (event_id, user_id) do nothing`;
  const confirm = sql`update event_seat_holds set status = 'confirmed', updated_at = ${nowIso}
    where id = (${asked}) and status in ('held', 'released')
      and exists (select 1 from event_registrations er
        where er.event_id = event_seat_holds.event_id and er.user_id = event_seat_holds.user_id)`;
  // Runs after the two above in the same batch: a hold still not confirmed here was paid but could not be seated.
  const detail = `Payment ${providerReference} completed after its seat hold lapsed and the event was full: refund it.`;
  const flag = sql`insert into admin_audit_log (admin_id, action, target_type, target_id, detail)
    select null, 'event_seat.paid_unseated', 'event_seat_hold', ${String(holdId)}, ${detail}
    where exists (select 1 from event_seat_holds h where h.id = (${asked}) and h.status <> 'confirmed')`;
  // Recorded whether or not a seat could be given: the money arrived, and the record is what a refund is made from.
  const paidFor = sql`select h.user_id, 'event_seat', null, h.id, h.event_id, 'Event seat: ' || e.title
    from event_seat_holds h join events e on e.id = h.event_id where h.id = (${asked})`;
  return [
    register,
    confirm,
    flag,
    flagMismatch(change, asked),
    ...recordPayment({ ...paymentOf(change, context), paidFor }),
    automaticRefundStatement({
      provider: context.provider,
      providerPaymentId: change.providerPaymentId,
      when: sql`exists (select 1 from event_seat_holds h where h.id = (${asked}) and h.status <> 'confirmed')`,
      reason: AUTOMATIC_REFUND_REASONS.unseated,
    }),
  ];
}

// --- money in ------------------------------------------------------------------------------------------------------

const paymentOf = (paid: Paid, context: Context) => ({
  provider: context.provider,
  paid,
  paidAt: new Date(context.at * 1000).toISOString(),
  nowIso: context.nowIso,
  business: context.business,
});

/** A month of coaching paid for `subscription` (a subquery naming the row, or null when nothing matched). */
function recordSubscriptionPayment(paid: Paid, subscription: SQL, context: Context): SQL[] {
  const paidFor = sql`select s.user_id, 'subscription', s.id, null, null, 'Coaching: ' || p.name || ', one month'
    from coaching_subscriptions s join coaching_plans p on p.id = s.plan_id where s.id = ${subscription}`;
  return recordPayment({ ...paymentOf(paid, context), paidFor });
}
