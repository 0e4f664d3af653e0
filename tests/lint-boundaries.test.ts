import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The import boundaries of eslint.config.js, proved on snippets linted as if they lived at the given paths.
 * The imported files are real (the rules only see imports that resolve); the importing files need not exist.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids reported for `code` linted as the file at `filePath` (relative to the repository root). */
async function ruleIds(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

// Linting follows the imports of the imported files (for import cycles): allow a slow shared machine.
describe('lint boundaries', { timeout: 60_000 }, () => {
  it('forbids a feature importing another feature', async () => {
    const code = "export { MentorsPage } from '../mentors/mentors-page.tsx';\n";
    expect(await ruleIds(code, 'web/src/features/events/check.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('forbids web importing the data model or the Worker', async () => {
    expect(await ruleIds("export * from '../../../schema/db/index.ts';\n", 'web/src/lib/check.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await ruleIds("export * from '../../../worker/app.ts';\n", 'web/src/lib/check.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("lets web import the routers' type, and only as a type (decision 026)", async () => {
    const asType = "export type { ApiRoutes } from '../../../worker/api-routes.ts';\n";
    expect(await ruleIds(asType, 'web/src/lib/check.ts')).toEqual([]);
    const asValue = "export { apiRoutes } from '../../../worker/api-routes.ts';\n";
    expect(await ruleIds(asValue, 'web/src/lib/check.ts')).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('forbids shared code importing a feature or the app', async () => {
    const feature = "export { MentorsPage } from '../features/mentors/mentors-page.tsx';\n";
    expect(await ruleIds(feature, 'web/src/components/check.ts')).toEqual(['import-x/no-restricted-paths']);
    const app = "export { routes } from '../app/router.tsx';\n";
    expect(await ruleIds(app, 'web/src/lib/check.ts')).toContain('import-x/no-restricted-paths');
  });

  it('keeps the contract free of the data model, drizzle and hono', async () => {
    expect(await ruleIds("export * from '../db/index.ts';\n", 'schema/contract/check.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const code = "export { sql } from 'drizzle-orm';\nexport { Hono } from 'hono';\n";
    expect(await ruleIds(code, 'schema/contract/check.ts')).toEqual(['no-restricted-imports', 'no-restricted-imports']);
  });

  it('forbids import cycles', async () => {
    // Linted as lib/api-client.ts itself: journey-paths.ts imports api-client.ts, so this closes a loop.
    const code = "export { fetchJourneyPaths } from './api/journey-paths.ts';\n";
    expect(await ruleIds(code, 'web/src/lib/api-client.ts')).toEqual(['import-x/no-cycle']);
  });

  it('allows a feature to import its own files, shared code and the contract', async () => {
    const code = [
      "export { EventsPage } from './events-page.tsx';",
      "export { paths } from '../../lib/paths.ts';",
      "export { Spinner } from '../../components/spinner.tsx';",
      "export { PRODUCT_NAME } from '../../../../schema/contract/product.ts';",
      '',
    ].join('\n');
    expect(await ruleIds(code, 'web/src/features/events/check.ts')).toEqual([]);
  });

  it('keeps queries, mutations and API calls in the api/ hooks', async () => {
    const code = [
      "export { useQuery, useMutation } from '@tanstack/react-query';",
      "export { apiJson } from '../../../lib/api-client.ts';",
      '',
    ].join('\n');
    // One report per forbidden name: useQuery, useMutation, apiJson.
    expect(await ruleIds(code, 'web/src/features/events/components/check.ts')).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
    expect(await ruleIds(code, 'web/src/features/events/api/check.ts')).toEqual([]);
    // Showing an error needs no hook: components may import these.
    const errors = "export { ApiError, errorMessage } from '../../../lib/api-client.ts';\n";
    expect(await ruleIds(errors, 'web/src/features/events/components/check.ts')).toEqual([]);
  });
});

type Zone = { target: string | string[]; from: string | string[]; message: string };

const list = (paths: string | string[]) => (Array.isArray(paths) ? paths : [paths]);
const isWorkerTest = (name: string) => name === 'test' || name.endsWith('.test.ts');

/** The file to lint for a zone's target: the file itself, or a new one inside the folder (it need not exist). */
function fileIn(target: string): string {
  const path = target.replace(/^\.\//, '');
  return path.endsWith('.ts') ? path : `${path}/layer-check.ts`;
}

/** A real source file of a zone's `from` entry (the smallest, for speed), or null when the folder does not exist. */
function realFileOf(from: string): string | null {
  const path = from.replace(/^\.\//, '');
  if (path.endsWith('.ts')) return path;
  let entries: string[];
  try {
    entries = readdirSync(join(root, path));
  } catch {
    return null;
  }
  const files = entries.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'));
  files.sort((a, b) => statSync(join(root, path, a)).size - statSync(join(root, path, b)).size);
  return files[0] ? `${path}/${files[0]}` : null;
}

function importFrom(file: string, imported: string): string {
  const specifier = relative(dirname(file), imported);
  return `export * from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\n`;
}

describe('worker layers', { timeout: 300_000 }, () => {
  let zones: Zone[];

  beforeAll(async () => {
    const config = await eslint.calculateConfigForFile(join(root, 'worker/app.ts'));
    zones = config.rules['import-x/no-restricted-paths'][1].zones;
  });

  it('places every entry of worker/ in a layer', () => {
    const placed = new Set(zones.flatMap((zone) => [...list(zone.target), ...list(zone.from)]));
    const entries = readdirSync(join(root, 'worker')).filter((name) => !isWorkerTest(name));
    expect(entries.filter((name) => !placed.has(`./worker/${name}`))).toEqual([]);
  });

  it('proves every zone fires', async () => {
    const silent: string[] = [];
    for (const zone of zones) {
      const imported = list(zone.from)
        .map(realFileOf)
        .find((file) => file !== null);
      if (!imported) throw new Error(`No real file to import for the zone of ${String(zone.target)}`);
      for (const target of list(zone.target)) {
        const file = fileIn(target);
        if (!(await ruleIds(importFrom(file, imported), file)).includes('import-x/no-restricted-paths')) {
          silent.push(`${file} importing ${imported}`);
        }
      }
    }
    expect(silent).toEqual([]);
  });

  it('forbids the folder loops it replaced', async () => {
    const cases = [
      // The outbox sits below the domains that write into it.
      ["export * from '../sessions/join-session.ts';\n", 'worker/outbox/check.ts'],
      // The consent record sits with accounts; the consents domain is above auth.
      ["export * from '../consents/consents.ts';\n", 'worker/auth/check.ts'],
      // The advisor is handed to the sync by the app.
      ["export * from '../ai/advisor-for.ts';\n", 'worker/opportunities/check.ts'],
      // Reference data sits below everything that names a category; the seed is a composition.
      ["export * from '../seed/time.ts';\n", 'worker/taxonomy/check.ts'],
      ["export * from '../env.ts';\n", 'worker/db/check.ts'],
      // Shared mechanisms import no domain (seats does not exist yet: the zone is ready for it).
      ["export * from '../events/routes.ts';\n", 'worker/seats/check.ts'],
      ["export * from '../coaching/routes.ts';\n", 'worker/live/check.ts'],
    ] as const;
    for (const [code, file] of cases) expect(await ruleIds(code, file), file).toContain('import-x/no-restricted-paths');
  });

  it('allows the layers below, the own layer and the listed domain imports', async () => {
    const code = [
      "export * from '../mentors/connections.ts';",
      "export * from '../outbox/outbox.ts';",
      "export * from '../auth/sign-in.ts';",
      "export * from '../payments/provider.ts';",
      "export * from '../db/keyset.ts';",
      "export * from '../lib/base64url.ts';",
      '',
    ].join('\n');
    expect(await ruleIds(code, 'worker/sessions/check.ts')).toEqual([]);
    expect(await ruleIds("export * from '../opportunities/types.ts';\n", 'worker/ai/check.ts')).toEqual([]);
    expect(await ruleIds("export * from '../sessions/routes.ts';\n", 'worker/calendar/check.ts')).toEqual([]);
    // Tests may import anything, the app included.
    expect(await ruleIds("export * from '../app.ts';\n", 'worker/sessions/check.test.ts')).toEqual([]);
  });
});
