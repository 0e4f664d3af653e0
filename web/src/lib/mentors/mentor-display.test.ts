import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadI18n } from '../i18n/i18n.ts';
import {
  MATCH_REASONS,
  matchReasonText as contractMatchReasonText,
} from '../../../../schema/contract/mentors-rules.ts';
import { initialsOf } from '../../components/avatar.tsx';
import {
  humaniseSlug,
  matchReasonText,
  mentorLanguagesText,
  mentorLocation,
  mentorSessionsPath,
  ratingLabel,
  splitChips,
  upcomingSessionsLabel,
} from './mentor-display.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

describe('the mentor card', () => {
  it('reads South Africa when the location is empty', () => {
    expect(mentorLocation({ location: '' })).toBe('South Africa');
    expect(mentorLocation({ location: '   ' })).toBe('South Africa');
    expect(mentorLocation({ location: 'Durban, KwaZulu-Natal' })).toBe('Durban, KwaZulu-Natal');
  });

  it('names the languages in the Constitution’s order, and nothing when there are none', () => {
    expect(mentorLanguagesText({ languages: ['zu', 'en'] }, en)).toBe('Languages: English, isiZulu');
    expect(mentorLanguagesText({ languages: ['sfs', 'nso'] }, en)).toBe(
      'Languages: Sepedi, South African Sign Language',
    );
    expect(mentorLanguagesText({ languages: [] }, en)).toBeNull();
    expect(mentorLanguagesText({} as { languages: [] }, en)).toBeNull();
  });

  it('shows at most 2 category chips, then +N more', () => {
    expect(splitChips(['a'])).toEqual({ shown: ['a'], moreCount: 0 });
    expect(splitChips(['a', 'b'])).toEqual({ shown: ['a', 'b'], moreCount: 0 });
    expect(splitChips(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], moreCount: 2 });
  });

  it('shows the real average with one decimal and its count, or New before the first rating', () => {
    expect(ratingLabel({ rating: 4.66, reviewCount: 12 }, en)).toMatchObject({
      text: '4.7 (12)',
      spoken: 'Rated 4.7 out of 5 from 12 ratings',
      isNew: false,
    });
    expect(ratingLabel({ rating: 5, reviewCount: 1 }, en).spoken).toBe('Rated 5.0 out of 5 from 1 rating');
    expect(ratingLabel({ rating: null, reviewCount: null }, en)).toMatchObject({ text: 'New', isNew: true });
  });

  it('never shows a made-up rating', () => {
    expect(ratingLabel({ rating: null, reviewCount: null }, en).text).not.toContain('4.9');
  });

  it('counts upcoming sessions', () => {
    expect(upcomingSessionsLabel(0, en)).toBe('No upcoming sessions');
    expect(upcomingSessionsLabel(1, en)).toBe('1 upcoming session');
    expect(upcomingSessionsLabel(4, en)).toBe('4 upcoming sessions');
  });

  it('draws initials from the first and last name', () => {
    expect(initialsOf('Pieter van der Merwe')).toBe('PM');
    expect(initialsOf('Sipho')).toBe('S');
    expect(initialsOf('  ')).toBe('?');
  });

  it('labels a slug readably until its name arrives', () => {
    expect(humaniseSlug('creative-arts')).toBe('Creative Arts');
  });

  it("links to a mentor's group sessions", () => {
    expect(mentorSessionsPath(7)).toBe('/group-sessions?mentor=7');
  });
});

describe('why a mentor was recommended', () => {
  it('says the contract’s English word for word, for every set of reasons', () => {
    for (let set = 0; set < 2 ** MATCH_REASONS.length; set++) {
      const matchedOn = MATCH_REASONS.filter((_, index) => set & (2 ** index));
      expect(matchReasonText(matchedOn, en)).toBe(contractMatchReasonText(matchedOn));
    }
  });
});
