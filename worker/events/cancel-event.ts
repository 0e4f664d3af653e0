import { sql } from 'drizzle-orm';
import { EVENT_MESSAGES } from '../../schema/contract/events.ts';
import { REFUND_MESSAGES, type CancelledEvent } from '../../schema/contract/refunds.ts';
import { eventPagePath, formatSastDateTime } from '../../schema/contract/share.ts';
import { auditStatement } from '../audit/audit-log.ts';
import { askForEventRefunds, eventRefundStatements } from '../billing/refund-requests.ts';
import { rawBatch, type Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { fanOutNoticeStatements } from '../outbox/outbox.ts';
import type { PaymentProvider } from '../payments/provider.ts';

export const EVENT_CANCELLED_NOTICE_KIND = 'event-cancelled';

/**
 * `POST /api/admin/events/:id/cancel`: the event is cancelled, in one batch that holds only while it is scheduled,
 * with every seat still being paid for released (no one can pay for it afterwards) and everyone registered told.
 * Then every paid seat is refunded in full of what is left, through the provider (refund-requests.ts): a refund the
 * provider refuses is recorded as failed for the admin to see in Payments, and never fails the cancellation.
 */
export async function cancelEvent(input: {
  db: Db;
  provider: PaymentProvider | null;
  eventId: number;
  adminId: string;
}): Promise<CancelledEvent> {
  const { db, eventId } = input;
  const [found] = await rawBatch(db, [
    sql`select title, scheduled_at as "scheduledAt", price_cents as "priceCents", status from events
      where id = ${eventId} and is_draft = 0`,
  ]);
  const event = found?.[0] as { title: string; scheduledAt: string; priceCents: number; status: string } | undefined;
  if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
  if (event.status !== 'scheduled') throw new HttpError(409, REFUND_MESSAGES.eventNotScheduled);
  const text =
    `"${event.title}" on ${formatSastDateTime(event.scheduledAt)} is cancelled.` +
    (event.priceCents > 0 ? ' Your payment is being refunded in full.' : '');
  const results = await rawBatch(db, [
    sql`update events set status = 'cancelled' where id = ${eventId} and status = 'scheduled'`,
    // Told once however often this runs (the notice's key names the event).
    ...fanOutNoticeStatements(db, {
      kind: EVENT_CANCELLED_NOTICE_KIND,
      key: `${EVENT_CANCELLED_NOTICE_KIND}:${eventId}`,
      text,
      link: eventPagePath(eventId),
      recipients: sql`select user_id from event_registrations where event_id = ${eventId}`,
    }).map((statement) => statement.getSQL()),
    sql`update event_seat_holds set status = 'released', updated_at = ${new Date().toISOString()}
      where event_id = ${eventId} and status = 'held'`,
    auditStatement(db, {
      adminId: input.adminId,
      action: 'event.cancel',
      targetType: 'event',
      targetId: eventId,
      detail: event.title,
    }).getSQL(),
    ...eventRefundStatements(eventId),
  ]);
  return { id: eventId, status: 'cancelled', refunds: await askForEventRefunds(db, input.provider, results.at(-1)) };
}
