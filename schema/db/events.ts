import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import {
  EVENT_PROPOSAL_STATUSES,
  EVENT_STATUSES,
  EVENT_TYPES,
  PAYMENT_PROVIDERS,
  SEAT_HOLD_STATUSES,
} from '../contract/enums.ts';
import { users } from './users.ts';
import { seatTable, waitlistTable } from './seats.ts';

/**
 * Public events (summits, workshops, networking). currentAttendees is counted from event_registrations.
 *
 * A draft (is_draft) is an event an administrator is still completing, made by accepting a host proposal: every
 * public read, registration, feed and cron leaves drafts out, and publishing clears the flag once. A flag rather than
 * a 'draft' status because a new status changes the CHECK, which SQLite can only do by rebuilding the table, and on
 * D1 dropping the old `events` table would cascade-delete every registration and seat hold.
 */
export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type', { enum: EVENT_TYPES }).notNull().default('other'),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('scheduled'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** UTC ISO start and (optional) end. */
    scheduledAt: text('scheduled_at').notNull(),
    endTime: text('end_time'),
    /** City or 'Online'. */
    location: text('location').notNull(),
    address: text('address'),
    maxAttendees: integer('max_attendees').notNull(),
    /** Money is integer cents (R150.00 = 15000), never floats; 0 is a free event. */
    priceCents: integer('price_cents').notNull().default(0),
    /** The member whose host proposal became this event, if any. */
    hostUserId: text('host_user_id').references(() => users.id, { onDelete: 'set null' }),
    isDraft: integer('is_draft', { mode: 'boolean' }).notNull().default(false),
    /** The host proposal whose acceptance made this event (unique: one draft per proposal). */
    proposalId: integer('proposal_id')
      .unique('events_proposal_unique')
      .references((): AnySQLiteColumn => eventHostProposals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_type_check', oneOf(t.type, EVENT_TYPES)),
    check('events_status_check', oneOf(t.status, EVENT_STATUSES)),
    check('events_max_attendees_check', sql`${t.maxAttendees} >= 1`),
    check('events_price_check', sql`${t.priceCents} >= 0`),
    // The public list: scheduled events by date.
    index('events_status_time_idx').on(t.status, t.scheduledAt),
    // The console's drafts waiting to be published (few at a time, so the index stays tiny).
    index('events_drafts_idx')
      .on(t.id)
      .where(sql`is_draft = 1`),
  ],
);

/** What this file's seat and waiting-list tables belong to (schema/db/seats.ts). */
const event = { word: 'event', references: () => events.id } as const;

/** One registration per user per event; registering uses a conditional INSERT against max_attendees. */
export const eventRegistrations = seatTable('event_registrations', event, {
  key: 'registeredAt',
  column: 'registered_at',
});

/**
 * A paid event's seat, held while its buyer pays. Taking a hold is one conditional INSERT that counts
 * registrations plus unexpired holds against max_attendees, so concurrent checkouts cannot oversell. Only the
 * provider's verified webhook turns a hold into a registration (confirmed); a failed or expired payment, or the
 * cron after expires_at, releases it.
 */
export const eventSeatHolds = sqliteTable(
  'event_seat_holds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SEAT_HOLD_STATUSES }).notNull().default('held'),
    /** The price when the hold was taken, in cents (what the checkout charges). */
    amountCents: integer('amount_cents').notNull(),
    /** The currency of amount_cents: a payment in any other currency confirms nothing. */
    currency: text('currency').notNull().default('ZAR'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's checkout (Stripe session id, Paystack reference, sandbox token) and where to resume it. */
    providerReference: text('provider_reference'),
    checkoutUrl: text('checkout_url'),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('event_seat_holds_status_check', oneOf(t.status, SEAT_HOLD_STATUSES)),
    check('event_seat_holds_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('event_seat_holds_amount_check', sql`${t.amountCents} > 0`),
    // One live hold per user per event (a second "Register" resumes the first checkout).
    uniqueIndex('event_seat_holds_live_unique')
      .on(t.eventId, t.userId)
      .where(sql`status = 'held'`),
    // Counting live holds per event, and the cron's "expired holds" sweep.
    index('event_seat_holds_event_status_idx').on(t.eventId, t.status, t.expiresAt),
    index('event_seat_holds_status_expiry_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * The waiting list of a full event (decision 019; its shape in seats.ts): a user who is registered or holds a live
 * paid seat is never added; promotion registers (free event) or holds a seat to pay for (paid event) in the batch
 * that frees it.
 */
export const eventWaitlist = waitlistTable('event_waitlist', event);

/** "Become an Event Host": a member proposes an event; an admin accepts (creating a draft event) or declines. */
export const eventHostProposals = sqliteTable(
  'event_host_proposals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: EVENT_TYPES }).notNull().default('other'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Free text: proposers often only know "a Saturday in March". */
    proposedDate: text('proposed_date'),
    location: text('location').notNull(),
    expectedAttendees: integer('expected_attendees'),
    contactDetails: text('contact_details').notNull(),
    status: text('status', { enum: EVENT_PROPOSAL_STATUSES }).notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: text('reviewed_at'),
    /** The draft event accepting this proposal made (set in the same batch as the acceptance). */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('event_host_proposals_type_check', oneOf(t.type, EVENT_TYPES)),
    check('event_host_proposals_status_check', oneOf(t.status, EVENT_PROPOSAL_STATUSES)),
    check('event_host_proposals_attendees_check', sql`${t.expectedAttendees} is null or ${t.expectedAttendees} >= 1`),
    // The admin review queue and "my proposals".
    index('event_host_proposals_status_time_idx').on(t.status, t.createdAt),
    index('event_host_proposals_user_idx').on(t.userId),
  ],
);
