// Deploys Sebenza to Cloudflare: build, apply D1 migrations to the remote database, deploy Worker + assets.
// Needs a Cloudflare account: `wrangler login` (or CLOUDFLARE_API_TOKEN) and the real resource ids in
// wrangler.toml (see README "Deploying to Cloudflare"). Never run in CI.
import { readFileSync } from 'node:fs';
import { run } from './local-env.ts';

const config = readFileSync('wrangler.toml', 'utf8');
const placeholders = ['00000000-0000-4000-8000-000000000000', '00000000000000000000000000000000'].filter((id) =>
  config.includes(id),
);
if (placeholders.length > 0) {
  console.error(
    'wrangler.toml still holds the local placeholder ids for D1 and/or KV.\n' +
      'Create the resources once and paste their ids (README, "Deploying to Cloudflare"):\n' +
      '  npx wrangler d1 create sebenza\n  npx wrangler kv namespace create CACHE\n  npx wrangler r2 bucket create sebenza-images',
  );
  process.exit(1);
}

// POPIA: /privacy must name a real information officer (docs/decisions/020-popia-export-and-deletion.md).
const officerUnset = ['INFORMATION_OFFICER_NAME', 'INFORMATION_OFFICER_EMAIL'].filter((name) =>
  new RegExp(`^${name}\\s*=\\s*""`, 'm').test(config),
);
if (officerUnset.length > 0) {
  console.error(
    `wrangler.toml leaves ${officerUnset.join(' and ')} empty: /privacy would name nobody as information officer.\n` +
      'Fill both in under [vars] (the person registered with the Information Regulator, and their email address).',
  );
  process.exit(1);
}

// Every absolute link the app writes starts with APP_ORIGIN (docs/decisions/040): production refuses to start without it.
if (!/^APP_ORIGIN\s*=\s*"https:\/\/[^"]+"/m.test(config)) {
  console.error(
    'wrangler.toml leaves APP_ORIGIN empty (or not https): the app would refuse to start without its own address.\n' +
      'Set it under [vars] to the address members use, e.g. APP_ORIGIN = "https://sebenza.co.za".',
  );
  process.exit(1);
}

await run('vite', ['build']);
await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--remote']);
await run('wrangler', ['deploy', '--config', 'dist/sebenza/wrangler.json']);
