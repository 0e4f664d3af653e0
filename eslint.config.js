// ESLint flat config: typescript-eslint's recommended rules, the React hooks rules for web/, and the import
// boundaries of docs/ARCHITECTURE.md (web is shared → features → app; the worker's layers; the contract stays
// browser-safe; no cycles).
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

/*
 * The worker's layers, bottom first (docs/ARCHITECTURE.md, "Layers"). A file may import its own layer and the layers
 * below it, never one above; every first-level entry of worker/ sits in exactly one layer
 * (tests/lint-boundaries.test.ts fails on one that does not). Tests (`*.test.ts`, worker/test/) sit above them all and
 * are not fenced.
 */
const WORKER_LAYERS = [
  { name: 'foundation', folders: ['lib', 'ics', 'i18n', 'locales'] },
  { name: 'database', folders: ['db'] },
  { name: 'configuration', folders: ['env.ts'] },
  { name: 'http', folders: ['http'] },
  // Outside systems behind one interface each, and the audit log.
  { name: 'services', folders: ['audit', 'email', 'payments'] },
  { name: 'auth', folders: ['auth'] },
  // Mechanisms, policies and reference data several domains use; each may import only what is below it.
  {
    name: 'shared',
    folders: ['consents', 'images', 'ledger', 'live', 'outbox', 'seats', 'taxonomy', 'view-context.ts'],
  },
  {
    name: 'domains',
    folders: [
      'ai',
      'billing',
      'coaching',
      'community',
      'complaints',
      'events',
      'mentees',
      'mentors',
      'notifications',
      'opportunities',
      'pages',
      'payouts',
      'sessions',
      'stats',
      'stories',
      'wording-suggestions',
    ],
  },
  // Each reads or writes several domains at once (as web's app/ composes features); none imports another.
  { name: 'compositions', folders: ['admin', 'bootstrap', 'calendar', 'dashboard', 'privacy', 'seed'] },
  { name: 'app', folders: ['app.ts', 'api-routes.ts', 'scheduled.ts'] },
  { name: 'entry', folders: ['index.ts'] },
];

/*
 * The only imports from one domain into another, each for a reason that does not move down. Anything else two
 * domains share moves to a lower layer, or a composition (or app.ts) puts the two together.
 */
const WORKER_DOMAIN_IMPORTS = {
  // The advisor implements the sync's OpportunityClassifier: it classifies feed items in the sync's own shapes and
  // falls back on its keyword rules (the app hands the advisor to opportunities, which never imports ai/).
  ai: ['opportunities'],
  // A paid seat's provider customer is billing's record, one per member, shared with subscriptions.
  events: ['billing'],
  // The local payouts settle their transfers through the payment state machine (billing/apply-event.ts), as a
  // provider's verified event does; a payout account and a statement belong to the caller's coach profile, as
  // coaching decides who is a coach (coaching/calls/availability.ts).
  payouts: ['billing', 'coaching'],
  // A saved mentee profile stores the terms mentor recommendations match on (mentors/recommend-mentors.ts).
  mentees: ['mentors'],
  // Joining a mentor's session connects the member to that mentor (mentors' connection record), and a mentor's own
  // sessions are found by their mentor id.
  sessions: ['mentors'],
};

const workerPath = (entry) => `./worker/${entry}`;
const workerLayerZones = WORKER_LAYERS.slice(0, -1).map((layer, index) => {
  const below = WORKER_LAYERS.slice(0, index).map((lower) => lower.name);
  const allowed = below.length > 0 ? `the layers below it (${below.join(', ')})` : 'outside packages and schema/';
  return {
    target: layer.folders.map(workerPath),
    from: WORKER_LAYERS.slice(index + 1).flatMap((higher) => higher.folders.map(workerPath)),
    message:
      `worker/ layer "${layer.name}" may import only ${allowed} and its own layer: ` +
      'see the layer table in docs/ARCHITECTURE.md.',
  };
});
/** One zone per domain (and per composition) against the others of its layer, as for web features. */
const workerLateralZones = ['domains', 'compositions'].flatMap((layerName) => {
  const { folders } = WORKER_LAYERS.find((layer) => layer.name === layerName);
  return folders.map((folder) => ({
    target: workerPath(folder),
    from: folders
      .filter((other) => other !== folder && !(WORKER_DOMAIN_IMPORTS[folder] ?? []).includes(other))
      .map(workerPath),
    message:
      layerName === 'domains'
        ? 'A worker domain may not import another domain: move what they share to a lower layer (shared, services), ' +
          'or put the two together in a composition or app.ts. The few allowed imports are WORKER_DOMAIN_IMPORTS.'
        : 'A composition may not import another composition: move what they share into a domain or lower.',
  }));
});
const workerZones = [
  ...workerLayerZones,
  ...workerLateralZones,
  { target: './worker', from: './worker/test', message: 'Only tests may import the test harness (worker/test).' },
];

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
    // The worker's layers. This block's options replace the zones above for these files (those zones fence web/ and
    // schema/contract/ only). Tests may import anything, so they stay out of it.
    files: ['worker/**/*.ts'],
    ignores: ['worker/**/*.test.ts', 'worker/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: workerZones }] },
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
