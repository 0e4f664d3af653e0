import { readFileSync } from 'node:fs';

/**
 * Catalogs' translations by their English (msgid → msgstr), as translators wrote them in the `.po` files: what a test
 * looks for on a page in another language.
 */
export function catalog(...paths: string[]): (english: string) => string {
  const entries = new Map<string, string>();
  for (const path of paths) readInto(entries, path);
  return (english) => {
    const translated = entries.get(english);
    if (!translated || translated === english) throw new Error(`${paths.join(', ')}: no translation of "${english}".`);
    return translated;
  };
}

function readInto(entries: Map<string, string>, path: string): void {
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
}
