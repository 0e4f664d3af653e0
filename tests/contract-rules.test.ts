import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as adminRules from '../schema/contract/admin-rules.ts';
import * as admin from '../schema/contract/admin.ts';
import * as complaintsRules from '../schema/contract/complaints-rules.ts';
import * as complaints from '../schema/contract/complaints.ts';
import * as privacyRules from '../schema/contract/privacy-rules.ts';
import * as privacy from '../schema/contract/privacy.ts';
import * as storiesRules from '../schema/contract/stories-rules.ts';
import * as stories from '../schema/contract/stories.ts';

/*
 * The browser imports constants from the *-rules.ts modules so that zod (about 25 KB brotli) stays out of its
 * screens. These modules must never import zod, nor anything that does; the zod modules keep every export name.
 */
describe('the zod-free rules modules', () => {
  const contract = new URL('../schema/contract/', import.meta.url);
  it.each(readdirSync(contract).filter((file) => file.endsWith('-rules.ts')))(
    '%s imports no zod',
    (file) => {
      expect(zodImportsOf(file, new Set())).toEqual([]);
    },
  );

  it('are re-exported unchanged by the zod modules', () => {
    for (const [rules, full] of [
      [adminRules, admin],
      [complaintsRules, complaints],
      [storiesRules, stories],
      [privacyRules, privacy],
    ] as const) {
      for (const [name, value] of Object.entries(rules)) {
        expect((full as Record<string, unknown>)[name], name).toBe(value);
      }
    }
  });
});

/** The modules `file` reaches (itself included) that import zod or a package: none may, for a rules module. */
function zodImportsOf(file: string, seen: Set<string>): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(new URL(file, new URL('../schema/contract/', import.meta.url)), 'utf8');
  const imports = [...source.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]!);
  return imports.flatMap((path) => (path.startsWith('./') ? zodImportsOf(path.slice(2), seen) : [`${file}: ${path}`]));
}
