import { describe, expect, it } from 'vitest';
import { matchReasonText } from './mentors-rules.ts';

describe('why a mentor is recommended', () => {
  it('names every reason in one sentence, in a fixed order', () => {
    expect(matchReasonText(['journey'])).toBe('Matches your journey');
    expect(matchReasonText(['interests', 'journey'])).toBe('Matches your journey and interests');
    expect(matchReasonText(['location', 'goals', 'journey'])).toBe('Matches your journey, goals and location');
    expect(matchReasonText(['language', 'journey'])).toBe('Matches your journey and language');
  });

  it('says nothing for the fallback of any active mentor', () => {
    expect(matchReasonText([])).toBeNull();
  });
});
