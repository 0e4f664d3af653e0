import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_STAT_LABELS } from '../../../../schema/contract/dashboard.ts';
import { SESSION_LABELS } from '../../../../schema/contract/sessions-rules.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { DASHBOARD_SESSION_TEXTS, DASHBOARD_STAT_TEXTS } from './dashboard-texts.ts';
import './locales/catalog.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

describe('the contract labels the dashboard shows', () => {
  it('keep the contract’s English word for word', () => {
    for (const role of ['mentor', 'mentee'] as const) {
      for (const [key, descriptor] of Object.entries(DASHBOARD_STAT_TEXTS[role])) {
        expect(en._(descriptor)).toBe(
          DASHBOARD_STAT_LABELS[role][key as keyof (typeof DASHBOARD_STAT_LABELS)['mentor']],
        );
      }
    }
    for (const [key, descriptor] of Object.entries(DASHBOARD_SESSION_TEXTS)) {
      expect(en._(descriptor)).toBe(SESSION_LABELS[key as keyof typeof DASHBOARD_SESSION_TEXTS]);
    }
  });
});
