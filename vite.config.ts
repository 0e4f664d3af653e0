import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorker } from './scripts/vite-service-worker.ts';

/**
 * The app's script is an enhancement of a page that arrives rendered (decision 013): on a slow connection the HTML,
 * the stylesheet and the pictures should have the bandwidth first. `fetchpriority="low"` on the entry script and its
 * module preloads tells the browser so (they still start at once, and run before DOMContentLoaded as before).
 */
function scriptsAfterContent(): Plugin {
  return {
    name: 'sebenza:scripts-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
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
  environments: { client: { build: { manifest: true } } },
}));
