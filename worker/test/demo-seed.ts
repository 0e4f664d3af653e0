import { eq } from 'drizzle-orm';
import * as t from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import releasePackage from '../opportunities/fixtures/etenders-releases.json';
import trendsZa from '../opportunities/fixtures/google-trends-za.xml?raw';
import bizcommunity from '../opportunities/fixtures/rss-bizcommunity.xml?raw';
import wordpress from '../opportunities/fixtures/rss-wordpress.xml?raw';

/** The publisher captures, as scripts/seed.ts reads them from disk (workerd has no fs: imported instead). */
export const samples = new Map([
  ['etenders-releases.json', JSON.stringify(releasePackage)],
  ['google-trends-za.xml', trendsZa],
  ['rss-bizcommunity.xml', bizcommunity],
  ['rss-wordpress.xml', wordpress],
]);
export const readSample = async (file: string) => samples.get(file)!;

/** A seeded person's user id, by email. */
export async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
