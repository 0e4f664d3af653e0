// ESLint flat config: typescript-eslint's recommended rules, the React hooks rules for web/, and the import
// boundaries of docs/ARCHITECTURE.md (web is shared → features → app; the contract stays browser-safe; no cycles).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Zone paths are resolved against this folder, not process.cwd(), so ESLint's Node API works from anywhere.
const root = import.meta.dirname;

// One zone per feature, read from disk so a new feature is fenced in without editing this file.
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED_MESSAGE = 'Shared code (components/, lib/, hooks/) must not depend on features/ or app/.';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.wrangler', 'migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The TypeScript resolver follows our explicit `.ts`/`.tsx` import specifiers; without a resolved path
    // neither rule below can see an import. import-x reads only .js files unless told otherwise.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.web.json', 'tsconfig.sw.json', 'tsconfig.worker.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './web',
              from: './schema/db',
              message: 'The browser bundle may import only schema/contract, never the data model or the Worker.',
            },
            {
              target: './web',
              from: './worker',
              // The routers' type, which the SPA's calls are typed from (decision 026); only as a type (rule below).
              except: ['./api-routes.ts'],
              message: 'The browser bundle may import only schema/contract, never the data model or the Worker.',
            },
            ...features.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'A feature may not import another feature: move what they share to components/ or lib/, ' +
                'or compose the two in app/.',
            })),
            { target: './web/src/features', from: './web/src/app', message: 'Features may not import app/.' },
            { target: './web/src/components', from: ['./web/src/features', './web/src/app'], message: SHARED_MESSAGE },
            { target: './web/src/lib', from: ['./web/src/features', './web/src/app'], message: SHARED_MESSAGE },
            { target: './web/src/hooks', from: ['./web/src/features', './web/src/app'], message: SHARED_MESSAGE },
            {
              target: './schema/contract',
              from: ['./schema/db', './worker', './web'],
              message: 'The contract is imported by the browser: it may not depend on the data model, Worker or web.',
            },
          ],
        },
      ],
    },
  },
  {
    // Screens read and write data only through hooks in features/<name>/api/ (or lib/ for endpoints several
    // features share): one hook and one query key per endpoint, so two screens can never cache one endpoint
    // in two shapes (that once made the landing page say "NaN people have joined").
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/*/api/**', 'web/src/lib/**', 'web/src/app/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: [
                'useQuery',
                'useQueries',
                'useInfiniteQuery',
                'useSuspenseQuery',
                'useMutation',
                'useQueryClient',
              ],
              message: 'Read and write data through a hook in features/<name>/api/ (or lib/api/ when shared).',
            },
          ],
          patterns: [
            {
              group: ['**/lib/api-client.ts'],
              importNames: ['apiJson', 'apiGet', 'apiRequest'],
              message: 'Call the API from a hook in features/<name>/api/ (or lib/api/ when shared).',
            },
          ],
        },
      ],
    },
  },
  {
    // The routers' type reaches the browser code as a type only: a value import would bundle the whole Worker.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/worker/api-routes.ts'],
              allowTypeImports: true,
              message: 'Import the routers only as a type (`import type { ApiRoutes }`): decision 026.',
            },
          ],
        },
      ],
    },
  },
  {
    // Packages, which no-restricted-paths does not cover: the contract must not pull these into the browser.
    files: ['schema/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'hono', 'hono/*'],
              message: 'The contract is imported by the browser: keep drizzle and hono out of it.',
            },
          ],
        },
      ],
    },
  },
);
