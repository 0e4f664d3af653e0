import { spawn } from 'node:child_process';

/** Where local D1/R2/KV/Durable Object state lives; shared by wrangler dev, migrations and the seed. */
export const STATE_DIR = process.env.SEBENZA_STATE_DIR ?? '.wrangler/state';

/**
 * Environment for wrangler child processes: no telemetry prompt, no interactive questions, and no fetch of Cloudflare's
 * `Request.cf` object. Locally that object is a placeholder either way; fetching it needs the network and, offline,
 * printed a stack trace on every start.
 */
export const WRANGLER_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CI: process.env.CI ?? 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/**
 * For the local commands `npm start` runs (migrations, the seed, wrangler dev): warnings and errors only. Wrangler's
 * tables (every migration, every binding, every built module) are for deployments, and ran to a thousand lines on a
 * newcomer's first start. `WRANGLER_LOG=log npm start` shows them again.
 */
export const QUIET_WRANGLER_ENV = { ...WRANGLER_ENV, WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'warn' };

/** Runs a command from node_modules/.bin (Node 22 comes first on PATH under npm scripts), failing loudly. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = WRANGLER_ENV): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
