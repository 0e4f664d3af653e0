import type { I18n } from '@lingui/core';
import { beforeAll, expect, it } from 'vitest';
import { GUARDIAN_RELATIONSHIP_LABELS } from '../../../../../schema/contract/consents-rules.ts';
import { loadI18n } from '../../../lib/i18n/i18n.ts';
import '../locales/catalog.ts';
import { GUARDIAN_RELATIONSHIP_TEXTS } from './guardian-consent-form.tsx';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

it('names the relationships as the contract does, word for word', () => {
  for (const [value, label] of Object.entries(GUARDIAN_RELATIONSHIP_LABELS)) {
    expect(en._(GUARDIAN_RELATIONSHIP_TEXTS[value as keyof typeof GUARDIAN_RELATIONSHIP_TEXTS])).toBe(label);
  }
});
