// Serves the built app (SPA + Worker with all its bindings) on http://localhost:8787, or $PORT,
// with state persisted under .wrangler/state. `npm start` builds and prepares the database first.
import { spawn } from 'node:child_process';
import { QUIET_WRANGLER_ENV, STATE_DIR } from './local-env.ts';

const port = process.env.PORT ?? '8787';
const child = spawn(
  'wrangler',
  [
    'dev',
    '--config',
    'dist/sebenza/wrangler.json',
    '--port',
    port,
    '--persist-to',
    STATE_DIR,
    '--var',
    'APP_ENV:development',
    '--show-interactive-dev-session=false',
    // Lets `npm start` users fire the daily cron by hand: /__scheduled?cron=0+2+*+*+*
    '--test-scheduled',
    // scripts/sim-latency.ts: every D1 call delayed by this many milliseconds (worker/db/simulated-latency.ts);
    // the browser tests: EDGE_CACHE=off (worker/http/edge-cache.ts).
    ...['SIMULATED_D1_DELAY_MS', 'EDGE_CACHE'].flatMap((name) =>
      process.env[name] ? ['--var', `${name}:${process.env[name]}`] : [],
    ),
  ],
  { stdio: 'inherit', env: QUIET_WRANGLER_ENV },
);
console.log(`Starting Sebenza on http://localhost:${port} ...`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

// Wrangler's own "Ready" line is an info message, which the quiet log level hides: say it once the app answers.
const origin = `http://localhost:${port}`;
while (child.exitCode === null) {
  const ready = await fetch(`${origin}/api/health`).then((response) => response.ok, () => false);
  if (ready) {
    console.log(`Sebenza is ready on ${origin} (demo sign-in: ${origin}/api/dev-login-form). Ctrl-C stops it.`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
