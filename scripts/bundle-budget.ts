/**
 * Bundle budget for the landing route: `node scripts/bundle-budget.ts` after `vite build`.
 *
 * Reads the client build's Vite manifest (dist/client/.vite/manifest.json), takes the HTML entry's
 * chunk plus everything it imports statically and the app it preloads (what a first visit to `/` downloads
 * for the page to work; lazy chunks excluded) and the CSS those chunks carry, brotli-compresses each file with
 * node:zlib at maximum quality, prints the figures and exits 1 when the landing route is over budget.
 * Lazily loaded chunks are listed for information, each with what it adds beyond the landing route.
 *
 * Budget (brotli): 90 KB of JavaScript (130 KB before it was cut), 20 KB of CSS. Users are on prepaid data and low-end phones.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const JS_BUDGET_KB = 90;
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

  const failures: string[] = [];
  if (kb(jsTotal) > JS_BUDGET_KB) {
    failures.push(`landing JavaScript is ${kb(jsTotal).toFixed(1)} KB brotli, over the ${JS_BUDGET_KB} KB budget`);
  }
  if (kb(cssTotal) > CSS_BUDGET_KB) {
    failures.push(`landing CSS is ${kb(cssTotal).toFixed(1)} KB brotli, over the ${CSS_BUDGET_KB} KB budget`);
  }
  if (failures.length > 0) {
    console.error(`\nBundle budget exceeded: ${failures.join('; ')}.`);
    console.error('Move code off the landing route (React.lazy / route `lazy`) or drop a dependency.');
    process.exit(1);
  }
  console.log('\nBundle budget OK.');
}

if (import.meta.filename === process.argv[1]) main();
