import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './scripts/vite-service-worker.ts';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    cloudflare({
      // `vite dev` is always local development: switch on the development-only pages there.
      config: command === 'serve' ? { vars: { APP_ENV: 'development' } } : undefined,
      persistState: { path: '.wrangler/state' },
    }),
    // dist/client/sw.js: precaches the landing route, keeps public lists for offline reading.
    serviceWorker(),
  ],
  resolve: {
    // The Worker imports the SPA's server renderer by this name (worker/pages/web-renderer.d.ts explains why).
    alias: { '@sebenza/web-renderer': fileURLToPath(new URL('./web/src/server/render-page.tsx', import.meta.url)) },
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
