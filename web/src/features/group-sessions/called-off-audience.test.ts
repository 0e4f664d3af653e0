import { describe, expect, it } from 'vitest';
import { calledOffAudience } from './called-off-audience.ts';

describe('calledOffAudience', () => {
  it('names the people who joined and the people waiting, in words', () => {
    expect(calledOffAudience({ currentParticipants: 0, waitlistCount: 0 })).toBe('Nobody has joined yet.');
    expect(calledOffAudience({ currentParticipants: 1, waitlistCount: 0 })).toBe(
      'The 1 person who joined will be told it was cancelled.',
    );
    expect(calledOffAudience({ currentParticipants: 0, waitlistCount: 2 })).toBe(
      'The 2 people waiting for a seat will be told it was cancelled.',
    );
    expect(calledOffAudience({ currentParticipants: 3, waitlistCount: 1 })).toBe(
      'The 3 people who joined and the 1 person waiting for a seat will be told it was cancelled.',
    );
  });
});
