import type * as z from 'zod';
import type { EventHostProposal, EventHostProposalInputSchema } from '../../schema/contract/events.ts';
import { eventHostProposals } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';

type ProposalInput = z.output<typeof EventHostProposalInputSchema>;

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

/**
 * "Become an Event Host": stored pending for administrators, who review it at /api/admin/event-proposals.
 * Contact details default to the account's email.
 */
export async function proposeEvent(
  db: Db,
  input: { userId: string; email: string; proposal: ProposalInput },
): Promise<EventHostProposal> {
  const p = input.proposal;
  const [created] = await db
    .insert(eventHostProposals)
    .values({
      userId: input.userId,
      type: p.type,
      title: p.title,
      description: p.description,
      proposedDate: p.proposedDate,
      location: p.city,
      expectedAttendees: p.expectedAttendees,
      contactDetails: p.contactDetails ?? input.email,
      status: 'pending',
    })
    .returning(proposalFields);
  return created!;
}
