import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, unique, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import {
  COACHING_MESSAGE_TYPES,
  CONNECTION_STATUSES,
  PAYMENT_PROVIDERS,
  SUBSCRIPTION_STATUSES,
} from '../contract/enums.ts';
import { mentors } from './mentors.ts';
import { users } from './users.ts';

/** Premium one-on-one coaching plans, shown in sort_order (the second card is marked 'Most Popular'). */
export const coachingPlans = sqliteTable(
  'coaching_plans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull().unique(),
    /** Monthly price in integer cents (R299/month = 29900). */
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull(),
    maxSessionsPerMonth: integer('max_sessions_per_month').notNull(),
    sessionDurationMinutes: integer('session_duration_minutes').notNull(),
    includesChat: integer('includes_chat', { mode: 'boolean' }).notNull().default(true),
    includesFiles: integer('includes_files', { mode: 'boolean' }).notNull().default(false),
    features: text('features', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** The Stripe Price id when Stripe is configured; the sandbox provider ignores it. */
    providerPriceId: text('provider_price_id'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check(
      'coaching_plans_numbers_check',
      sql`${t.priceCents} >= 0 and ${t.maxSessionsPerMonth} >= 0 and ${t.sessionDurationMinutes} > 0`,
    ),
  ],
);

/**
 * The payment provider's customer for a user (POST /api/coaching/{provider}/create-customer happens before any
 * subscription exists, so the customer id needs its own home).
 */
export const paymentCustomers = sqliteTable(
  'payment_customers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payment_customers_user_provider_unique').on(t.userId, t.provider),
    check('payment_customers_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
  ],
);

/**
 * A user's coaching subscription, mirrored from the provider by verified webhooks. "Already active" is checked
 * by the service (not a UNIQUE index) because webhook order is not guaranteed and a replacement subscription can
 * briefly overlap the old one.
 */
export const coachingSubscriptions = sqliteTable(
  'coaching_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // restrict: a plan with subscribers is retired with is_active = false, never deleted.
    planId: integer('plan_id')
      .notNull()
      .references(() => coachingPlans.id, { onDelete: 'restrict' }),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('incomplete'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    /**
     * What the app asked for, recorded before the member is sent to pay: the monthly price in cents, its currency, and
     * the checkout it opened (Stripe session id, Paystack reference, sandbox token). A payment event changes this row
     * only when it matches all three (worker/billing/apply-event.ts).
     */
    amountCents: integer('amount_cents'),
    currency: text('currency').notNull().default('ZAR'),
    providerReference: text('provider_reference'),
    /** Where the member pays; a second "Subscribe" to the same plan resumes it while it is payable. */
    checkoutUrl: text('checkout_url'),
    /**
     * A plan change an active subscriber asked for: the paid period stays on `plan_id`, and the renewal that starts
     * the next period moves the row to this plan and its price (worker/billing/apply-event.ts).
     */
    nextPlanId: integer('next_plan_id').references(() => coachingPlans.id, { onDelete: 'restrict' }),
    /** The coach picked on /sebenza-coaching?coach={id}, if any. */
    coachId: integer('coach_id').references(() => mentors.id, { onDelete: 'set null' }),
    currentPeriodEnd: text('current_period_end'),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    /**
     * The provider's timestamp (unix seconds) of the newest event applied to this row. Webhooks arrive out of
     * order; an event older than this one changes nothing (worker/billing/apply-event.ts).
     */
    providerEventAt: integer('provider_event_at').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coaching_subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check('coaching_subscriptions_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    // "Does this user have an active subscription?" on every coaching-chat request.
    index('coaching_subscriptions_user_status_idx').on(t.userId, t.status),
    // One subscription per member that is paid for or being paid for: two checkouts can never both activate.
    uniqueIndex('coaching_subscriptions_one_open_per_user')
      .on(t.userId)
      .where(sql`status in ('incomplete', 'active', 'past_due')`),
  ],
);

/** A subscriber paired with a coach (a mentor whose serviceType is coach or both); one row per pair. */
export const coachingConnections = sqliteTable(
  'coaching_connections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    menteeId: text('mentee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CONNECTION_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('coaching_connections_pair_unique').on(t.menteeId, t.mentorId),
    check('coaching_connections_status_check', oneOf(t.status, CONNECTION_STATUSES)),
    // The coach's side of the chat list (the mentee side is served by the UNIQUE index's prefix).
    index('coaching_connections_mentor_idx').on(t.mentorId),
  ],
);

/**
 * One-on-one coaching chat. sender and receiver are user ids (the coach's user, not the mentor row id), so
 * "messages to me" works the same for both sides.
 */
export const coachingMessages = sqliteTable(
  'coaching_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => coachingConnections.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    messageType: text('message_type', { enum: COACHING_MESSAGE_TYPES }).notNull().default('text'),
    readAt: text('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('coaching_messages_type_check', oneOf(t.messageType, COACHING_MESSAGE_TYPES)),
    check('coaching_messages_content_check', sql`length(trim(${t.content})) > 0`),
    // A conversation, paged by id.
    index('coaching_messages_connection_id_idx').on(t.connectionId, t.id),
    // Unread counts.
    index('coaching_messages_receiver_idx').on(t.receiverId, t.readAt),
  ],
);
