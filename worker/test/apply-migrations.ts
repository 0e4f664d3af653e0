import { applyD1Migrations, env } from 'cloudflare:test';

// Every test file starts from a freshly migrated, empty database and empty KV and R2. The worker projects run all
// their files in one Worker (`isolate: false` in vitest.config.ts): a new workerd per file cost about 4 s each, most
// of the suite's time. So instead of a fresh runtime, each file gets fresh storage here: every table is dropped and
// the migrations run again (they also insert the rows every deployment starts with), and KV and R2 are emptied.
await dropAllTables(env.DB);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await emptyKv(env.CACHE);
await emptyBucket(env.IMAGES);

async function dropAllTables(db: D1Database) {
  const ours = `m.name not like 'sqlite\\_%' escape '\\' and m.name not like '\\_cf\\_%' escape '\\'`;
  const [triggersAndViews, tables, references] = await db.batch<{
    name: string;
    type?: string;
    virtual?: number;
    parent?: string;
  }>([
    db.prepare(`select m.type, m.name from sqlite_master m where m.type in ('trigger', 'view') and ${ours}`),
    db.prepare(
      `select m.name, m.sql like 'CREATE VIRTUAL TABLE%' as virtual from sqlite_master m where m.type = 'table' and ${ours}`,
    ),
    db.prepare(
      `select m.name, f."table" as parent from sqlite_master m, pragma_foreign_key_list(m.name) f
       where m.type = 'table' and ${ours}`,
    ),
  ]);
  // Dropping a table deletes its rows: triggers go first (they would fire), with the views (the migrations create
  // them again), and a table goes before the tables it refers to (its rows' foreign keys are checked against them).
  // Dropping a full-text table drops its shadow tables.
  const parentsOf = new Map<string, string[]>();
  for (const { name, parent } of references!.results) parentsOf.set(name, [...(parentsOf.get(name) ?? []), parent!]);
  const fullText = tables!.results.filter((t) => t.virtual).map((t) => t.name);
  const remaining = new Set(
    tables!.results.map((t) => t.name).filter((name) => !fullText.some((fts) => name.startsWith(`${fts}_`))),
  );
  const order: string[] = [];
  while (remaining.size) {
    const referredTo = new Set([...remaining].flatMap((name) => parentsOf.get(name) ?? []).filter((p) => p));
    const leaves = [...remaining].filter((name) => !referredTo.has(name) || parentsOf.get(name)?.includes(name));
    for (const name of leaves.length ? leaves : [...remaining]) {
      order.push(name);
      remaining.delete(name);
    }
  }
  const drop = (kind: string, name: string) => db.prepare(`drop ${kind} if exists "${name.replaceAll('"', '""')}"`);
  const statements = [
    ...triggersAndViews!.results.map((t) => drop(t.type!, t.name)),
    ...order.map((n) => drop('table', n)),
  ];
  if (statements.length) await db.batch(statements);
}

async function emptyKv(kv: KVNamespace) {
  for (let cursor: string | undefined; ;) {
    const page = await kv.list(cursor ? { cursor } : {});
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    if (page.list_complete) return;
    cursor = page.cursor;
  }
}

async function emptyBucket(bucket: R2Bucket) {
  for (let cursor: string | undefined; ;) {
    const page = await bucket.list(cursor ? { cursor } : {});
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    if (!page.truncated) return;
    cursor = page.cursor;
  }
}
