import { sql } from 'drizzle-orm';
import type * as z from 'zod';
import {
  EVENT_MESSAGES,
  MAX_EVENT_PROPOSALS_PER_DAY,
  type EventHostProposal,
  type EventHostProposalInputSchema,
} from '../../schema/contract/events.ts';
import { eventHostProposals } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { tooManyRequests } from '../http/errors.ts';

type ProposalInput = z.output<typeof EventHostProposalInputSchema>;

/** The columns of a proposal as the contract names them. */
const proposalFields = {
  id: eventHostProposals.id,
  title: eventHostProposals.title,
  type: eventHostProposals.type,
  description: eventHostProposals.description,
  proposedDate: eventHostProposals.proposedDate,
  city: eventHostProposals.location,
  expectedAttendees: eventHostProposals.expectedAttendees,
  contactDetails: eventHostProposals.contactDetails,
  status: eventHostProposals.status,
  createdAt: eventHostProposals.createdAt,
};

/** The INSERT's RETURNING list: the stored proposal, answered by the insert itself (no read after it). */
const returningProposal = sql.join(
  Object.entries(proposalFields).map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`),
  sql`, `,
);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Become an Event Host": stored pending for administrators, who review it at /api/admin/event-proposals.
 * Contact details default to the account's email. At most MAX_EVENT_PROPOSALS_PER_DAY per member in any 24 hours:
 * the count and the insert are one conditional statement (decision 007), which answers the stored proposal.
 */
export async function proposeEvent(
  db: Db,
  input: { userId: string; email: string; proposal: ProposalInput },
  now = new Date(),
): Promise<EventHostProposal> {
  const p = input.proposal;
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const [inserted] = await db.all<EventHostProposal>(sql`
    INSERT INTO ${eventHostProposals} (user_id, type, title, description, proposed_date, location, expected_attendees,
                                       contact_details, status, created_at)
    SELECT ${input.userId}, ${p.type}, ${p.title}, ${p.description}, ${p.proposedDate}, ${p.city},
           ${p.expectedAttendees}, ${p.contactDetails ?? input.email}, 'pending', ${now.toISOString()}
    WHERE (SELECT count(*) FROM ${eventHostProposals}
           WHERE ${eventHostProposals.userId} = ${input.userId} AND ${eventHostProposals.createdAt} > ${since})
          < ${MAX_EVENT_PROPOSALS_PER_DAY}
    RETURNING ${returningProposal}`);
  if (!inserted) {
    throw tooManyRequests(EVENT_MESSAGES.tooManyProposals, DAY_MS / 1000);
  }
  return inserted;
}
