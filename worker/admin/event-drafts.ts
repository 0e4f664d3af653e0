import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  type AdminEventDraft,
  type AdminEventDraftPage,
  type EventDraftData,
} from '../../schema/contract/admin.ts';
import type { Event } from '../../schema/contract/events.ts';
import { NOTIFICATION_KINDS } from '../../schema/contract/notifications.ts';
import { eventPagePath } from '../../schema/contract/share.ts';
import { eventHostProposals, events, users } from '../../schema/db/index.ts';
import { auditStatement } from '../audit/audit-log.ts';
import { isGuardFailure, onlyWhile } from '../db/batch-guard.ts';
import type { Db } from '../db/client.ts';
import { writeThenRead } from '../db/write-then-read.ts';
import { namedFields } from '../db/read-together.ts';
import { IdCursorSchema, pageOf } from '../db/keyset.ts';
import { readCursor } from '../http/cursor.ts';
import { foundEvent, selectEvent, toEvent } from '../events/event-view.ts';
import { HttpError } from '../http/errors.ts';
import { noticeStatements } from '../outbox/outbox.ts';
import type { ViewContext } from '../view-context.ts';

/**
 * Draft events: made by accepting a host proposal (event-proposals.ts), completed and published here. Until then
 * no public read, registration, feed or cron sees them (worker/events filters `is_draft`).
 */

// Named: a change reads the draft back as the last statement of its batch, where columns are told apart by name (the
// event's id, its proposal's and its host's).
const draftFields = namedFields({
  id: events.id,
  type: events.type,
  title: events.title,
  description: events.description,
  scheduledAt: events.scheduledAt,
  endTime: events.endTime,
  location: events.location,
  address: events.address,
  maxAttendees: events.maxAttendees,
  priceCents: events.priceCents,
  isDraft: events.isDraft,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
  proposalId: eventHostProposals.id,
  proposedDate: eventHostProposals.proposedDate,
  expectedAttendees: eventHostProposals.expectedAttendees,
  contactDetails: eventHostProposals.contactDetails,
  hostId: users.id,
  hostFirstName: users.firstName,
  hostLastName: users.lastName,
  hostEmail: users.email,
});

const selectDrafts = (db: Db) =>
  db
    .select(draftFields)
    .from(events)
    .leftJoin(eventHostProposals, eq(eventHostProposals.id, events.proposalId))
    .leftJoin(users, eq(users.id, events.hostUserId));

type DraftRow = Awaited<ReturnType<typeof selectDrafts>>[number];

function toDraft(row: DraftRow, now: Date): AdminEventDraft {
  const {
    isDraft: _isDraft,
    proposalId,
    proposedDate,
    expectedAttendees,
    contactDetails,
    hostId,
    hostFirstName,
    hostLastName,
    hostEmail,
    ...draft
  } = row;
  return {
    ...draft,
    hasFutureStart: Date.parse(draft.scheduledAt) > now.getTime(),
    proposal: proposalId ? { id: proposalId, proposedDate, expectedAttendees, contactDetails: contactDetails! } : null,
    host: hostId ? { id: hostId, firstName: hostFirstName!, lastName: hostLastName!, email: hostEmail! } : null,
  };
}

/** `GET /api/admin/event-drafts`: every draft, oldest first (the first accepted is the first to complete). */
export async function listEventDrafts(
  db: Db,
  query: { limit: number; cursor?: string },
  now = new Date(),
): Promise<AdminEventDraftPage> {
  const afterId = query.cursor ? readCursor(query.cursor, IdCursorSchema)[0] : undefined;
  const isDraft = eq(events.isDraft, true);
  const rows = await selectDrafts(db)
    .where(afterId === undefined ? isDraft : and(isDraft, gt(events.id, afterId)))
    .orderBy(asc(events.id))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    (row) => toDraft(row, now),
    (row) => [row.id],
  );
}

const selectDraft = (db: Db, id: number) => selectDrafts(db).where(eq(events.id, id)).limit(1);

/** The draft, or the reason there is none to work on: 404 for no such event, 409 once it is published. */
function draftOf([row]: DraftRow[], now: Date): AdminEventDraft {
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.draftNotFound);
  if (!row.isDraft) throw new HttpError(409, ADMIN_MESSAGES.draftAlreadyPublished);
  return toDraft(row, now);
}

const findDraft = async (db: Db, id: number, now: Date) => draftOf(await selectDraft(db, id), now);

/** The guard of every change to a draft: it must still be one when the batch runs (another admin may publish it). */
const stillDraft = sql`${events.isDraft} = 1`;

/**
 * `PUT /api/admin/event-drafts/:id`: sets every detail of a draft (the contract has checked the start is in the
 * future and the end after it). Published events are not edited here: 409.
 */
export async function updateEventDraft(
  db: Db,
  input: { id: number; adminId: string; draft: EventDraftData },
  now = new Date(),
): Promise<AdminEventDraft> {
  await findDraft(db, input.id, now);
  const { title, scheduledAt, maxAttendees, priceCents } = input.draft;
  try {
    const [, , saved] = await db.batch([
      db
        .update(events)
        .set({ ...input.draft, isDraft: onlyWhile(stillDraft, 1) })
        .where(eq(events.id, input.id)),
      auditStatement(db, {
        adminId: input.adminId,
        action: 'event_draft.update',
        targetType: 'event',
        targetId: input.id,
        detail: JSON.stringify({ title, scheduledAt, maxAttendees, priceCents }),
      }),
      // The draft as saved, read in the same batch: the answer costs no round trip of its own.
      selectDraft(db, input.id),
    ]);
    return draftOf(saved, now);
  } catch (err) {
    if (isGuardFailure(err, 'events.is_draft')) throw new HttpError(409, ADMIN_MESSAGES.draftAlreadyPublished);
    throw err;
  }
}

/**
 * `POST /api/admin/event-drafts/:id/publish`: the draft becomes a public event, open for registration, and its host
 * is told, in one batch that holds only while it is still a draft with a start in the future (409 otherwise, saying
 * which). Answers the event as the public events list now shows it to `ctx`'s viewer, read in the same batch.
 */
export async function publishEventDraft(ctx: ViewContext, input: { id: number; adminId: string }): Promise<Event> {
  const { db, now } = ctx;
  const draft = await findDraft(db, input.id, now);
  if (!draft.hasFutureStart) throw new HttpError(409, ADMIN_MESSAGES.draftNeedsStart);
  const nowIso = now.toISOString();
  try {
    const { read: published } = await writeThenRead(
      db,
      [
        db
          .update(events)
          .set({ isDraft: onlyWhile(sql`${stillDraft} and ${events.scheduledAt} > ${nowIso}`, 0) })
          .where(eq(events.id, input.id)),
        auditStatement(db, {
          adminId: input.adminId,
          action: 'event_draft.publish',
          targetType: 'event',
          targetId: input.id,
          detail: draft.title,
        }),
        ...(draft.host
          ? noticeStatements(db, {
              userId: draft.host.id,
              kind: NOTIFICATION_KINDS.proposalPublished,
              key: `event-published:${input.id}`,
              text: `Your event "${draft.title}" is now on the events page, and people can register for it.`,
              link: eventPagePath(input.id),
            })
          : []),
      ],
      selectEvent(ctx, input.id),
    );
    return toEvent(foundEvent(published), ctx);
  } catch (err) {
    if (!isGuardFailure(err, 'events.is_draft')) throw err;
    // Published, or its start changed, meanwhile: say which.
    await findDraft(db, input.id, now);
    throw new HttpError(409, ADMIN_MESSAGES.draftNeedsStart);
  }
}
