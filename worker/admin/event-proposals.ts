import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  DRAFT_DEFAULT_MAX_ATTENDEES,
  type AdminEventProposal,
  type AdminEventProposalPage,
} from '../../schema/contract/admin.ts';
import { NOTIFICATION_KINDS } from '../../schema/contract/notifications.ts';
import type { EVENT_PROPOSAL_STATUSES } from '../../schema/contract/enums.ts';
import { eventHostProposals, events, users } from '../../schema/db/index.ts';
import { isGuardFailure, onlyWhile } from '../db/batch-guard.ts';
import type { Db } from '../db/client.ts';
import { writeThenRead } from '../db/write-then-read.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { namedFields } from '../db/read-together.ts';
import { IdCursorSchema, pageOf } from '../db/keyset.ts';
import { readCursor } from '../http/cursor.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { noticeStatements } from '../outbox/outbox.ts';
import { auditStatement } from '../audit/audit-log.ts';

type ProposalStatus = (typeof EVENT_PROPOSAL_STATUSES)[number];

// Named: a review reads its answer as the last statement of its batch, where columns are told apart by name (the
// proposal's id and its proposer's).
const proposalFields = namedFields({
  id: eventHostProposals.id,
  type: eventHostProposals.type,
  title: eventHostProposals.title,
  description: eventHostProposals.description,
  proposedDate: eventHostProposals.proposedDate,
  location: eventHostProposals.location,
  expectedAttendees: eventHostProposals.expectedAttendees,
  contactDetails: eventHostProposals.contactDetails,
  status: eventHostProposals.status,
  reviewNote: eventHostProposals.reviewNote,
  reviewedAt: eventHostProposals.reviewedAt,
  eventId: eventHostProposals.eventId,
  createdAt: eventHostProposals.createdAt,
  proposerId: users.id,
  proposerFirstName: users.firstName,
  proposerLastName: users.lastName,
  proposerEmail: users.email,
});

const selectProposals = (db: Db) =>
  db.select(proposalFields).from(eventHostProposals).leftJoin(users, eq(users.id, eventHostProposals.userId));

type ProposalRow = Awaited<ReturnType<typeof selectProposals>>[number];

function toProposal(row: ProposalRow): AdminEventProposal {
  const { proposerId, proposerFirstName, proposerLastName, proposerEmail, ...proposal } = row;
  return {
    ...proposal,
    proposer: proposerId
      ? { id: proposerId, firstName: proposerFirstName!, lastName: proposerLastName!, email: proposerEmail! }
      : null,
  };
}

/** The review queue: pending proposals oldest first; accepted/declined ones newest first. */
export async function listEventProposals(
  db: Db,
  query: { status: ProposalStatus; limit: number; cursor?: string },
): Promise<AdminEventProposalPage> {
  const afterId = query.cursor ? readCursor(query.cursor, IdCursorSchema)[0] : undefined;
  const oldestFirst = query.status === 'pending';
  const byStatus = eq(eventHostProposals.status, query.status);
  const rows = await selectProposals(db)
    .where(
      afterId === undefined
        ? byStatus
        : and(byStatus, oldestFirst ? gt(eventHostProposals.id, afterId) : lt(eventHostProposals.id, afterId)),
    )
    .orderBy(oldestFirst ? asc(eventHostProposals.id) : desc(eventHostProposals.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, toProposal, (row) => [row.id!]);
}

/**
 * Accepts or declines a pending proposal; the proposer is told (with the admin's note, if any). Accepting also makes
 * the proposal's draft event (worker/admin/event-drafts.ts), which an admin completes and publishes: the proposal's
 * date is free text, so the draft starts at the moment of acceptance, already past, and cannot be published until
 * someone sets the real start.
 *
 * One D1 batch, so no proposal is accepted without its draft: the status changes only while the proposal is still
 * pending (`onlyWhile`), and the draft names its proposal under a UNIQUE index. When two admins review it at once,
 * the second batch fails on one of the two and rolls back whole (no draft, audit row or notice of its own): 409.
 */
export async function reviewEventProposal(
  db: Db,
  input: { id: number; adminId: string; decision: 'accepted' | 'declined'; note?: string | null },
  now = new Date(),
): Promise<AdminEventProposal> {
  const [proposal] = await db
    .select({
      status: eventHostProposals.status,
      userId: eventHostProposals.userId,
      type: eventHostProposals.type,
      title: eventHostProposals.title,
      description: eventHostProposals.description,
      location: eventHostProposals.location,
      expectedAttendees: eventHostProposals.expectedAttendees,
    })
    .from(eventHostProposals)
    .where(eq(eventHostProposals.id, input.id))
    .limit(1);
  if (!proposal) throw notFound('Proposal');
  if (proposal.status !== 'pending') throw new HttpError(409, ADMIN_MESSAGES.proposalAlreadyReviewed);
  const note = input.note || null;
  const accepted = input.decision === 'accepted';
  const nowIso = now.toISOString();
  const text = accepted
    ? `Your event proposal "${proposal.title}" has been accepted. We will contact you to arrange the details.`
    : `Your event proposal "${proposal.title}" was not accepted this time.`;
  try {
    const { read: reviewed } = await writeThenRead(
      db,
      [
        db
          .update(eventHostProposals)
          .set({
            status: onlyWhile(sql`${eventHostProposals.status} = 'pending'`, input.decision),
            reviewNote: note,
            reviewedBy: input.adminId,
            reviewedAt: nowIso,
          })
          .where(eq(eventHostProposals.id, input.id)),
        ...(accepted
          ? [
              db.insert(events).values({
                type: proposal.type,
                title: proposal.title,
                description: proposal.description,
                scheduledAt: nowIso,
                location: proposal.location,
                maxAttendees: proposal.expectedAttendees ?? DRAFT_DEFAULT_MAX_ATTENDEES,
                priceCents: 0,
                hostUserId: proposal.userId,
                proposalId: input.id,
                isDraft: true,
              }),
              db
                .update(eventHostProposals)
                .set({ eventId: sql`(select ${events.id} from ${events} where ${events.proposalId} = ${input.id})` })
                .where(eq(eventHostProposals.id, input.id)),
            ]
          : []),
        auditStatement(db, {
          adminId: input.adminId,
          action: accepted ? 'event_proposal.accept' : 'event_proposal.decline',
          targetType: 'event_host_proposal',
          targetId: input.id,
          detail: note ?? undefined,
        }),
        ...noticeStatements(db, {
          userId: proposal.userId,
          kind: accepted ? NOTIFICATION_KINDS.proposalAccepted : NOTIFICATION_KINDS.proposalDeclined,
          // A proposal is reviewed once (the batch fails if it was reviewed meanwhile).
          key: `event-proposal-reviewed:${input.id}`,
          text: note ? `${text} Note from the team: ${note}` : text,
          link: '/events',
        }),
      ],
      // The proposal as reviewed, read in the same batch: the answer costs no round trip of its own.
      selectProposals(db).where(eq(eventHostProposals.id, input.id)).limit(1),
    );
    return toProposal(reviewed[0]!);
  } catch (err) {
    if (isGuardFailure(err, 'event_host_proposals.status') || isUniqueViolation(err, 'events.proposal_id')) {
      throw new HttpError(409, ADMIN_MESSAGES.proposalAlreadyReviewed);
    }
    throw err;
  }
}
