// Serves the built app exactly as `npm start` does (scripts/serve.ts: wrangler dev on dist/), on a free port with
// its own freshly migrated and seeded state directory. Used by the browser tests (e2e/global-setup.ts) and the
// browser benchmarks (scripts/bench-lighthouse.ts, scripts/bench-repeat-visit.ts).
//
// It serves a copy of dist/ taken now: wrangler dev reloads when its files change, so a build made during the run
// (another terminal, an editor) would otherwise swap the app under measurement half way through.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** How much of the server's output is kept for error messages. */
const OUTPUT_KEPT = 64 * 1024;

/** Every copy being prepared or served, so that a signal handler can stop them mid-start too. */
const live = new Set<() => Promise<void>>();

/**
 * Stops every served copy, including one still starting (for SIGINT/SIGTERM handlers: a Ctrl-C during the
 * start-up would otherwise leave wrangler running, since it is in its own process group).
 */
export async function stopServedCopies(): Promise<void> {
  await Promise.all([...live].map((stop) => stop()));
}

export interface ServedCopy {
  /** e.g. http://localhost:41234 */
  baseURL: string;
  /** The server's wrangler state directory (D1, R2, KV, Durable Objects). */
  stateDir: string;
  /** The last 64 KB of the server's stdout and stderr. */
  output(): string;
  /** Stops the server (its whole process group) and removes the copy and its state. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Copies dist/ into a temporary folder, migrates and seeds a state directory there (scripts/prepare-local-db.ts),
 * starts scripts/serve.ts on a free port and waits until /api/health answers.
 * `label` names the temporary folder (sebenza-<label>-XXXXXX); `env` adds to the server's environment (e.g.
 * SIMULATED_D1_DELAY_MS, which scripts/serve.ts passes on to the Worker).
 */
export async function serveCopyOfDist(
  label: string,
  {
    env: extraEnv = {},
    preparedState,
  }: {
    env?: NodeJS.ProcessEnv;
    /** A state directory from `prepareStateDir`, copied instead of migrating and seeding a new one. */
    preparedState?: string;
  } = {},
): Promise<ServedCopy> {
  if (!existsSync(path.join(ROOT, 'dist/sebenza/wrangler.json'))) {
    throw new Error('There is no built app (dist/sebenza/wrangler.json): run `npm run build` first.');
  }
  const runDir = mkdtempSync(path.join(tmpdir(), `sebenza-${label}-`));
  const stateDir = path.join(runDir, 'state');
  const children: ChildProcess[] = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await Promise.all(children.map(stopGroup));
      rmSync(runDir, { recursive: true, force: true, maxRetries: 5 });
      live.delete(stop);
    })());
  live.add(stop);
  try {
    cpSync(path.join(ROOT, 'dist'), path.join(runDir, 'dist'), { recursive: true });
    const env = { ...process.env, ...extraEnv, SEBENZA_STATE_DIR: stateDir };
    if (preparedState) cpSync(preparedState, stateDir, { recursive: true });
    else await runToEnd(process.execPath, [path.join(ROOT, 'scripts/prepare-local-db.ts')], env, children);

    // The free port is found before wrangler takes it, so another process (a test's own server, an inspector) may take
    // it in between: wrangler then exits saying so, and the server starts again on another port.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      if (stopping) throw new Error('Stopped while starting.');
      // serve.ts reads dist/ from its working directory: the copy. Its own process group, so that stopping it
      // stops wrangler and workerd too, and a Ctrl-C in the terminal reaches only our process, which cleans up.
      const server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.ts')], {
        cwd: runDir,
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      children.push(server);
      let output = '';
      const keep = (d: Buffer) => {
        output += d;
        if (output.length > 2 * OUTPUT_KEPT) output = output.slice(-OUTPUT_KEPT);
      };
      server.stdout!.on('data', keep);
      server.stderr!.on('data', keep);
      const baseURL = `http://localhost:${port}`;
      try {
        await waitUntilReady(`${baseURL}/api/health`, server, () => output);
      } catch (error) {
        if (attempt < PORT_ATTEMPTS && /Address already in use/i.test(output)) {
          await stopGroup(server);
          continue;
        }
        throw error;
      }
      return { baseURL, stateDir, output: () => output.slice(-OUTPUT_KEPT), stop };
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A state directory migrated and seeded as `npm start` prepares one, for `serveCopyOfDist({ preparedState })`: the
 * browser tests start three servers (their own, the service worker's deploy and `sim:latency`'s), and preparing a
 * state takes about half a minute where copying one takes a moment. Nothing serves it, so it stays as seeded.
 */
export async function prepareStateDir(
  label: string,
): Promise<{ stateDir: string; remove(): void; /** What preparing it printed. */ output: string }> {
  const runDir = mkdtempSync(path.join(tmpdir(), `sebenza-${label}-`));
  const stateDir = path.join(runDir, 'state');
  const remove = () => rmSync(runDir, { recursive: true, force: true, maxRetries: 5 });
  try {
    const output = await runToEnd(
      process.execPath,
      [path.join(ROOT, 'scripts/prepare-local-db.ts')],
      { ...process.env, SEBENZA_STATE_DIR: stateDir },
      [],
    );
    return { stateDir, remove, output };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Runs a command to its end in its own process group (registered in `children`, so that it can be stopped); resolves
 * with what it printed.
 */
function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv, children: ChildProcess[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** How many ports to try when another process takes the free one first. */
const PORT_ATTEMPTS = 3;

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
  throw new Error(`The app server did not become ready within 60 s:\n${output()}`);
}

/** SIGTERM to a child's process group; SIGKILL if it is not gone 5 s later. Resolves when no member is left. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pgid = child.pid;
  if (!pgid) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pgid, name);
    } catch {
      // no process left in the group
    }
  };
  signal('SIGTERM');
  // wrangler's workerd may outlive serve.ts by a moment: wait for the whole group, not just its leader.
  const deadline = Date.now() + 5_000;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(pgid)) {
    signal('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Whether a process group has a live (not zombie) member; Linux's /proc, else kill(-pgid, 0). */
function groupAlive(pgid: number): boolean {
  try {
    return readdirSync('/proc').some((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid pgrp ..."; comm may contain spaces and parentheses.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(pgrp) === pgid && state !== 'Z';
      } catch {
        return false; // gone meanwhile
      }
    });
  } catch {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  }
}
