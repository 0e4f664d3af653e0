import { describe, expect, it } from 'vitest';
import type { RenderLanguage } from '../../../../schema/contract/app-languages.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { DELETED_USER_NAME } from '../../../../schema/contract/privacy-rules.ts';
import { readableTexts, untranslated } from '../../lib/i18n/untranslated-text.ts';
import { mainOf, renderWithAnswers } from '../../server/render-with-answers.ts';

const officer = { configured: true, name: 'Nomsa Khumalo', email: 'privacy@sebenza.test' };

/** A page as the Worker renders it, its main content only (the layout has tests of its own). */
async function render(path: '/privacy' | '/terms', language: RenderLanguage): Promise<string> {
  const answers = { '/api/privacy-notice': { version: '2026-11-01', informationOfficer: officer } };
  return mainOf(await renderWithAnswers(path, answers, language));
}

/** Names, acronyms and addresses that stay as written in every language. */
const KEPT_AS_WRITTEN = [
  PRODUCT_NAME,
  DELETED_USER_NAME,
  officer.name,
  officer.email,
  'POPIA',
  'JSON',
  'UTC',
  'Cloudflare',
  'eServices',
  // The address before the site's name it contains.
  'enquiries@inforegulator.org.za',
  'inforegulator.org.za',
  'Woodmead North Office Park, 54 Maxwell Drive, Woodmead, Johannesburg',
];

describe('the privacy notice and the terms of use in another language', () => {
  for (const path of ['/privacy', '/terms'] as const) {
    it(`show every text of ${path} through the catalog (pseudo-language), as the server renders it`, async () => {
      expect(untranslated(await render(path, 'pseudo'), KEPT_AS_WRITTEN)).toEqual([]);
    });
  }

  it('keep the English word for word', async () => {
    const texts = readableTexts(await render('/privacy', 'en'));
    expect(texts.join(' ')).toContain(`${PRODUCT_NAME} is responsible for the personal information you give us here.`);
    expect(texts).toEqual(expect.arrayContaining(['Our information officer is', 'Nomsa Khumalo']));
  });
});
