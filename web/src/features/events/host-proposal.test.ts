import { describe, expect, it } from 'vitest';
import { EventHostProposalInputSchema } from '../../../../schema/contract/events.ts';
import { EVENT_MESSAGES } from '../../../../schema/contract/events-rules.ts';
import { checkInput } from '../../components/form/form-errors.ts';
import { EMPTY_PROPOSAL, PROPOSAL_FIELD_ORDER, toProposalInput, type ProposalValues } from './host-proposal.ts';

/** What the form shows for these values: the contract's problems, placed beside the form's fields. */
const problems = (values: ProposalValues) =>
  checkInput(EventHostProposalInputSchema, toProposalInput(values), PROPOSAL_FIELD_ORDER);

const base: ProposalValues = {
  ...EMPTY_PROPOSAL,
  title: 'Makers market',
  description: 'Stalls and talks',
  city: 'Durban',
};

describe('the event host proposal', () => {
  it('needs a title, a description and a city, said in the form alert', () => {
    expect(problems(EMPTY_PROPOSAL)).toEqual({ fields: {}, form: EVENT_MESSAGES.proposalRequired });
    expect(problems({ ...base, city: '  ' }).form).toBe(EVENT_MESSAGES.proposalRequired);
    expect(problems(base)).toEqual({ fields: {}, form: undefined });
  });

  it('takes attendees as a whole number from 1 to 100000, or nothing', () => {
    for (const bad of ['0', '2.5', '100001', 'lots']) {
      expect(problems({ ...base, expectedAttendees: bad }).fields, bad).toEqual({
        expectedAttendees: EVENT_MESSAGES.proposalAttendees,
      });
    }
    expect(problems({ ...base, expectedAttendees: '100000' }).fields).toEqual({});
  });

  it('sends trimmed text, and null for what was left empty', () => {
    expect(toProposalInput({ ...base, expectedAttendees: ' 80 ', contactDetails: ' ' })).toEqual({
      title: 'Makers market',
      type: 'workshop',
      description: 'Stalls and talks',
      proposedDate: null,
      city: 'Durban',
      expectedAttendees: 80,
      contactDetails: null,
    });
  });
});
