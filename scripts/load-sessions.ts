// Load test for group sessions against a running app (it starts nothing itself):
//   npm start                                   # or: PORT=8793 node scripts/serve.ts after a build
//   BASE_URL=http://localhost:8787 node scripts/load-sessions.ts
// It signs up USERS accounts, makes a fresh mentor who creates one session of MAX_PARTICIPANTS seats, then measures
// (a) GET /api/group-sessions and (b) joins (every user joins, then every user tries again), each with CONCURRENCY
// connections, printing requests/s and p50/p99 latency; finally it checks the session was never over-booked.
// Plain Node 22 (global fetch; members sign up through scripts/lib/sign-up.ts). Every number below can be set
// through the environment.
import { signUpMember } from './lib/sign-up.ts';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8787').replace(/\/$/, '');
const USERS = Number(process.env.USERS ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
const LIST_REQUESTS = Number(process.env.LIST_REQUESTS ?? 2000);
const MAX_PARTICIPANTS = Number(process.env.MAX_PARTICIPANTS ?? 50);
/** Each phase stops early once it has run this long. */
const PHASE_LIMIT_MS = Number(process.env.PHASE_LIMIT_MS ?? 60_000);
const PASSWORD = 'load-test-password';

type Answer = { status: number; body: unknown; ms: number; cookie: string | null };

async function call(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string | null } = {},
): Promise<Answer> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = {};
  // The API refuses cross-site writes: a non-GET must name our own origin.
  if (method !== 'GET') headers.Origin = BASE_URL;
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  const cookie =
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sebenza_session='))
      ?.split(';')[0] ?? null;
  return { status: res.status, body, ms, cookie };
}

/** Runs `count` tasks with at most `concurrency` in flight, stopping new ones after `limitMs`. */
async function pool<T>(count: number, concurrency: number, limitMs: number, task: (i: number) => Promise<T>) {
  const results: T[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count && performance.now() - started < limitMs) {
      const i = next++;
      results.push(await task(i));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { results, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function report(name: string, answers: Answer[], seconds: number) {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const statuses: Record<number, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `${name}: ${answers.length} requests in ${seconds.toFixed(2)} s = ${fmt(answers.length / seconds)} req/s; ` +
      `latency p50 ${fmt(percentile(ms, 0.5))} ms, p90 ${fmt(percentile(ms, 0.9))} ms, ` +
      `p99 ${fmt(percentile(ms, 0.99))} ms, max ${fmt(ms[ms.length - 1] ?? NaN)} ms; statuses ${JSON.stringify(statuses)}`,
  );
}

function fail(message: string, detail?: unknown): never {
  console.error(`FAILED: ${message}`, detail ?? '');
  process.exit(1);
}

async function signUp(label: string): Promise<string> {
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  try {
    return await signUpMember(BASE_URL, {
      email: `load-${label}-${stamp}@example.test`,
      password: PASSWORD,
      firstName: 'Load',
      lastName: label,
    });
  } catch (error) {
    fail(`sign-up ${label} failed`, error);
  }
}

async function main() {
  console.log(
    `Load test against ${BASE_URL}: ${USERS} users, ${CONCURRENCY} connections, session of ${MAX_PARTICIPANTS}`,
  );
  const health = await call('/api/health').catch(() => fail(`nothing answers at ${BASE_URL}: start the app first`));
  if (health.status !== 200) fail(`/api/health answered ${health.status}`);

  // A fresh mentor: an account, then a mentor profile through the mentor form's endpoint.
  const mentorCookie = await signUp('mentor');
  const journeys = (await call('/api/journey-paths')).body as { slug: string }[];
  const categories = (await call('/api/categories')).body as { slug: string }[];
  const profile = await call('/api/mentors', {
    method: 'POST',
    cookie: mentorCookie,
    body: {
      name: 'Load Test Mentor',
      title: 'Mentor under load',
      journeyPath: journeys[0]?.slug ?? 'creative-hustler',
      category: categories[0]?.slug ?? 'business',
      skills: ['Testing'],
      languages: ['en'],
    },
  });
  if (profile.status === 404) fail('POST /api/mentors does not exist in this build, so no mentor can be made');
  if (profile.status !== 201) fail(`POST /api/mentors answered ${profile.status}`, profile.body);

  const created = await call('/api/group-sessions', {
    method: 'POST',
    cookie: mentorCookie,
    body: {
      title: `Load test session ${new Date().toISOString()}`,
      description: 'Created by scripts/load-sessions.ts',
      scheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      duration: 60,
      maxParticipants: MAX_PARTICIPANTS,
    },
  });
  if (created.status !== 201) fail(`creating the session answered ${created.status}`, created.body);
  const sessionId = (created.body as { id: number }).id;

  const signUps = await pool(USERS, 8, Number.POSITIVE_INFINITY, (i) => signUp(`user${i}`));
  const cookies = signUps.results;
  console.log(
    `Signed up ${cookies.length} users in ${signUps.seconds.toFixed(1)} s (PBKDF2 at 100,000 iterations each)`,
  );

  // (a) The public list, as visitors and signed-in users alternately.
  const list = await pool(LIST_REQUESTS, CONCURRENCY, PHASE_LIMIT_MS, (i) =>
    call('/api/group-sessions?limit=20', { cookie: i % 2 ? cookies[i % cookies.length] : null }),
  );
  report('GET /api/group-sessions', list.results, list.seconds);

  // (b) Joins: every user once, then every user again (idempotent repeats), all racing for the seats.
  const joinOrder = [...cookies, ...cookies];
  const joins = await pool(joinOrder.length, CONCURRENCY, PHASE_LIMIT_MS, (i) =>
    call(`/api/group-sessions/${sessionId}/join`, { method: 'POST', cookie: joinOrder[i] }),
  );
  report(`POST /api/group-sessions/${sessionId}/join`, joins.results, joins.seconds);

  // No over-booking: the count, the participant rows and the 201 answers all agree and never pass the cap.
  const session = (await call(`/api/group-sessions/${sessionId}`)).body as {
    currentParticipants: number;
    maxParticipants: number;
  };
  const participants = (
    (await call(`/api/group-sessions/${sessionId}/participants`, { cookie: mentorCookie })).body as {
      items: { userId: string }[];
    }
  ).items;
  const admitted = joins.results.filter((a) => a.status === 201).length;
  const unexpected = joins.results.filter((a) => ![200, 201, 409].includes(a.status));
  const distinct = new Set(participants.map((p) => p.userId)).size;
  console.log(
    `Session ${sessionId}: ${session.currentParticipants} / ${session.maxParticipants} participants, ` +
      `${participants.length} participant rows (${distinct} distinct users), ${admitted} joins answered 201`,
  );
  if (session.currentParticipants > session.maxParticipants) fail('the session is over-booked');
  if (distinct !== participants.length) fail('a user holds more than one seat');
  if (participants.length !== session.currentParticipants || admitted !== session.currentParticipants) {
    fail('the participant rows, the count and the 201 answers disagree');
  }
  if (session.currentParticipants !== Math.min(MAX_PARTICIPANTS, cookies.length)) fail('seats were left empty');
  if (unexpected.length > 0) fail(`${unexpected.length} joins answered something other than 200/201/409`);
  console.log('OK: no over-booking, no user twice.');
}

await main();

export {};
