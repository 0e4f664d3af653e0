import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it, PHONE } from './fixtures.ts';

/** A catalog's translations by their English (msgid → msgstr), as a translator wrote them in the `.po` file. */
function catalog(path: string): (english: string) => string {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let text = '';
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgstr') id = text;
      else if (field === 'msgstr') entries.set(id, text);
      field = start[1] as 'msgid' | 'msgstr';
      text = unquote(start[2]!);
    } else if (line.startsWith('"') && field) {
      text += unquote(line);
    }
  }
  if (field === 'msgstr') entries.set(id, text);
  return (english) => {
    const translated = entries.get(english);
    if (!translated || translated === english) throw new Error(`${path} has no translation of "${english}".`);
    return translated;
  };
}

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
