import { describe, expect, it } from 'vitest';
import type { MentorList } from '../../../../schema/contract/mentors.ts';
import { countLine } from './count-line.ts';

const first = (total: number, totalIsCapped: boolean): MentorList => ({
  items: [],
  nextCursor: null,
  total,
  totalIsCapped,
});

describe('countLine', () => {
  it('says the exact count while the server counted every match', () => {
    expect(countLine({ first: first(40, false), shown: 24, more: true, filtered: false })).toBe(
      'Showing 24 of 40 mentors',
    );
    expect(countLine({ first: first(3, false), shown: 3, more: false, filtered: true })).toBe('3 mentors found');
  });

  it('says "1000+" past the cap, and the cards on screen once every page is loaded', () => {
    expect(countLine({ first: first(1000, true), shown: 24, more: true, filtered: true })).toBe(
      'Showing 24 of 1000+ mentors',
    );
    expect(countLine({ first: first(1000, true), shown: 1008, more: true, filtered: false })).toBe(
      'Showing 1008 of 1008+ mentors',
    );
    expect(countLine({ first: first(1000, true), shown: 1003, more: false, filtered: true })).toBe(
      '1003 mentors found',
    );
  });
});
