import { APP_LANGUAGE_NAMES } from '../../../../schema/contract/app-languages.ts';

/**
 * Test helpers that find text which skipped the catalog in some server-rendered HTML (the footer's and the landing
 * page's tests use them).
 */

/** What a reader sees or hears of some HTML: its text, and the labels, titles and alt texts of its elements. */
export function readableTexts(html: string): string[] {
  const labels = [...html.matchAll(/\s(?:aria-label|title|alt)="([^"]*)"/g)].map((match) => match[1]!);
  const text = html
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .split('\n');
  return [...labels, ...text].map((part) => part.trim()).filter(Boolean);
}

/**
 * Text that did not go through the catalog. In the pseudo-language every translated message is accented English
 * ("Ëvëñţś"), so a word of plain ASCII letters left after taking out `keptAsWritten` (names that stay as they are in
 * every language, and text the page shows as its authors wrote it) was not translated.
 */
export function untranslated(html: string, keptAsWritten: readonly string[]): string[] {
  // The language picker names each language in itself, in every language.
  const kept = [...Object.values(APP_LANGUAGE_NAMES), ...keptAsWritten];
  return readableTexts(html)
    .map((text) => kept.reduce((rest, name) => rest.replaceAll(name, ' '), text))
    .filter((rest) => /\b[A-Za-z]{2,}\b/.test(rest.replace(/[0-9]/g, ' ')));
}
