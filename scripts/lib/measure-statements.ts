import type { D1Like } from './mentor-bench-modules.ts';

// Statement capture: which SQL (and parameters) the service runs, to re-run each alone. A statement is logged when it
// is bound, not when it is prepared: drizzle binds every statement it runs (with no values when it has none), and
// prepares a statement without parameters twice for a batch, running only the second.
export type Captured = { sql: string; params: unknown[] };
export function capturing(d1: D1Like, log: Captured[]): D1Like {
  return {
    prepare(sql: string) {
      const real = d1.prepare(sql);
      return new Proxy(real, {
        get(target, prop) {
          if (prop === 'bind') {
            return (...values: unknown[]) => {
              log.push({ sql, params: values });
              return target.bind(...values);
            };
          }
          const value = Reflect.get(target, prop);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
    batch: (statements) => d1.batch(statements),
    exec: (sql) => d1.exec(sql),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export type Scenario = { name: string; call: () => Promise<string> };

/**
 * Runs `scenario` `warmup` times, then `runs` times timed end to end; then re-runs the statements of its last run one
 * at a time for their rows_read and query plan once, and D1's own time (meta.duration) per run.
 */
export async function measure(
  d1: D1Like,
  log: Captured[],
  scenario: Scenario,
  { runs, warmup }: { runs: number; warmup: number },
) {
  for (let i = 0; i < warmup; i++) await scenario.call();
  const wall: number[] = [];
  let summary = '';
  for (let i = 0; i < runs; i++) {
    log.length = 0;
    const t0 = performance.now();
    summary = await scenario.call();
    wall.push(performance.now() - t0);
  }
  // The statements of the last run, re-run one at a time: rows_read and plan once, D1's own time per run.
  const statements = [];
  for (const { sql, params } of log) {
    const first = await d1
      .prepare(sql)
      .bind(...params)
      .all();
    const plan = await d1
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all();
    statements.push({
      sql,
      params,
      rowsRead: first.meta.rows_read ?? NaN,
      plan: plan.results.map((r) => String(r.detail)),
    });
  }
  const d1Time: number[] = [];
  for (let i = 0; i < runs; i++) {
    let total = 0;
    for (const { sql, params } of statements)
      total +=
        (
          await d1
            .prepare(sql)
            .bind(...params)
            .all()
        ).meta.duration ?? 0;
    d1Time.push(total);
  }
  wall.sort((a, b) => a - b);
  d1Time.sort((a, b) => a - b);
  return {
    p50: percentile(wall, 50),
    p95: percentile(wall, 95),
    d1P50: percentile(d1Time, 50),
    d1P95: percentile(d1Time, 95),
    summary,
    statements,
  };
}
