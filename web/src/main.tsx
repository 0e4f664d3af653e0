import { prefetchAppCodeAfterFirstPaint } from './lib/boot/app-code.ts';
import { showOfflineBannerUntilAppStarts, whenOnline } from './lib/boot/offline-status.ts';
import { startOnFirstInteraction } from './lib/boot/start-on-interaction.ts';
import { redirectAfterLoginIsWaiting } from './lib/boot/redirect-after-login.ts';
import { registerServiceWorker } from './lib/pwa/register-service-worker.ts';
import { readServerState } from './lib/server-state.ts';
import './styles.css';

// The entry: a few kilobytes that decide when React starts (decision 024). React and the app are in ./start.tsx,
// whose code downloads once the page has painted. The two share no module (vite.config.ts keeps the app in one chunk, so
// a module they shared would make the entry load, and run, the whole app).
const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">.');

const serverState = readServerState();
const start = () => import('./start.tsx').then(({ startApp }) => startApp(root, serverState));

if (serverState) {
  // A page the server rendered reads and navigates without React: it starts on the first interaction, or at once when
  // the address carries a query or a fragment (a shared link, ?event= or ?session=, or a return from checkout asks the
  // page to do something on arrival: open, highlight, scroll to, announce), or when a return after signing in waits,
  // which only the app does. Offline it reads on without the app, which starts once the connection is back
  // (lib/boot/offline-status.ts).
  showOfflineBannerUntilAppStarts();
  const wake = startOnFirstInteraction(() => whenOnline().then(start));
  if (navigator.onLine) prefetchAppCodeAfterFirstPaint();
  if (window.location.search || window.location.hash || redirectAfterLoginIsWaiting()) wake();
} else {
  // The app shell (signed-in pages and pages the browser renders): nothing to read until React renders it.
  void start();
}

// Installable and readable offline (web/service-worker/); it registers after `load`, in production builds only.
registerServiceWorker();
