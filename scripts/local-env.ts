import { spawn } from 'node:child_process';

/** Where local D1/R2/KV/Durable Object state lives; shared by wrangler dev, migrations and the seed. */
export const STATE_DIR = process.env.SEBENZA_STATE_DIR ?? '.wrangler/state';

/** Environment for wrangler child processes: no telemetry prompt, no interactive questions. */
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? 'true' };

/** Runs a command from node_modules/.bin (Node 22 comes first on PATH under npm scripts), failing loudly. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: WRANGLER_ENV });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
