// The long API fuzz run (tests/api/fuzz.test.ts): FUZZ_RUNS cases per route, role and category (default 25) with
// a random seed, printed so a failure can be replayed with FUZZ_SEED=<seed> npm run fuzz.
import { spawnSync } from 'node:child_process';

const runs = process.env.FUZZ_RUNS ?? '25';
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
console.info(`API fuzz: ${runs} run(s) per route, role and category, seed ${seed}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'worker', 'tests/api/fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
process.exit(result.status ?? 1);
