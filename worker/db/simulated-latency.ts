/**
 * `npm run sim:latency` (scripts/sim-latency.ts) starts the app with SIMULATED_D1_DELAY_MS set: every call to the real
 * D1 binding then waits that long first (a stand-in for the round trip from Johannesburg to D1 in Europe), and each
 * answer says in X-D1-Round-Trips how many sequential trips it made. Without the variable, and always in production,
 * nothing here runs and the binding is untouched.
 */
export const ROUND_TRIPS_HEADER = 'X-D1-Round-Trips';

/**
 * The two bindings the simulation reads (the Worker's env has them). Named here rather than imported from worker/env.ts,
 * which sits above db/ (its request variables hold the database client).
 */
export type LatencyBindings = { APP_ENV: string; SIMULATED_D1_DELAY_MS?: string };

/** The delay to simulate for these bindings, or null when the simulation is off. */
export function simulatedD1Delay(env: LatencyBindings): number | null {
  if (env.APP_ENV === 'production' || !env.SIMULATED_D1_DELAY_MS) return null;
  const delay = Number(env.SIMULATED_D1_DELAY_MS);
  return Number.isFinite(delay) && delay >= 0 ? delay : null;
}

/**
 * Counts round trips as a chain: calls that overlap in time share one trip (they travel together), a call that starts
 * after another has answered is one trip further. The count, read when the answer is ready, is the longest such chain
 * of calls answered by then, which is what a distant database cost the answer in waiting. A call still travelling at
 * that moment was not waited for (the notification sender a write leaves to `waitUntil`), so it is not counted.
 */
export class RoundTripCounter {
  private answeredDepth = 0;

  get trips(): number {
    return this.answeredDepth;
  }

  async time<T>(delayMs: number, call: () => Promise<T>): Promise<T> {
    const depth = this.answeredDepth + 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return await call();
    } finally {
      this.answeredDepth = Math.max(this.answeredDepth, depth);
    }
  }
}

type Timed = <T>(call: () => Promise<T>) => Promise<T>;

/** The real statement behind each wrapped one, for `batch`, which takes only real statements. */
const realStatements = new WeakMap<D1PreparedStatement, D1PreparedStatement>();

function statement(real: D1PreparedStatement, timed: Timed): D1PreparedStatement {
  const wrapped = {
    bind: (...values: unknown[]) => statement(real.bind(...values), timed),
    first: (column?: string) => timed(() => (column === undefined ? real.first() : real.first(column))),
    run: () => timed(() => real.run()),
    all: () => timed(() => real.all()),
    raw: (options?: { columnNames?: boolean }) =>
      timed(() => (options?.columnNames ? real.raw({ columnNames: true }) : real.raw())),
  } as unknown as D1PreparedStatement;
  realStatements.set(wrapped, real);
  return wrapped;
}

const unwrap = (statements: D1PreparedStatement[]) => statements.map((s) => realStatements.get(s) ?? s);

function session(real: D1DatabaseSession, timed: Timed): D1DatabaseSession {
  return {
    prepare: (query: string) => statement(real.prepare(query), timed),
    batch: <T>(statements: D1PreparedStatement[]) => timed(() => real.batch<T>(unwrap(statements))),
    getBookmark: () => real.getBookmark(),
  } as D1DatabaseSession;
}

/** The D1 binding with every call delayed by `delayMs` and timed by `counter`; the calls themselves are the real ones. */
export function delayedD1(real: D1Database, delayMs: number, counter: RoundTripCounter): D1Database {
  const timed: Timed = (call) => counter.time(delayMs, call);
  return {
    prepare: (query: string) => statement(real.prepare(query), timed),
    batch: <T>(statements: D1PreparedStatement[]) => timed(() => real.batch<T>(unwrap(statements))),
    exec: (query: string) => timed(() => real.exec(query)),
    withSession: (constraintOrBookmark?: string) => session(real.withSession(constraintOrBookmark), timed),
    dump: () => timed(() => real.dump()),
  } as D1Database;
}

/**
 * Runs one request with the delayed binding (a fresh counter per request; the in-process API calls of a server-rendered
 * page count towards the page) and reports the count in the answer's headers.
 */
export async function fetchWithSimulatedLatency<Bindings extends { DB: D1Database }>(
  fetch: (request: Request, env: Bindings, ctx: ExecutionContext) => Response | Promise<Response>,
  request: Request,
  env: Bindings,
  ctx: ExecutionContext,
  delayMs: number,
): Promise<Response> {
  const counter = new RoundTripCounter();
  const response = await fetch(request, { ...env, DB: delayedD1(env.DB, delayMs, counter) }, ctx);
  if (response.status === 101) return response;
  const counted = new Response(response.body, response);
  counted.headers.set(ROUND_TRIPS_HEADER, String(counter.trips));
  return counted;
}
