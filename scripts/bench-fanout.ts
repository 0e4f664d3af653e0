// Room chat fan-out benchmark: N members connected to one room over WebSockets, M messages sent over HTTP by
// several members, delivery latency measured at every client, and every client checked to have received every
// message exactly once and in the same order.
//
//   npm start            (in another terminal: the app on http://localhost:8787)
//   node scripts/bench-fanout.ts [--clients 500] [--messages 50] [--base http://localhost:8787]
//
// Loopback only, bounded in count and time (it gives up after 60 s of waiting for deliveries).
import type { RoomMessage, ServerSocketMessage } from '../schema/contract/community.ts';
import { signUpMember } from './lib/sign-up.ts';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const BASE = args.get('base') ?? process.env.BASE_URL ?? 'http://localhost:8787';
const CLIENTS = Math.min(500, Number(args.get('clients') ?? 100));
const MESSAGES = Math.min(500, Number(args.get('messages') ?? 50));
/** The server allows 10 messages per user per 10 s, so messages are spread over this many senders. */
const SENDERS = Math.max(1, Math.min(CLIENTS, Math.ceil(MESSAGES / 5)));
const DEADLINE_MS = 60_000;

if (!/^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(BASE)) {
  throw new Error(`Refusing to load anything but this machine: ${BASE}`);
}

async function call(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('Origin', BASE);
  if (init.cookie) headers.set('Cookie', init.cookie);
  if (init.body) headers.set('Content-Type', 'application/json');
  const res = await fetch(BASE + path, { ...init, headers, redirect: 'manual' });
  if (res.status >= 400) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** Runs `work` over `items` with at most `limit` at once. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const run = Date.now().toString(36);
console.log(`Fan-out: ${CLIENTS} clients, ${MESSAGES} messages from ${SENDERS} senders, against ${BASE}`);

// 1. Members: register, then join the first room.
const cookies = await pool(
  Array.from({ length: CLIENTS }, (_, i) => i),
  8,
  async (i) => {
    return signUpMember(BASE, {
      email: `fanout-${run}-${i}@example.test`,
      password: 'fanout-password',
      firstName: 'Fan',
      lastName: `Out${i}`,
    });
  },
);
const rooms = (await (await call('/api/community/rooms')).json()) as { id: number; name: string }[];
const room = rooms[0];
if (!room) throw new Error('No community room: seed the database first (npm start does).');
await pool(cookies, 16, (cookie) => call(`/api/community/rooms/${room.id}/join`, { method: 'POST', cookie }));

// 2. Every member connects.
const wsBase = BASE.replace(/^http/, 'ws');
type Client = { socket: WebSocket; received: number[]; latencies: number[] };
const sentAt = new Map<string, number>();
const clients: Client[] = await pool(cookies, 32, (cookie) => {
  return new Promise<Client>((resolve, reject) => {
    const socket = new WebSocket(`${wsBase}/api/community/rooms/${room.id}/ws`, {
      // As a browser on our own page would: the Worker refuses upgrades from another origin.
      headers: { Cookie: cookie, Origin: BASE },
    } as never);
    const client: Client = { socket, received: [], latencies: [] };
    socket.onopen = () => resolve(client);
    socket.onerror = () => reject(new Error('A socket failed to connect.'));
    socket.onmessage = (event) => {
      const data = JSON.parse(String(event.data)) as ServerSocketMessage;
      if (data.type !== 'message' || !data.message.content.startsWith(`bench ${run} `)) return;
      client.received.push(data.message.id);
      const started = sentAt.get(data.message.content);
      if (started !== undefined) client.latencies.push(performance.now() - started);
    };
  });
});
console.log(`${clients.length} sockets open in room "${room.name}".`);

// 3. Messages, spread over the senders, a few in flight at a time.
const sentIds: number[] = [];
await pool(
  Array.from({ length: MESSAGES }, (_, i) => i),
  4,
  async (i) => {
    const content = `bench ${run} ${i}`;
    sentAt.set(content, performance.now());
    const res = await call(`/api/community/rooms/${room.id}/messages`, {
      method: 'POST',
      cookie: cookies[i % SENDERS],
      body: JSON.stringify({ content }),
    });
    sentIds.push(((await res.json()) as RoomMessage).id);
  },
);

// 4. Wait (bounded) until every client has every message.
const deadline = Date.now() + DEADLINE_MS;
while (clients.some((c) => c.received.length < MESSAGES) && Date.now() < deadline) {
  await new Promise((r) => setTimeout(r, 100));
}
for (const c of clients) c.socket.close();

const expected = [...sentIds].sort((a, b) => a - b);
const exactlyOnceInOrder = clients.filter((c) => JSON.stringify(c.received) === JSON.stringify(expected)).length;
const latencies = clients.flatMap((c) => c.latencies).sort((a, b) => a - b);
console.log(`Deliveries: ${latencies.length} of ${CLIENTS * MESSAGES}`);
console.log(
  `Latency (HTTP send → socket receipt): p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
);
console.log(`Clients with every message exactly once, in id order: ${exactlyOnceInOrder} of ${CLIENTS}`);
if (exactlyOnceInOrder !== CLIENTS) process.exitCode = 1;
