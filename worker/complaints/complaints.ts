import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AdminComplaint, AdminComplaintPage } from '../../schema/contract/admin.ts';
import {
  COMPLAINT_MESSAGES,
  MAX_COMPLAINTS_PER_DAY,
  type ComplaintData,
  type ComplaintReceipt,
  type ComplaintStatus,
  type MyComplaintPage,
} from '../../schema/contract/complaints.ts';
import { NOTIFICATION_KINDS } from '../../schema/contract/notifications.ts';
import { complaints, users } from '../../schema/db/index.ts';
import { auditStatement } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { namedFields } from '../db/read-together.ts';
import { IdCursorSchema, pageOf } from '../db/keyset.ts';
import { readCursor } from '../http/cursor.ts';
import { notFound, tooManyRequests } from '../http/errors.ts';
import { noticeStatements } from '../outbox/outbox.ts';

/*
 * Complaints are confidential. Only admins read their text (`getComplaint`, `listComplaints`); the complainant
 * reads the status and, once resolved, the outcome note (`listMyComplaints`); nothing else returns a complaint.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /api/complaints`: stored as 'new'. The answer is the receipt only, never the complaint echoed back.
 * At most MAX_COMPLAINTS_PER_DAY per member in any 24 hours: the count and the insert are one conditional
 * statement (decision 007), so complaints sent at once cannot all slip under the cap.
 */
export async function fileComplaint(
  db: Db,
  complainantId: string,
  input: ComplaintData,
  now = new Date(),
): Promise<ComplaintReceipt> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const [row] = await db.all<ComplaintReceipt>(sql`
    INSERT INTO ${complaints} (complainant_id, full_name, contact_details, role, complainee_role, complainee_name,
                               incident_date, complaint_details, supporting_evidence, status, created_at)
    SELECT ${complainantId}, ${input.fullName}, ${input.contactDetails}, ${input.role}, ${input.complaineeRole},
           ${input.complaineeName}, ${input.incidentDate}, ${input.complaintDetails}, ${input.supportingEvidence},
           'new', ${now.toISOString()}
    WHERE (SELECT count(*) FROM ${complaints}
           WHERE ${complaints.complainantId} = ${complainantId} AND ${complaints.createdAt} > ${since}) < ${MAX_COMPLAINTS_PER_DAY}
    RETURNING id, status`);
  if (!row) throw tooManyRequests(COMPLAINT_MESSAGES.tooMany, 3600);
  return row;
}

/** `GET /api/complaints/mine`: id, when, status, and the outcome note only once resolved. Newest first. */
export async function listMyComplaints(
  db: Db,
  complainantId: string,
  query: { limit: number; cursor?: string },
): Promise<MyComplaintPage> {
  const beforeId = query.cursor ? readCursor(query.cursor, IdCursorSchema)[0] : undefined;
  const mine = eq(complaints.complainantId, complainantId);
  const rows = await db
    .select({
      id: complaints.id,
      createdAt: complaints.createdAt,
      status: complaints.status,
      outcomeNote: complaints.outcomeNote,
    })
    .from(complaints)
    .where(beforeId === undefined ? mine : and(mine, lt(complaints.id, beforeId)))
    .orderBy(desc(complaints.id))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    (row) => ({ ...row, outcomeNote: row.status === 'resolved' ? row.outcomeNote : null }),
    (row) => [row.id],
  );
}

// --- admin: the inbox -----------------------------------------------------------------------------------

const summaryFields = {
  id: complaints.id,
  fullName: complaints.fullName,
  role: complaints.role,
  complaineeName: complaints.complaineeName,
  complaineeRole: complaints.complaineeRole,
  incidentDate: complaints.incidentDate,
  status: complaints.status,
  createdAt: complaints.createdAt,
  updatedAt: complaints.updatedAt,
};

