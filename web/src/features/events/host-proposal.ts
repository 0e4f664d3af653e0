import type { EventHostProposalInput } from '../../../../schema/contract/events.ts';
import {
  EVENT_MESSAGES,
  EVENT_PROPOSAL_LIMITS,
  EVENT_TYPES,
  type EventType,
} from '../../../../schema/contract/events-rules.ts';

/** The "Become an Event Host" form: title, description and city required; attendees a whole number if given. */

export interface ProposalValues {
  title: string;
  type: string;
  description: string;
  proposedDate: string;
  city: string;
  expectedAttendees: string;
  contactDetails: string;
}

export type ProposalErrors = Partial<Record<keyof ProposalValues, string>>;

export const EMPTY_PROPOSAL: ProposalValues = {
  title: '',
  type: 'workshop',
  description: '',
  proposedDate: '',
  city: '',
  expectedAttendees: '',
  contactDetails: '',
};

export function checkProposal(
  values: ProposalValues,
): { ok: true; payload: EventHostProposalInput } | { ok: false; errors: ProposalErrors; formError?: string } {
  const title = values.title.trim();
  const description = values.description.trim();
  const city = values.city.trim();
  if (!title || !description || !city) {
    const errors: ProposalErrors = {};
    if (!title) errors.title = 'Please give your event a title.';
    if (!description) errors.description = 'Please describe your event.';
    if (!city) errors.city = 'Please say where it would happen.';
    return { ok: false, errors, formError: EVENT_MESSAGES.proposalRequired };
  }
  const errors: ProposalErrors = {};
  if (!(EVENT_TYPES as readonly string[]).includes(values.type)) errors.type = EVENT_MESSAGES.proposalType;
  const attendeesText = values.expectedAttendees.trim();
  const attendees = attendeesText ? Number(attendeesText) : null;
  if (
    attendees !== null &&
    (!Number.isInteger(attendees) ||
      attendees < EVENT_PROPOSAL_LIMITS.attendeesMin ||
      attendees > EVENT_PROPOSAL_LIMITS.attendeesMax)
  ) {
    errors.expectedAttendees = EVENT_MESSAGES.proposalAttendees;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      title,
      type: values.type as EventType,
      description,
      proposedDate: values.proposedDate.trim() || null,
      city,
      expectedAttendees: attendees,
      contactDetails: values.contactDetails.trim() || null,
    },
  };
}
