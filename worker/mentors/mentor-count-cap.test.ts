import { env } from 'cloudflare:test';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENTOR_COUNT_CAP } from '../../schema/contract/mentors.ts';
import { mentors } from '../../schema/db/index.ts';
import { createCategory, createListedMentor, db } from '../test/factories.ts';
import { listMentorsPage, walkMentorPages } from '../test/mentor-list.ts';
import { mentorListQueries } from './list-mentors.ts';

// A file of its own: the mentors over the cap would change the totals the other files' tests expect.
describe('GET /api/mentors: the count stops at MENTOR_COUNT_CAP', () => {
  const over = MENTOR_COUNT_CAP + 1;
  let crowded: string;
  beforeAll(async () => {
    crowded = (await createCategory()).slug;
    // One more mentor than the cap, each with an account, in one category; one statement per table.
    const seq = `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${over})`;
    await env.DB.batch([
      env.DB.prepare(`${seq} INSERT INTO users (id, email, first_name, last_name)
        SELECT 'cap-' || n, 'cap-' || n || '@example.test', 'Cap', 'Mentor ' || n FROM seq`),
      env.DB.prepare(
        `${seq} INSERT INTO mentors (user_id, name, title, category)
        SELECT 'cap-' || n, 'Cap Mentor ' || n, 'Counted', ? FROM seq`,
      ).bind(crowded),
      env.DB.prepare(
        `INSERT INTO mentor_categories (mentor_id, category_slug)
        SELECT m.id, ? FROM mentors m JOIN users u ON u.id = m.user_id WHERE u.id LIKE 'cap-%'`,
      ).bind(crowded),
    ]);
  });

  it('says "more than the cap" beyond it for a filtered list, and pages through every mentor all the same', async () => {
    const first = await listMentorsPage({ category: crowded });
    expect(first).toMatchObject({ total: MENTOR_COUNT_CAP, totalIsCapped: true });
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).not.toBeNull();
    // The whole directory's count is kept by the database: exact however large.
    const [listed] = await db.select({ n: count() }).from(mentors).where(eq(mentors.isActive, true));
    expect(listed!.n).toBeGreaterThan(MENTOR_COUNT_CAP);
    expect(await listMentorsPage()).toMatchObject({ total: listed!.n, totalIsCapped: false });
    const pages = await walkMentorPages({ category: crowded, limit: 100 });
    expect(new Set(pages.flatMap((p) => p.items.map((m) => m.id))).size).toBe(over);
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it('counts exactly up to the cap', async () => {
    const few = (await createCategory()).slug;
    for (let i = 0; i < 3; i++) await createListedMentor({ categories: [few] });
    expect(await listMentorsPage({ category: few })).toMatchObject({ total: 3, totalIsCapped: false });
    // Never more than one row past the cap: 3 matches counted with a cap of 2 stop at 3, with a cap of 1 at 2.
    const { total } = mentorListQueries(db, { category: few }, undefined, 25);
    expect(await total(3)).toEqual([{ n: 3 }]);
    expect(await total(2)).toEqual([{ n: 3 }]);
    expect(await total(1)).toEqual([{ n: 2 }]);
  });
});
