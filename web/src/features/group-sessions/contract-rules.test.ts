import { describe, expect, it } from 'vitest';
import * as eventsRules from '../../../../schema/contract/events-rules.ts';
import eventsRulesSource from '../../../../schema/contract/events-rules.ts?raw';
import * as events from '../../../../schema/contract/events.ts';
import * as sessionsRules from '../../../../schema/contract/sessions-rules.ts';
import sessionsRulesSource from '../../../../schema/contract/sessions-rules.ts?raw';
import * as sessions from '../../../../schema/contract/sessions.ts';

/*
 * The screens import their constants and pure rules from these modules so that zod (about 25 KB brotli) stays
 * out of them: a rules module may import values only from zod-free modules (types are erased and always fine).
 */
const ZOD_FREE = new Set([
  './enums.ts',
  '../../../../schema/contract/share.ts',
  '../../../../schema/contract/calendar.ts',
  '../../../../schema/contract/product.ts',
]);

function valueImports(source: string): string[] {
  return [...source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
}

describe('the sessions and events rules modules', () => {
  it.each([
    ['sessions-rules.ts', sessionsRulesSource],
    ['events-rules.ts', eventsRulesSource],
  ])('%s imports values only from zod-free modules', (_file, source) => {
    expect(source).not.toMatch(/from 'zod'/);
    for (const path of valueImports(source)) {
      expect(ZOD_FREE.has(path) || path.endsWith('-rules.ts'), path).toBe(true);
    }
  });

  it('are re-exported unchanged by the zod modules', () => {
    for (const [rules, full] of [
      [sessionsRules, sessions],
      [eventsRules, events],
    ] as const) {
      for (const [name, value] of Object.entries(rules)) {
        expect((full as Record<string, unknown>)[name], name).toBe(value);
      }
    }
  });
});
