import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './client.ts';

/**
 * A write's statements and then the read that answers it, as ONE D1 batch (decision 031): a batch is one transaction
 * run in order, so the read sees the writes, and the answer costs no round trip of its own. Answers the writes' results
 * in order and the read's rows. The read's fields need names of their own when it joins tables that share a column name
 * (`namedFields`, read-together.ts), as in any batch.
 */
export async function writeThenRead<
  U extends BatchItem<'sqlite'>,
  W extends Readonly<[U, ...U[]]>,
  R extends BatchItem<'sqlite'>,
>(db: Db, writes: W, read: R): Promise<{ written: { [K in keyof W]: Awaited<W[K]> }; read: Awaited<R> }> {
  const answers: readonly unknown[] = await db.batch([...writes, read] as [
    BatchItem<'sqlite'>,
    ...BatchItem<'sqlite'>[],
  ]);
  return { written: answers.slice(0, -1) as { [K in keyof W]: Awaited<W[K]> }, read: answers.at(-1) as Awaited<R> };
}
