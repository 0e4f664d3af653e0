import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Axe = { run: (context: Document) => Promise<AxeResults> };

/**
 * Runs axe-core on the page as it is now and fails the test on any serious or critical violation, listing each rule
 * with the elements it found. axe is evaluated into the page rather than added as a <script>: the app's
 * Content-Security-Policy (script-src 'self') refuses inline scripts, as it should.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: Axe };
    const results = await axe.run(document);
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: `${violation.id} (${violation.impact}): ${violation.help}`,
        elements: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      }));
  });
  expect(violations, `Serious or critical accessibility problems on ${page.url()}`).toEqual([]);
}
