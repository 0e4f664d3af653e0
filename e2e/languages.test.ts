import type { Page } from 'playwright-core';
import { catalog } from './catalogs.ts';
import { describe, expect, it, PHONE } from './fixtures.ts';

const isiZulu = catalog('web/src/locales/zu.po');
const afrikaans = catalog('web/src/locales/af.po');

/** Warnings that React had to drop the server's HTML and render again: what the server and browser said differed. */
function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

describe('the app in the reader’s language', () => {
  it('greets a visitor whose browser prefers isiZulu in isiZulu from the first response, and keeps a language chosen', async ({
    newPage,
  }) => {
    const { page } = await newPage(PHONE, { locale: 'zu-ZA' });
    const warnings = hydrationWarnings(page);
    const first = await page.goto('/');
    const html = await first!.text();
    expect(html).toContain('<html lang="zu-ZA">');
    expect(html).toContain(isiZulu('Attend Group Sessions'));

    // The app has taken over (the fixture's first key press) and shows the same words: React rendered in isiZulu too.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: isiZulu('Events'), exact: true }).waitFor();
    expect(
      await page
        .getByRole('link', { name: isiZulu('Attend Group Sessions') })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await footer.getByRole('button', { name: 'isiZulu' }).getAttribute('aria-pressed')).toBe('true');
    expect(warnings).toEqual([]);

    // Each language is named in itself; choosing one reloads the page in it, and it stays chosen.
    await footer.getByRole('button', { name: 'Afrikaans' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'af-ZA');
    await footer.getByRole('link', { name: afrikaans('Events'), exact: true }).waitFor();
    const next = await page.goto('/mentors');
    expect(await next!.text()).toContain('<html lang="af-ZA">');
    expect(await footer.getByRole('button', { name: 'Afrikaans' }).getAttribute('aria-pressed')).toBe('true');
    expect(warnings).toEqual([]);
  });
});
