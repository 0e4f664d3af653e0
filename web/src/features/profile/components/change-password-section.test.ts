import type { I18n } from '@lingui/core';
import { beforeAll, expect, it } from 'vitest';
import { PASSWORD_HINT } from '../../../../../schema/contract/auth.ts';
import { loadI18n } from '../../../lib/i18n/i18n.ts';
import '../locales/catalog.ts';
import { PASSWORD_HINT_TEXT } from './change-password-section.tsx';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

it('hints at the password rules as the contract does, word for word', () => {
  expect(en._(PASSWORD_HINT_TEXT)).toBe(PASSWORD_HINT);
});
