// Latency of the four AI advisor endpoints against a running app (it starts nothing itself):
//   npm start                                    # no OPENAI_API_KEY: the offline advisor answers
//   BASE_URL=http://localhost:8787 npm run bench:advisor
// It signs up fresh members through the API and sends REQUESTS requests (default 40, at most 200) to each endpoint,
// one at a time, printing p50/p95 per endpoint. Every body differs, so the KV answer cache never answers; and since
// a free member has 3 templates a month and 30 advisor calls a day, it moves to a new member before either runs out.
// Plain Node 22 (global fetch, no dependencies).
import { ADVISOR_CITIES, ADVISOR_SKILLS, AI_QUOTAS, TEMPLATE_TYPES } from '../schema/contract/ai-rules.ts';
import { signUpMember } from './lib/sign-up.ts';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8787').replace(/\/$/, '');
const REQUESTS = Math.min(200, Math.max(1, Number(process.env.REQUESTS ?? 40)));
const PASSWORD = 'bench-advisor-password';

type Endpoint = { path: string; perMember: number; body: (i: number) => unknown; accept?: string };

const ENDPOINTS: Endpoint[] = [
  {
    path: 'generate-template',
    perMember: AI_QUOTAS.free.templatesPerMonth,
    body: (i) => ({
      templateType: TEMPLATE_TYPES[i % TEMPLATE_TYPES.length],
      businessInfo: { businessName: `Bench Business ${i}`, industry: 'Catering' },
    }),
  },
  {
    path: 'market-intelligence',
    perMember: AI_QUOTAS.free.advisorCallsPerDay,
    body: (i) => ({
      location: ADVISOR_CITIES[i % ADVISOR_CITIES.length],
      skills: [ADVISOR_SKILLS[i % ADVISOR_SKILLS.length], ADVISOR_SKILLS[(i * 7 + 3) % ADVISOR_SKILLS.length]],
    }),
  },
  {
    path: 'micro-learning',
    perMember: AI_QUOTAS.free.advisorCallsPerDay,
    body: (i) => ({ goal: `Price my catering and find clients (${i})`, completedLessons: [] }),
  },
  {
    path: 'income-chat',
    perMember: AI_QUOTAS.free.advisorCallsPerDay,
    body: (i) => ({ message: `How do I start a side hustle in ${ADVISOR_CITIES[i % ADVISOR_CITIES.length]}? (${i})` }),
  },
];

function fail(message: string, detail?: unknown): never {
  console.error(`FAILED: ${message}`, detail ?? '');
  process.exit(1);
}

async function post(path: string, body: unknown, cookie?: string) {
  const headers: Record<string, string> = { Origin: BASE_URL, 'Content-Type': 'application/json' };
  if (cookie) headers.Cookie = cookie;
  const started = performance.now();
  const res = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  return { res, text, ms: performance.now() - started };
}

let members = 0;
async function signUp(): Promise<string> {
  members += 1;
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  try {
    return await signUpMember(BASE_URL, {
      email: `bench-advisor-${stamp}@example.test`,
      password: PASSWORD,
      firstName: 'Bench',
      lastName: 'Advisor',
    });
  } catch (error) {
    fail('sign-up failed', error);
  }
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

async function benchEndpoint(endpoint: Endpoint) {
  const times: number[] = [];
  let cookie = '';
  let advisor = '';
  for (let i = 0; i < REQUESTS; i++) {
    if (i % endpoint.perMember === 0) cookie = await signUp();
    const { res, text, ms } = await post(`/api/ai/${endpoint.path}`, endpoint.body(i), cookie);
    if (res.status !== 200) fail(`${endpoint.path} #${i} answered ${res.status}`, text);
    advisor = (JSON.parse(text) as { advisor: string }).advisor;
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${endpoint.path.padEnd(20)} ${String(times.length).padStart(4)} requests (${advisor} advisor)  ` +
      `p50 ${fmt(percentile(times, 0.5))} ms  p95 ${fmt(percentile(times, 0.95))} ms  max ${fmt(times.at(-1)!)} ms`,
  );
}

async function main() {
  const health = await fetch(`${BASE_URL}/api/health`).catch(() =>
    fail(`nothing answers at ${BASE_URL}: start the app first`),
  );
  if (health.status !== 200) fail(`/api/health answered ${health.status}`);
  console.log(`AI advisor endpoints at ${BASE_URL}, ${REQUESTS} sequential requests each, bodies all different:`);
  for (const endpoint of ENDPOINTS) await benchEndpoint(endpoint);
  console.log(
    `(${members} fresh members signed up: a new one every ${AI_QUOTAS.free.templatesPerMonth} templates and every ` +
      `${AI_QUOTAS.free.advisorCallsPerDay} advisor calls, so no free quota runs out; times include no sign-up.)`,
  );
}

await main();
