import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MentorConnection } from '../../schema/contract/mentors.ts';
import type { Category, JourneyPath } from '../../schema/contract/taxonomy.ts';
import { users } from '../../schema/db/index.ts';
import { CATEGORY_SEED, JOURNEY_SEED } from '../seed/taxonomy.ts';
import {
  connectMentee,
  createJourney,
  createListedMentor,
  createStory,
  createUser,
  db,
  seedTaxonomy,
  signIn,
} from '../test/factories.ts';
import { api } from '../test/http.ts';

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
});

describe('GET /api/stats/users', () => {
  it('answers the number of accounts', async () => {
    await createUser();
    const [row] = await db.select({ n: count() }).from(users);
    const res = await api('/api/stats/users');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ users: row!.n });
  });
});

describe('GET /api/mentor-connections', () => {
  it('answers the signed-in mentee’s mentors, and nobody else’s', async () => {
    const mentee = await createUser();
    const other = await createUser();
    const first = await createListedMentor({ name: 'Sipho Dlamini', title: 'Bookkeeper', profileImage: '' });
    const second = await createListedMentor({ name: 'Zanele Mahlangu', title: 'Farmer' });
    const a = await connectMentee(mentee.id, first.mentor.id);
    const b = await connectMentee(mentee.id, second.mentor.id, 'pending');
    await connectMentee(other.id, first.mentor.id);

    const res = await api('/api/mentor-connections', { cookie: await signIn(mentee.id) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        id: a.id,
        status: 'active',
        mentor: { id: first.mentor.id, name: 'Sipho Dlamini', title: 'Bookkeeper', profileImage: null },
      },
      {
        id: b.id,
        status: 'pending',
        mentor: { id: second.mentor.id, name: 'Zanele Mahlangu', title: 'Farmer', profileImage: null },
      },
    ] satisfies MentorConnection[]);

    const none = await api('/api/mentor-connections', { cookie: await signIn((await createUser()).id) });
    expect(await none.json()).toEqual([]);
    expect((await api('/api/mentor-connections')).status).toBe(401);
  });
});
