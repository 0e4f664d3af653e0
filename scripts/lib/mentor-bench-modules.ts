// The Worker modules the mentor benchmark (scripts/bench-mentors.ts) calls, loaded by computed specifier so that this
// Node-side project does not re-check Worker files against Node/DOM types (as scripts/seed.ts does); these
// signatures are all the benchmark relies on.
export type Filters = {
  search?: string;
  category?: string;
  journey?: string;
  language?: string;
  limit: number;
  cursor?: string;
};
export interface Statement {
  bind(...values: unknown[]): Statement;
  all(): Promise<{ results: Record<string, unknown>[]; meta: { rows_read?: number; duration?: number } }>;
}
export interface D1Like {
  prepare(sql: string): Statement;
  batch(statements: Statement[]): Promise<unknown[]>;
  exec(sql: string): Promise<unknown>;
}
export interface WorkerModules {
  createDb(d1: D1Like): unknown;
  listMentors(
    db: unknown,
    query: Filters,
  ): Promise<{ items: { id: number }[]; nextCursor: string | null; total: number; totalIsCapped: boolean }>;
  encodeCursor(key: readonly number[]): string;
  listJourneyPaths(db: unknown): Promise<unknown[]>;
  recommendMentorCards(
    db: unknown,
    input: { userId: string; limit: number; now: Date },
  ): Promise<{ matchedOn: readonly string[] }[]>;
  matchTermsOf(profile: { interests?: string; goals?: string; location?: string }): unknown;
  countUsers(input: { db: unknown }): Promise<{ users: number }>;
  CATEGORY_SEED: readonly { slug: string; name: string }[];
  JOURNEY_SEED: readonly { slug: string; name: string; description: string; color: string; icon: string }[];
}
export async function loadWorkerModules(): Promise<WorkerModules> {
  const load = (relative: string) => import(new URL(relative, import.meta.url).href);
  const [client, list, recommend, cursor, taxonomy, stats, seed] = await Promise.all([
    load('../../worker/db/client.ts'),
    load('../../worker/mentors/list-mentors.ts'),
    load('../../worker/mentors/recommend-mentors.ts'),
    load('../../worker/db/keyset.ts'),
    load('../../worker/taxonomy/taxonomy.ts'),
    load('../../worker/stats/count-users.ts'),
    load('../../worker/taxonomy/taxonomy-seed.ts'),
  ]);
  return { ...client, ...list, ...recommend, ...cursor, ...taxonomy, ...stats, ...seed };
}
