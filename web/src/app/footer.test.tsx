import type { I18n } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGE_NAMES } from '../../../schema/contract/app-languages.ts';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../../../schema/contract/product.ts';
import { loadI18n } from '../lib/i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { Footer } from './footer.tsx';
import { AppProvider } from './provider.tsx';

function renderFooter(i18n: I18n): string {
  return renderToString(
    <AppProvider client={createQueryClient(() => false)} i18n={i18n} origin="https://sebenza.test" dataSaver={false}>
      <StaticRouter location="/">
        <Footer />
      </StaticRouter>
    </AppProvider>,
  );
}

/** What a reader sees or hears of some HTML: its text, and the labels screen readers say. */
function readableTexts(html: string): string[] {
  const labels = [...html.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1]!);
  const text = html
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n');
  return [...labels, ...text].map((part) => part.trim()).filter(Boolean);
}

/** Names that stay as they are in every language: the product's, the languages', the networks', and the tagline (for now). */
const KEPT_AS_WRITTEN = [
  PRODUCT_NAME,
  PRODUCT_TAGLINE,
  // Each language is named in itself in every language.
  ...Object.values(APP_LANGUAGE_NAMES),
  'WhatsApp',
  'Facebook',
  'X',
  '©',
  ':',
];

/**
 * Text that did not go through the catalog. In the pseudo-language every translated message is accented English
 * ("Ëvëñţś"), so a word of plain ASCII letters left after taking out the names kept as written was not translated.
 */
function untranslated(html: string): string[] {
  return readableTexts(html)
    .map((text) => KEPT_AS_WRITTEN.reduce((rest, kept) => rest.replaceAll(kept, ' '), text))
    .filter((rest) => /\b[A-Za-z]{2,}\b/.test(rest.replace(/[0-9]/g, ' ')));
}

describe('the footer in another language', () => {
  it('shows every text of its own through the catalog (pseudo-language)', async () => {
    const html = renderFooter(await loadI18n('pseudo'));
    expect(untranslated(html)).toEqual([]);
    // The check itself finds English: the same footer in English is all untranslated words.
    expect(untranslated(renderFooter(await loadI18n('en')))).toContain('Group Sessions');
  });

  it('keeps the English source word for word', async () => {
    const html = renderFooter(await loadI18n('en'));
    expect(readableTexts(html)).toEqual(
      expect.arrayContaining([
        'Events',
        'Share Your Story',
        'Report a Concern',
        'Data saver',
        'Free group mentorship for South Africans building an income, in support of UN Sustainable Development Goal 8: decent work and jobs for young people.',
      ]),
    );
    expect(html).toContain('aria-label="Footer"');
  });
});
