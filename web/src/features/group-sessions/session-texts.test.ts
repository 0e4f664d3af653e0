import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES } from '../../../../schema/contract/calendar.ts';
import { SESSION_LABELS, SESSION_MESSAGES } from '../../../../schema/contract/sessions-rules.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { calledOffAudience } from './called-off-audience.ts';
import { SESSION_TEXTS } from './session-texts.ts';
import './locales/catalog.ts';

let en: I18n;
let zu: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
  zu = await loadI18n('zu');
});

describe('the session screens’ texts', () => {
  it('say the contract’s labels and toasts in the same English', () => {
    const english = (key: keyof typeof SESSION_TEXTS) => en._(SESSION_TEXTS[key]);
    const labels = ['join', 'registered', 'full', 'noSessionsYet', 'createFirst', 'noneAvailable', 'joinMeeting'];
    for (const key of labels as (keyof typeof SESSION_LABELS & keyof typeof SESSION_TEXTS)[]) {
      expect(english(key)).toBe(SESSION_LABELS[key]);
    }
    expect(`${english('createdTitle')}: ${english('created')}`).toBe(SESSION_MESSAGES.created);
    expect(`${english('deletedTitle')}: ${english('deleted')}`).toBe(SESSION_MESSAGES.deleted);
    expect(`${english('deleteFailedTitle')}: ${english('deleteFailed')}`).toBe(SESSION_MESSAGES.deleteFailed);
    for (const key of ['createFailed', 'joinFailed', 'deleteConfirm'] as const) {
      expect(english(key)).toBe(SESSION_MESSAGES[key]);
    }
    expect(english('feedRotated')).toBe(CALENDAR_MESSAGES.feedRotated);
  });

  it('are read in the page’s language', () => {
    expect(zu._(SESSION_TEXTS.join)).not.toBe('Join');
    expect(calledOffAudience({ currentParticipants: 3, waitlistCount: 1 }, zu)).toContain('3');
    expect(calledOffAudience({ currentParticipants: 3, waitlistCount: 1 }, zu)).not.toContain('people');
  });
});