/** The inbox, newest first, optionally one status. */
export async function listComplaints(
  db: Db,
  query: { status?: ComplaintStatus; limit: number; cursor?: string },
): Promise<AdminComplaintPage> {
  const beforeId = query.cursor ? readCursor(query.cursor, IdCursorSchema)[0] : undefined;
  const rows = await db
    .select(summaryFields)
    .from(complaints)
    .where(
      and(
        query.status ? eq(complaints.status, query.status) : undefined,
        beforeId === undefined ? undefined : lt(complaints.id, beforeId),
      ),
    )
    .orderBy(desc(complaints.id))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    (row) => row,
    (row) => [row.id],
  );
}

/**
 * One complaint in full with its complainant's account, under names of its own (`namedFields`): the complaint's `id`
 * and the account's would share a key when read in a batch.
 */
const complaintById = (db: Db, id: number) =>
  db
    .select(
      namedFields({
        ...summaryFields,
        contactDetails: complaints.contactDetails,
        complaintDetails: complaints.complaintDetails,
        supportingEvidence: complaints.supportingEvidence,
        outcomeNote: complaints.outcomeNote,
        complainantId: users.id,
        complainantFirstName: users.firstName,
        complainantLastName: users.lastName,
        complainantEmail: users.email,
      }),
    )
    .from(complaints)
    .leftJoin(users, eq(users.id, complaints.complainantId))
    .where(eq(complaints.id, id))
    .limit(1);

function toAdminComplaint(row: Awaited<ReturnType<typeof complaintById>>[number] | undefined): AdminComplaint {
  if (!row) throw notFound('Complaint');
  const { complainantId, complainantFirstName, complainantLastName, complainantEmail, ...complaint } = row;
  return {
    ...complaint,
    complainant: complainantId
      ? {
          id: complainantId,
          firstName: complainantFirstName!,
          lastName: complainantLastName!,
          email: complainantEmail!,
        }
      : null,
  };
}

/** One complaint in full, with the complainant's account (null if it was deleted). */
export async function getComplaint(db: Db, id: number): Promise<AdminComplaint> {
  const [row] = await complaintById(db, id);
  return toAdminComplaint(row);
}

/**
 * Moves a complaint through new → in review → resolved (any direction, so a case can be reopened). Resolving
 * records the outcome note, and the complainant is told the outcome; nothing of the complaint's text goes into
 * the notice or the audit row.
 */
export async function updateComplaint(
  db: Db,
  input: { id: number; adminId: string; status: ComplaintStatus; outcomeNote?: string | null },
): Promise<AdminComplaint> {
  const [current] = await db
    .select({ status: complaints.status, complainantId: complaints.complainantId, outcomeNote: complaints.outcomeNote })
    .from(complaints)
    .where(eq(complaints.id, input.id))
    .limit(1);
  if (!current) throw notFound('Complaint');
  const outcomeNote = input.outcomeNote === undefined ? current.outcomeNote : input.outcomeNote || null;
  const resolvedNow =
    input.status === 'resolved' && (current.status !== 'resolved' || outcomeNote !== current.outcomeNote);
  // The complaint as changed is read in the write's batch: no round trip after it (decision 022).
  const [, , [row]] = await db.batch([
    db.update(complaints).set({ status: input.status, outcomeNote }).where(eq(complaints.id, input.id)),
    auditStatement(db, {
      adminId: input.adminId,
      action: input.status === 'resolved' ? 'complaint.resolve' : 'complaint.status',
      targetType: 'complaint',
      targetId: input.id,
      detail: JSON.stringify({ from: current.status, to: input.status }),
    }),
    complaintById(db, input.id),
    ...(resolvedNow && current.complainantId
      ? noticeStatements(db, {
          userId: current.complainantId,
          kind: NOTIFICATION_KINDS.complaintResolved,
          // Resolved again with a new outcome: a new notice.
          key: `complaint-resolved:${input.id}:${new Date().toISOString()}`,
          text: `Your complaint #${input.id} has been reviewed and resolved. Outcome: ${outcomeNote}`,
          link: '/complaint-form',
        })
      : []),
  ]);
  return toAdminComplaint(row);
}
