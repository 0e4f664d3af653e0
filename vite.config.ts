import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { englishInCode } from './scripts/vite-english-in-code.ts';
import { serviceWorker } from './scripts/vite-service-worker.ts';
import { APP_CODE_META_NAME } from './web/src/lib/boot/app-code.ts';

/**
 * The app's script is an enhancement of a page that arrives rendered (decisions 013 and 024): on a slow connection
 * the HTML, the stylesheet and the pictures should have the bandwidth first. `fetchpriority="low"` on the entry script
 * and its module preloads tells the browser so. The entry starts React (web/src/start.tsx) through a dynamic import.
 * The app shell needs it at once, so the shell preloads that code (`<link data-app-code>`); on a page the server
 * renders, the Worker removes those links (worker/pages/routes.ts) and the entry preloads the files listed in
 * `<meta name="app-code">` once the page has painted (web/src/lib/boot/app-code.ts).
 */
function scriptsAfterContent(): Plugin {
  return {
    name: 'sebenza:scripts-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, chunk }) => {
        const appCode = new Set<string>();
        const add = (file: string) => {
          const imported = bundle?.[file];
          if (appCode.has(file) || !imported || imported.type !== 'chunk') return;
          appCode.add(file);
          for (const next of imported.imports) add(next);
        };
        for (const file of chunk?.dynamicImports ?? []) add(file);
        // What the entry itself loads, Vite preloads already.
        for (const file of [chunk?.fileName ?? '', ...(chunk?.imports ?? [])]) appCode.delete(file);
        const files = [...appCode].map((file) => `/${file}`);
        // `crossorigin` as on Vite's own preloads, else the browser cannot reuse the module when the app imports it.
        const links = files.map((file) => `<link data-app-code rel="modulepreload" crossorigin href="${file}">`);
        return html
          .replace(
            '</head>',
            `<meta name="${APP_CODE_META_NAME}" content="${files.join(' ')}">${links.join('')}</head>`,
          )
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
      },
    },
  };
}

/** What a `codeSplitting.groups` name function can ask of the module graph. */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const reachesCache = new Map<string, boolean>();
/** Whether a module is, or imports (directly or through others), a module whose id matches `target`. */
function reaches(id: string, graph: ModuleGraph, target: RegExp): boolean {
  const key = `${target.source} ${id}`;
  const known = reachesCache.get(key);
  if (known !== undefined) return known;
  reachesCache.set(key, false); // an import cycle adds nothing
  const result =
    target.test(id) || (graph.getModuleInfo(id)?.importedIds ?? []).some((next) => reaches(next, graph, target));
  reachesCache.set(key, result);
  return result;
}
/** Form validation (zod) and Radix's widgets: code that only some screens need, so `shared` holds none of it. */
const FORM_OR_WIDGET_CODE = /node_modules\/(zod|@radix-ui)\//;

// The Babel route for Lingui's macros prints a notice recommending the native one, which npm cannot install here
// (decision 042).
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // Translations (decision 042): Lingui's macros become catalog lookups (through Babel, only in files that import a
    // macro), and `.po` catalogs are compiled when imported.
    // A message keeps its English in the code that shows it; the English catalogs keep only what needs compiling.
    babel({ presets: [linguiTransformerBabelPreset({ descriptorFields: 'message' })] }),
    lingui(),
    englishInCode(),
    tailwindcss(),
    cloudflare({
      // `vite dev` is always local development: switch on the development-only pages there, and let the dev server
      // serve the pages itself (its index.html, modules and hot reload; no server rendering): `npm start` renders.
      config:
        command === 'serve'
          ? (config) => {
              config.vars = { ...config.vars, APP_ENV: 'development' };
              if (config.assets) config.assets.run_worker_first = ['/api/*', '/images/*'];
            }
          : undefined,
      persistState: { path: '.wrangler/state' },
    }),
    // dist/client/sw.js: precaches the landing route, keeps public lists for offline reading.
    serviceWorker(),
    scriptsAfterContent(),
  ],
  resolve: {
    // The Worker imports the SPA's server renderer by this name (worker/pages/web-renderer.d.ts explains why).
    alias: { '@sebenza/web-renderer': fileURLToPath(new URL('./web/src/server/index.ts', import.meta.url)) },
  },
  build: {
    // Hashed file names let the Worker serve assets with a long immutable cache (public/_headers).
    assetsInlineLimit: 0,
    // Every browser we serve supports <link rel="modulepreload">; the polyfill would cost the first screen ~0.5 KB.
    modulePreload: { polyfill: false },
  },
  // The client manifest lets scripts/bundle-budget.ts and the service worker find the landing route's files.
  environments: {
    client: {
      build: {
        manifest: true,
        rolldownOptions: {
          // The app (web/src/start.tsx) and everything it imports statically in one chunk: it downloads with every
          // first visit anyway (decision 024), and one file compresses better than the ten small ones shared with
          // lazy screens that the default splitting makes. Lazy screens import what they share from it. Vite's
          // preload helper, which the entry uses too, stays out: the entry must not import (and so run) the app.
          // What lazy screens share goes into a few chunks rather than the 40-odd small ones (one per set of screens
          // sharing a module) the default splitting makes, each a request of its own:
          // - `layout`: what the layout loads on every page once it is on screen (the footer, and the toaster, which
          //   mounts when the page is idle), with the Radix code they use;
          // - `screen-frame`: what every screen but the visitor's `/` loads (the tooltip provider) and the dialogs most
          //   screens have, with Radix's positioning and dialog code;
          // - `menus`: a member's profile menu and the desktop row's More menu (Radix's dropdown), which visitors never
          //   download;
          // - `shared`: app code that six or more lazily loaded chunks use, without forms (zod) or Radix. Fewer users
          //   would put code in it that most screens never run; code fewer chunks share keeps the default splitting.
          // A group takes the modules its members import too, unless a group of higher priority took them first:
          // hence the order. scripts/bundle-budget.ts measures the routes by these chunk names.
          output: {
            codeSplitting: {
              groups: [
                { name: 'preload-helper', test: /vite\/preload-helper/, priority: 6 },
                { name: 'start', test: /\/web\/src\/start\.tsx$/, priority: 5 },
                { name: 'layout', test: /\/web\/src\/(app\/footer|components\/toaster)\.tsx$/, priority: 4 },
                {
                  name: 'screen-frame',
                  test: /\/web\/src\/components\/(ui\/(tooltip|dialog)|confirm-action-dialog)\.tsx$|node_modules\/@radix-ui\/react-(alert-)?dialog\//,
                  priority: 3,
                },
                { name: 'menus', test: /\/web\/src\/features\/navigation\/(profile|more)-menu\.tsx$/, priority: 2 },
                {
                  name: (id, graph) => (reaches(id, graph, FORM_OR_WIDGET_CODE) ? null : 'shared'),
                  debugName: 'shared',
                  minShareCount: 6,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
}));
