import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Accessibility checks with axe-core (the devDependency), run inside the page under test:
//
//   import { expectNoSeriousA11yViolations } from './axe.ts';
//   await expectNoSeriousA11yViolations(page);                        // the whole page as it is now
//   await expectNoSeriousA11yViolations(page, { include: 'main' });   // one part of it
//
// Call it once the screen has the state to check (data loaded, dialog open): axe sees the DOM of that moment.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Where the script is served from: the app's Content-Security-Policy allows scripts from its own origin only. */
const AXE_PATH = '/__e2e__/axe.min.js';
const routed = new WeakSet<Page>();

export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements (at most 5). */
  targets: string[];
}

/** The serious and critical violations axe-core finds on the page (or in `include`), in a readable shape. */
export async function seriousA11yViolations(page: Page, { include }: { include?: string } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Served as if it were one of the app's own files: the app's CSP (script-src 'self') refuses an inline
    // script, so addScriptTag({ content }) cannot run it. Routed once per page; each new document loads it again.
    if (!routed.has(page)) {
      routed.add(page);
      await page.route(`**${AXE_PATH}`, (route) => route.fulfill({ contentType: 'text/javascript', body: AXE_SOURCE }));
    }
    await page.addScriptTag({ url: AXE_PATH });
  }
  return page.evaluate(async (context): Promise<A11yViolation[]> => {
    const axe = (window as unknown as { axe: AxeApi }).axe;
    const result = await axe.run(context ?? document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
  }, include);
}

/** Fails the test, listing each problem, when axe-core finds a serious or critical accessibility violation. */
export async function expectNoSeriousA11yViolations(page: Page, options: { include?: string } = {}) {
  const violations = await seriousA11yViolations(page, options);
  expect(violations, `axe-core on ${page.url()}`).toEqual([]);
}

/** The part of axe-core's API used here (its types live in the browser, where it runs). */
interface AxeApi {
  run(
    context: string | Document,
    options: { resultTypes: string[] },
  ): Promise<{
    violations: { id: string; impact?: string | null; help: string; nodes: { target: string[] }[] }[];
  }>;
}
