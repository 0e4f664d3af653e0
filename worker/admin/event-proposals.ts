import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminEventProposal, type AdminEventProposalPage } from '../../schema/contract/admin.ts';
import { NOTIFICATION_KINDS } from '../../schema/contract/notifications.ts';
import type { EVENT_PROPOSAL_STATUSES } from '../../schema/contract/enums.ts';
import { eventHostProposals, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { IdCursorSchema, pageOf } from '../db/keyset.ts';
import { readCursor } from '../http/cursor.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { notificationStatement } from '../notifications/notifications.ts';
import { auditStatement } from '../audit/audit-log.ts';

type ProposalStatus = (typeof EVENT_PROPOSAL_STATUSES)[number];

const proposalFields = {
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
};

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
 * Accepts or declines a pending proposal; the proposer is told (with the admin's note, if any). Accepting does
 * not create the event by itself: the proposal's date is free text, so the event is scheduled with the host.
 */
export async function reviewEventProposal(
  db: Db,
  input: { id: number; adminId: string; decision: 'accepted' | 'declined'; note?: string | null },
  now = new Date(),
): Promise<AdminEventProposal> {
  const [proposal] = await db
    .select({ status: eventHostProposals.status, userId: eventHostProposals.userId, title: eventHostProposals.title })
    .from(eventHostProposals)
    .where(eq(eventHostProposals.id, input.id))
    .limit(1);
  if (!proposal) throw notFound('Proposal');
  if (proposal.status !== 'pending') throw new HttpError(409, ADMIN_MESSAGES.proposalAlreadyReviewed);
  const note = input.note || null;
  const accepted = input.decision === 'accepted';
  const text = accepted
    ? `Your event proposal "${proposal.title}" has been accepted. We will contact you to arrange the details.`
    : `Your event proposal "${proposal.title}" was not accepted this time.`;
  await db.batch([
    db
      .update(eventHostProposals)
      .set({ status: input.decision, reviewNote: note, reviewedBy: input.adminId, reviewedAt: now.toISOString() })
      .where(and(eq(eventHostProposals.id, input.id), eq(eventHostProposals.status, 'pending'))),
    auditStatement(db, {
      adminId: input.adminId,
      action: accepted ? 'event_proposal.accept' : 'event_proposal.decline',
      targetType: 'event_host_proposal',
      targetId: input.id,
      detail: note ?? undefined,
    }),
    notificationStatement(db, {
      userId: proposal.userId,
      kind: accepted ? NOTIFICATION_KINDS.proposalAccepted : NOTIFICATION_KINDS.proposalDeclined,
      text: note ? `${text} Note from the team: ${note}` : text,
      link: '/events',
    }),
  ]);
  const [row] = await selectProposals(db).where(eq(eventHostProposals.id, input.id)).limit(1);
  return toProposal(row!);
}
