import { eq, sql } from 'drizzle-orm';
import { SEAT_HOLD_MINUTES, type PaymentProviderName } from '../../schema/contract/coaching.ts';
import { EVENT_MESSAGES, EVENT_PROMOTED_NOTICE_KIND, eventPriceText } from '../../schema/contract/events.ts';
import { eventPagePath, formatSastDateTime } from '../../schema/contract/share.ts';
import { events, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { fanOutNoticeStatements } from '../outbox/outbox.ts';
import { closeWaitlistsOfClosed, needsPromotion, promotedPeople, promoteFromWaitlist } from '../seats/promotion.ts';
import { eventSeating } from './seating.ts';

/*
 * Promotion from an event's waiting list (decision 019, worker/seats/promotion.ts): every statement that frees a seat
 * (a cancelled registration, a released or lapsed paid hold) is followed in ONE D1 batch by these statements, so the
 * seat goes to the first person waiting before anyone else can see it free.
 *
 * A free event registers the person promoted. A paid event cannot take their money inside a batch, so it holds the
 * seat for them for SEAT_HOLD_MINUTES (a hold without a checkout yet; Register opens the payment page for it) and
 * the notice says until when. A hold that lapses unpaid is released by the 5-minute cron, whose batch promotes the
 * next person in line.
 */

/** The event in the words of its notices. */
export type PromotingEvent = { id: number; title: string; scheduledAt: string; priceCents: number };

/**
 * The statements that give an event's free seats to the people waiting, for the batch of the change that freed them.
 * The first releases the event's lapsed holds. A paid event's people are promoted only when payments are set up
 * (`holdProvider`): nobody could pay otherwise. Each person promoted is told ("... you're registered", or "... held
 * for you until 14:30 SAST: pay R150.00 by then ...").
 */
export function promoteFromEventWaitlist(
  db: Db,
  input: { event: PromotingEvent; now: Date; holdProvider: PaymentProviderName | null },
) {
  const { event, holdProvider, now } = input;
  const holdUntil = new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000).toISOString();
  const when = formatSastDateTime(event.scheduledAt);
  const promoted = promotedPeople(eventSeating, { thingId: event.id, now });
  return promoteFromWaitlist(db, eventSeating, {
    thingId: event.id,
    now,
    promotable: sql`(${events.priceCents} = 0 or ${holdProvider} is not null)`,
    seatWhen: eq(events.priceCents, 0),
    hold: holdProvider
      ? { when: sql`${events.priceCents} > 0`, provider: holdProvider, expiresAt: holdUntil }
      : undefined,
    announce: fanOutNoticeStatements(db, {
      kind: EVENT_PROMOTED_NOTICE_KIND,
      key: sql`${EVENT_PROMOTED_NOTICE_KIND} || ':' || ${promoted.waitingRowOf(users.id)}`,
      text:
        event.priceCents === 0
          ? EVENT_MESSAGES.promotedNotice(event.title, when)
          : EVENT_MESSAGES.promotedHoldNotice(
              event.title,
              when,
              eventPriceText(event.priceCents),
              formatSastDateTime(holdUntil),
            ),
      link: eventPagePath(event.id),
      recipients: promoted.recipients,
    }),
  });
}

/**
 * The 5-minute cron: holds whose time ran out unpaid give their seats back, and in the same batch (per event) the
 * people waiting get them. It is also the safety net for seats freed where no service sees it (a hold released by
 * the provider's "checkout expired" webhook, an account deleted by a cascade): an event with a free seat while
 * people wait is promoted too. Lists of events that can no longer be joined are cleared. Answers how many holds
 * were released.
 */
export async function releaseExpiredHoldsAndPromote(
  db: Db,
  input: { now: Date; holdProvider: PaymentProviderName | null },
): Promise<number> {
  const due = await db
    .select({ id: events.id, title: events.title, scheduledAt: events.scheduledAt, priceCents: events.priceCents })
    .from(events)
    .where(needsPromotion(eventSeating, input.now.toISOString()));
  let released = 0;
  for (const event of due) {
    // The first statement is the release of the event's lapsed holds.
    const [result] = await db.batch([...promoteFromEventWaitlist(db, { ...input, event })]);
    released += result.meta.changes;
  }
  await closeWaitlistsOfClosed(db, eventSeating, input.now);
  return released;
}
