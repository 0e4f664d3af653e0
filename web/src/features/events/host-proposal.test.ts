import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '../../../../schema/contract/events-rules.ts';
import { checkProposal, EMPTY_PROPOSAL } from './host-proposal.ts';

describe('the event host proposal', () => {
  it('needs a title, a description and a city', () => {
    const check = checkProposal(EMPTY_PROPOSAL);
    expect(check).toMatchObject({ ok: false, formError: EVENT_MESSAGES.proposalRequired });
  });

  it('takes attendees as a whole number from 1 to 100000, or nothing', () => {
    const base = { ...EMPTY_PROPOSAL, title: 'Makers market', description: 'Stalls and talks', city: 'Durban' };
    for (const bad of ['0', '2.5', '100001', 'lots']) {
      const check = checkProposal({ ...base, expectedAttendees: bad });
      expect(check.ok ? null : check.errors.expectedAttendees, bad).toBe(EVENT_MESSAGES.proposalAttendees);
    }
    expect(checkProposal({ ...base, expectedAttendees: ' 80 ', contactDetails: ' ' })).toEqual({
      ok: true,
      payload: {
        title: 'Makers market',
        type: 'workshop',
        description: 'Stalls and talks',
        proposedDate: null,
        city: 'Durban',
        expectedAttendees: 80,
        contactDetails: null,
      },
    });
  });
});
