import { beforeAll, describe, expect, it } from 'vitest';
import type { Category, JourneyPath } from '../../schema/contract/taxonomy.ts';
import { CATEGORY_SEED, JOURNEY_SEED } from './taxonomy-seed.ts';
import { createJourney, createListedMentor, createStory, seedTaxonomy } from '../test/factories.ts';
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
