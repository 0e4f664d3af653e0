import type { I18n } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../schema/contract/product.ts';
import { loadI18n } from '../lib/i18n/i18n.ts';
import { readableTexts, untranslated } from '../lib/i18n/untranslated-text.ts';
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

/** Names that stay as they are in every language: the product's own and the networks'. */
const KEPT_AS_WRITTEN = [PRODUCT_NAME, 'WhatsApp', 'Facebook', 'X', '©', ':'];

describe('the footer in another language', () => {
  it('shows every text of its own through the catalog (pseudo-language)', async () => {
    const html = renderFooter(await loadI18n('pseudo'));
    expect(untranslated(html, KEPT_AS_WRITTEN)).toEqual([]);
    // The check itself finds English: the same footer in English is all untranslated words.
    expect(untranslated(renderFooter(await loadI18n('en')), KEPT_AS_WRITTEN)).toContain('Group Sessions');
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
