// Serves the built app (SPA + Worker with all its bindings) on http://localhost:8787, or $PORT,
// with state persisted under .wrangler/state. `npm start` builds and prepares the database first.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { QUIET_WRANGLER_ENV, STATE_DIR } from './local-env.ts';

const port = process.env.PORT ?? '8787';
// The origin the app writes its absolute links with (share links, link previews): this server's own address, unless
// one is configured (the environment, or .dev.vars, which a --var would override).
const configuredInDevVars = existsSync('.dev.vars') && /^\s*APP_ORIGIN\s*=/m.test(readFileSync('.dev.vars', 'utf8'));
const appOrigin = process.env.APP_ORIGIN ?? (configuredInDevVars ? null : `http://localhost:${port}`);
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
    // A cron is fired by hand at wrangler's own /cdn-cgi/local/scheduled?cron=0+2+*+*+* (README), which needs no flag.
    // scripts/sim-latency.ts: every D1 call delayed by this many milliseconds (worker/db/simulated-latency.ts);
    // the browser tests: EDGE_CACHE=off (worker/http/edge-cache.ts).
    ...['SIMULATED_D1_DELAY_MS', 'EDGE_CACHE'].flatMap((name) =>
      process.env[name] ? ['--var', `${name}:${process.env[name]}`] : [],
    ),
    ...(appOrigin ? ['--var', `APP_ORIGIN:${appOrigin}`] : []),
  ],
  { stdio: 'inherit', env: QUIET_WRANGLER_ENV },
);
console.log(`Starting Sebenza on http://localhost:${port} ...`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

// Wrangler's own "Ready" line is an info message, which the quiet log level hides: say it once the app answers.
const origin = `http://localhost:${port}`;
while (child.exitCode === null) {
  const ready = await fetch(`${origin}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) {
    console.log(`Sebenza is ready on ${origin} (demo sign-in: ${origin}/api/dev-login-form). Ctrl-C stops it.`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
