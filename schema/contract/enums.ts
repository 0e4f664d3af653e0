/**
 * The closed value sets the contracts, the browser and the database share (schema/db enforces them with CHECK
 * constraints).
 *
 * Dependency-free on purpose: contract schemas, rules modules and the browser bundle import these lists without
 * pulling in drizzle or zod. Adding a value here means a new migration (the CHECK changes), so
 * `npm run db:generate` must follow.
 */

/** Mentee profile experience levels (the spec names only the default, beginner). */
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export const JOURNEY_COLORS = ['lilac', 'grass-green', 'sunshine', 'white'] as const;
export const JOURNEY_ICONS = ['palette', 'seedling', 'heart', 'briefcase', 'compass'] as const;

/**
 * South Africa's 12 official languages, as codes: ISO 639-1 where one exists, ISO 639-2/3 for Sepedi (nso) and South
 * African Sign Language (sfs). Labels, order and the source are in languages-rules.ts.
 */
export const LANGUAGE_CODES = ['nso', 'st', 'tn', 'ss', 've', 'ts', 'af', 'en', 'nr', 'xh', 'zu', 'sfs'] as const;

/** Mentorship space and coaching connections share one lifecycle. */
export const CONNECTION_STATUSES = ['pending', 'active', 'ended'] as const;

export const SESSION_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;

export const EVENT_TYPES = ['summit', 'workshop', 'networking', 'other'] as const;
export const EVENT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const EVENT_PROPOSAL_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** A story says which kind of help changed things; note 'coaching' here vs 'coach' on mentors (spec wording). */
export const STORY_SERVICE_TYPES = ['mentorship', 'coaching'] as const;
export const STORY_STATUSES = ['pending', 'published', 'rejected'] as const;

export const ROOM_CATEGORIES = ['creative-hustler', 'rural-innovation', 'digital-freedom'] as const;
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
/** What a community video is about: one fixed list, so the page and the console label it the same way. */
export const VIDEO_TOPICS = [
  'starting-a-business',
  'money-and-pricing',
  'selling-and-marketing',
  'digital-skills',
  'finding-work',
  'farming',
  'other',
] as const;

/**
 * A coaching subscription's states: incomplete until the first payment, active, past_due after a failed
 * renewal, canceled at the end. Only 'active' opens coaching chat. Providers' richer states map onto these
 * (worker/payments: Stripe's trialing → active, unpaid → past_due, incomplete_expired → canceled).
 */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
/**
 * Who takes the money: Stripe, Paystack (ZAR cards and EFT for South African businesses), or 'sandbox', the app's
 * own test checkout used when no provider key is configured (local runs and CI).
 */
export const PAYMENT_PROVIDERS = ['stripe', 'paystack', 'sandbox'] as const;
/** A paid event's seat while its buyer pays: held (for a short time), confirmed by the webhook, or released. */
export const SEAT_HOLD_STATUSES = ['held', 'confirmed', 'released'] as const;
export const COACHING_MESSAGE_TYPES = ['text', 'file'] as const;
/**
 * A one-on-one coaching call: booked, then completed or a no-show (marked by the coach after its start), or
 * cancelled (by either side before it ends).
 */
export const COACHING_CALL_STATUSES = ['booked', 'completed', 'no_show', 'cancelled'] as const;
/** The two people of a coaching call: who cancelled it, or who did not come. */
export const COACHING_CALL_SIDES = ['subscriber', 'coach'] as const;

/** What a payment bought: a month of coaching, or a paid event's seat. */
export const PAYMENT_KINDS = ['subscription', 'event_seat'] as const;
/** A numbered money document: a receipt for a payment, a credit note for a refund (each its own gap-free sequence). */
export const MONEY_DOCUMENT_KINDS = ['receipt', 'credit_note'] as const;
/** A refund: asked of the provider (pending), then settled by its verified webhook. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
/** A coach payout: sent as a transfer (pending), then settled by the verified transfer webhook. */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed', 'reversed'] as const;
/**
 * The ledger's accounts (docs/decisions/034-money-ledger.md). Every rand the app received sits in exactly one:
 * the operator's share, a coach's balance, refunded to the payer, or paid out to a coach.
 */
export const LEDGER_ACCOUNTS = ['operator', 'coach', 'refunded', 'paid_out'] as const;

export const COMPLAINT_ROLES = ['mentor', 'mentee'] as const;
export const COMPLAINT_STATUSES = ['new', 'in_review', 'resolved'] as const;

export const OPPORTUNITY_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
/** What a feed is, so the sync picks its adapter (worker/opportunities/adapters). */
export const OPPORTUNITY_FEED_KINDS = ['etenders-ocds', 'google-trends', 'rss'] as const;
/** What an opportunity came from: an open public tender, a trending search, or business news. */
export const OPPORTUNITY_KINDS = ['tender', 'trend', 'news'] as const;

/** What the per-user AI quota counts, one counter per kind per UTC day. */
export const AI_USAGE_KINDS = ['template', 'market-intelligence', 'micro-learning', 'income-chat'] as const;

/**
 * Where a notice can reach a member (decision 018): in the app (always), by email, or on WhatsApp. One outbox row per
 * notice and channel (schema/db/notifications.ts).
 */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'whatsapp'] as const;
/**
 * An outbox row's states: pending until a sender delivers it (sent), gives up after its last retry (failed), or finds
 * it should not go at all (skipped: the channel was turned off or is not offered, or a reminder's session is over).
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
