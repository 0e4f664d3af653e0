import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's wrangler state directory: fixtures open its D1 file to remove what a test created. */
    stateDir: string;
  }
}

/**
 * Serves the built app exactly as `npm start` does (scripts/serve.ts: wrangler dev on dist/), on a free
 * port with its own freshly migrated and seeded state directory, for the browser tests. It serves a copy of
 * dist/ taken now: wrangler dev reloads when its files change, so a build made during the run (another
 * terminal, an editor) would otherwise swap the app under test half way through.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM_PATH}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  if (!existsSync('dist/sebenza/wrangler.json')) {
    throw new Error('Browser tests serve the built app: run `npm run build` first (npm test does).');
  }
  const runDir = mkdtempSync(path.join(tmpdir(), 'sebenza-e2e-'));
  const stateDir = path.join(runDir, 'state');
  cpSync('dist', path.join(runDir, 'dist'), { recursive: true });
  const env = { ...process.env, SEBENZA_STATE_DIR: stateDir };
  await runToEnd('node', ['scripts/prepare-local-db.ts'], env);

  const port = await freePort();
  // serve.ts reads dist/ from its working directory: the copy.
  const server = spawn('node', [path.resolve('scripts/serve.ts')], {
    cwd: runDir,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  const baseURL = `http://localhost:${port}`;
  await waitUntilReady(`${baseURL}/api/health`, server, () => output);
  project.provide('baseURL', baseURL);
  project.provide('stateDir', stateDir);

  return () => {
    stopGroup(server);
    rmSync(runDir, { recursive: true, force: true });
  };
}

function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Polls the health endpoint until the server answers (a readiness probe, bounded to 60 s). */
async function waitUntilReady(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app server exited early:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stopGroup(server);
  throw new Error(`The app server did not become ready within 60 s:\n${output()}`);
}

function stopGroup(child: ChildProcess) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
