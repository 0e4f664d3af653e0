import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Category, JourneyPath } from '../../schema/contract/taxonomy.ts';
import { journeyPaths, mentorJourneyPaths, mentors, users } from '../../schema/db/index.ts';
import { CATEGORY_SEED, JOURNEY_SEED } from './taxonomy-seed.ts';
import { createJourney, createListedMentor, createStory, db, seedTaxonomy, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { formPayload, postMentor } from '../test/mentor-profile.ts';

beforeAll(seedTaxonomy);

describe('GET /api/categories', () => {
  it('answers every category in display order', async () => {
    const res = await api('/api/categories');
    expect(res.status).toBe(200);
    const list = await res.json<Category[]>();
    expect(list.slice(0, CATEGORY_SEED.length).map(({ slug, name }) => ({ slug, name }))).toEqual(
      CATEGORY_SEED.map(({ slug, name }) => ({ slug, name })),
    );
    expect(list[0]).toEqual({ id: expect.any(Number), slug: 'technology', name: 'Technology' });
  });
});

describe('GET /api/journey-paths', () => {
  it('answers the paths in display order with every field', async () => {
    const list = await (await api('/api/journey-paths')).json<JourneyPath[]>();
    expect(list.map((j) => j.slug).slice(0, JOURNEY_SEED.length)).toEqual(JOURNEY_SEED.map((j) => j.slug));
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: 'Creative Hustler',
      slug: 'creative-hustler',
      description: JOURNEY_SEED[0].description,
      color: 'lilac',
      icon: 'palette',
      mentorCount: expect.any(Number),
      successStoryCount: expect.any(Number),
    });
  });

  it('counts active mentors and published stories live', async () => {
    const journey = await createJourney({ sortOrder: 999 });
    const find = async () =>
      (await (await api('/api/journey-paths')).json<JourneyPath[]>()).find((j) => j.slug === journey.slug)!;
    expect(await find()).toMatchObject({ mentorCount: 0, successStoryCount: 0 });

    await createListedMentor({ journeys: [journey.slug] });
    await createListedMentor({ journeys: [journey.slug, 'creative-hustler'] });
    await createListedMentor({ journeys: [journey.slug], isActive: false });
    await createStory({ journeyPathSlug: journey.slug, status: 'published' });
    await createStory({ journeyPathSlug: journey.slug, status: 'pending' });
    await createStory({ journeyPathSlug: journey.slug, status: 'rejected' });
    expect(await find()).toMatchObject({ mentorCount: 2, successStoryCount: 1 });
  });

  it('keeps each path’s mentor count right through every write that links, unlinks, hides, shows, moves or removes a mentor', async () => {
    const journey = await createJourney({ sortOrder: 998 });
    let other = await createJourney({ sortOrder: 999 });
    /** The two paths' counts as answered, every path's checked against a count of its active mentors. */
    const counts = async () => {
      const answered = await (await api('/api/journey-paths')).json<JourneyPath[]>();
      for (const path of answered) {
        const [recount] = await db
          .select({ n: count() })
          .from(mentorJourneyPaths)
          .innerJoin(mentors, eq(mentors.id, mentorJourneyPaths.mentorId))
          .where(and(eq(mentorJourneyPaths.journeyPathSlug, path.slug), eq(mentors.isActive, true)));
        expect(path.mentorCount, path.slug).toBe(recount!.n);
      }
      return [journey, other].map(({ slug }) => answered.find((j) => j.slug === slug)!.mentorCount);
    };
    expect(await counts()).toEqual([0, 0]);
    const { mentor, user } = await createListedMentor({ journeys: [journey.slug, other.slug] });
    await createListedMentor({ journeys: [journey.slug], isActive: false });
    expect(await counts()).toEqual([1, 1]);
    // The mentor form (POST /api/mentors) is one more writer.
    const { cookie } = await signedInMember();
    expect((await postMentor(cookie, formPayload({ journeyPath: journey.slug }))).status).toBe(201);
    expect(await counts()).toEqual([2, 1]);
    await db.update(mentors).set({ isActive: false }).where(eq(mentors.id, mentor.id));
    expect(await counts()).toEqual([1, 0]);
    // Writing the same value, or another column, moves nothing.
    await db.update(mentors).set({ isActive: false, title: 'Still hidden' }).where(eq(mentors.id, mentor.id));
    expect(await counts()).toEqual([1, 0]);
    await db.update(mentors).set({ isActive: true }).where(eq(mentors.id, mentor.id));
    expect(await counts()).toEqual([2, 1]);
    // Unlinking one path, then moving the other row to it.
    const mentorsRows = eq(mentorJourneyPaths.mentorId, mentor.id);
    await db.delete(mentorJourneyPaths).where(and(mentorsRows, eq(mentorJourneyPaths.journeyPathSlug, other.slug)));
    expect(await counts()).toEqual([2, 0]);
    await db.update(mentorJourneyPaths).set({ journeyPathSlug: other.slug }).where(mentorsRows);
    expect(await counts()).toEqual([1, 1]);
    // A renamed path keeps its count (the new slug reaches its rows by cascade).
    const [renamed] = await db
      .update(journeyPaths)
      .set({ slug: `${other.slug}-renamed` })
      .where(eq(journeyPaths.id, other.id))
      .returning();
    other = renamed!;
    expect(await counts()).toEqual([1, 1]);
    // Deleting the account removes the mentor row, and their paths, by cascade.
    await db.delete(users).where(eq(users.id, user.id));
    expect(await counts()).toEqual([1, 0]);
  });
});
