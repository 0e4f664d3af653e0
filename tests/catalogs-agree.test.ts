import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every catalog of a language shares one table of translations in the browser and on the server (catalogs.ts): a
// message with the same English in two catalogs has the same id, so its translation must be the same in both, or the
// page would say whichever catalog arrived last, and the server and the browser could disagree (a hydration error).

const WEB = join(import.meta.dirname, '../web/src');

function poFiles(dir: string, language: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === `${language}.po`)
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A `.po` file's translations by their English. */
function translations(path: string): Map<string, string> {
  const found = new Map<string, string>();
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  for (const block of readFileSync(path, 'utf8').split(/\n\n+/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block)?.[1];
    const text = /^msgstr ((?:".*"\n?)+)/m.exec(block)?.[1];
    if (!id || !text) continue;
    const read = (lines: string) => lines.trim().split('\n').map(unquote).join('');
    if (read(id)) found.set(read(id), read(text));
  }
  return found;
}

describe.for(['zu', 'xh', 'af'])('the %s catalogs', (language) => {
  it('translate the same English the same way in every catalog', () => {
    const seen = new Map<string, { text: string; path: string }>();
    const disagreements: string[] = [];
    for (const path of poFiles(WEB, language)) {
      for (const [english, text] of translations(path)) {
        const earlier = seen.get(english);
        if (earlier && earlier.text !== text) {
          disagreements.push(`"${english}": "${earlier.text}" (${earlier.path}) and "${text}" (${path})`);
        }
        if (!earlier) seen.set(english, { text, path });
      }
    }
    expect(disagreements).toEqual([]);
  });
});
