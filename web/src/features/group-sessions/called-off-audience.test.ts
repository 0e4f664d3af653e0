import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { calledOffAudience } from './called-off-audience.ts';
import './locales/catalog.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

describe('calledOffAudience', () => {
  it('names the people who joined and the people waiting, in words', () => {
    expect(calledOffAudience({ currentParticipants: 0, waitlistCount: 0 }, en)).toBe('Nobody has joined yet.');
    expect(calledOffAudience({ currentParticipants: 1, waitlistCount: 0 }, en)).toBe(
      'The 1 person who joined will be told it was cancelled.',
    );
    expect(calledOffAudience({ currentParticipants: 0, waitlistCount: 2 }, en)).toBe(
      'The 2 people waiting for a seat will be told it was cancelled.',
    );
    expect(calledOffAudience({ currentParticipants: 3, waitlistCount: 1 }, en)).toBe(
      'The 3 people who joined and the 1 person waiting for a seat will be told it was cancelled.',
    );
  });
});
