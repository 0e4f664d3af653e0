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
