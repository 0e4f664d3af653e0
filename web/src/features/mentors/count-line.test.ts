import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MentorList } from '../../../../schema/contract/mentors.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { countLine } from './count-line.ts';
import './locales/catalog.ts';

const first = (total: number, totalIsCapped: boolean): MentorList => ({
  items: [],
  nextCursor: null,
  total,
  totalIsCapped,
});

let en: I18n;
let zu: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
  zu = await loadI18n('zu');
});

describe('countLine', () => {
  it('says the exact count while the server counted every match', () => {
    expect(countLine({ first: first(40, false), shown: 24, more: true, filtered: false }, en)).toBe(
      'Showing 24 of 40 mentors',
    );
    expect(countLine({ first: first(3, false), shown: 3, more: false, filtered: true }, en)).toBe('3 mentors found');
    expect(countLine({ first: first(1, false), shown: 1, more: false, filtered: true }, en)).toBe('1 mentor found');
    expect(countLine({ first: first(1, false), shown: 1, more: false, filtered: false }, en)).toBe('1 mentor');
    expect(countLine({ first: first(0, false), shown: 0, more: false, filtered: false }, en)).toBe('0 mentors');
  });

  it('says "1000+" past the cap, and the cards on screen once every page is loaded', () => {
    expect(countLine({ first: first(1000, true), shown: 24, more: true, filtered: true }, en)).toBe(
      'Showing 24 of 1000+ mentors',
    );
    expect(countLine({ first: first(1000, true), shown: 1008, more: true, filtered: false }, en)).toBe(
      'Showing 1008 of 1008+ mentors',
    );
    expect(countLine({ first: first(1000, true), shown: 1003, more: false, filtered: true }, en)).toBe(
      '1003 mentors found',
    );
  });

  it('is worded in the page’s language', () => {
    const line = countLine({ first: first(40, false), shown: 24, more: true, filtered: false }, zu);
    expect(line).not.toBe('Showing 24 of 40 mentors');
    expect(line).toContain('24');
    expect(line).toContain('40');
  });
});
