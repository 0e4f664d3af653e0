/**
 * Builds the service worker (web/service-worker/sw.ts) into dist/client/sw.js during `vite build`.
 *
 * It runs after the client bundle is complete, reads the landing route's files from Vite's manifest (the same
 * `landingRoute()` the bundle budget measures), and compiles the worker with that list and a version built in:
 * - precache list: the landing route's JS and CSS plus the web app manifest and its icons. Nothing else: users pay
 *   per megabyte, so other chunks are kept only once used.
 * - version: a hash of the compiled worker (which contains the list) and the unhashed files it precaches, so any
 *   change to the first screen, the icons or the caching rules installs a new worker and drops the old caches.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { filesOf, landingRoute, type Manifest } from './bundle-budget.ts';

const SOURCE = 'web/service-worker/sw.ts';
const OUTPUT = 'sw.js';
/** Where `build.manifest: true` puts Vite's manifest inside the client bundle. */
const MANIFEST = '.vite/manifest.json';
/** Files from public/ that the first screen and an installed app need. */
const PUBLIC_FILES = [
  '/manifest.webmanifest',
  '/icons/icon-32.png',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
];
const VERSION_PLACEHOLDER = '__SEBENZA_SW_VERSION__';

export function serviceWorker(): Plugin {
  let root = process.cwd();
  let publicDir = path.join(root, 'public');
  return {
    name: 'sebenza:service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    generateBundle: {
      // After Vite's own plugins, so the manifest is in the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const manifestAsset = bundle[MANIFEST];
        if (manifestAsset?.type !== 'asset') {
          this.error(`The service worker needs Vite's manifest (${MANIFEST}): set build.manifest in vite.config.ts.`);
        }
        const manifest = JSON.parse(String(manifestAsset.source)) as Manifest;
        const { js, css } = filesOf(manifest, landingRoute(manifest).keys);
        const precacheUrls = [...js, ...css].map((file) => `/${file}`).concat(PUBLIC_FILES);

        const code = await compile(root, precacheUrls);
        const hash = createHash('sha256').update(code);
        for (const url of PUBLIC_FILES) hash.update(readFileSync(path.join(publicDir, url)));
        const version = hash.digest('hex').slice(0, 12);
        this.emitFile({ type: 'asset', fileName: OUTPUT, source: code.replace(VERSION_PLACEHOLDER, version) });
      },
    },
  };
}

/** Bundles the worker and its imports into one classic script (ES output without imports or exports is one). */
async function compile(root: string, precacheUrls: string[]): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    define: {
      __PRECACHE_URLS__: JSON.stringify(precacheUrls),
      __SW_VERSION__: JSON.stringify(VERSION_PLACEHOLDER),
    },
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(root, SOURCE), formats: ['es'], fileName: 'sw' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error(`Building ${SOURCE} produced no script.`);
  return chunk.code;
}
