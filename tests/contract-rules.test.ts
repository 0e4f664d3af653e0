import { readFileSync } from 'node:fs';
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
  it.each(['admin-rules.ts', 'complaints-rules.ts', 'stories-rules.ts', 'fields-rules.ts', 'privacy-rules.ts'])(
    '%s imports no zod',
    (file) => {
      const source = readFileSync(new URL(`../schema/contract/${file}`, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
      expect(imports.every((path) => path === './enums.ts' || path!.endsWith('-rules.ts'))).toBe(true);
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
