import { env } from 'cloudflare:test';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mentor } from '../../schema/contract/mentors.ts';
import { MENTOR_COUNT_CAP } from '../../schema/contract/mentors.ts';
import { categories, mentorJourneyPaths, mentorLanguages, mentors, users } from '../../schema/db/index.ts';
import { LANGUAGE_MESSAGES } from '../../schema/contract/languages-rules.ts';
import { INVALID_CURSOR } from '../http/cursor.ts';
import {
  createCategory,
  createJourney,
  createListedMentor,
  createSession,
  db,
  rateSession,
  seedTaxonomy,
  signedInMember,
} from '../test/factories.ts';
import { api } from '../test/http.ts';
import { listMentorsPage, uniqueWord, walkMentorPages } from '../test/mentor-list.ts';
import { formPayload, postMentor } from '../test/mentor-profile.ts';
import { mentorListQueries } from './list-mentors.ts';
import { filterWord } from './search-index.ts';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

beforeAll(seedTaxonomy);

describe('GET /api/mentors: a page of cards in one request', () => {
  it('answers every Mentor field, with upcoming sessions and the rating counted on the server', async () => {
    const category = await createCategory();
    const journey = await createJourney();
    const { mentor } = await createListedMentor({
      name: 'Naledi Khumalo',
      title: 'Income diversification coach',
      description: 'Former HR manager turned coach.',
      experience: 'Career transitions',
      yearsOfFreedom: 7,
      menteeCount: 63,
      location: 'Cape Town, Western Cape',
      skills: ['Writing/Content Creation', 'Fitness/Wellness'],
      serviceType: 'coach',
      profileImage: '/images/0123456789abcdef0123456789abcdef',
      categories: [category.slug, 'wellness'],
      journeys: [journey.slug, 'knowledge-monetiser'],
      languages: ['zu', 'en'],
    });
    await createSession(mentor.id, { scheduledAt: inHours(24) });
    await createSession(mentor.id, { scheduledAt: inHours(48) });
    await createSession(mentor.id, { scheduledAt: inHours(24), status: 'cancelled' });
    const past = await createSession(mentor.id, { scheduledAt: inHours(-24), status: 'completed' });
    await rateSession(past.id, 4);
    await rateSession(past.id, 5);
    await rateSession(past.id, 5);

    const page = await listMentorsPage({ category: category.slug });
    expect(page.total).toBe(1);
    expect(page.nextCursor).toBeNull();
    expect(page.items).toEqual([
      {
        id: mentor.id,
        name: 'Naledi Khumalo',
        title: 'Income diversification coach',
        profileImage: '/images/0123456789abcdef0123456789abcdef',
        description: 'Former HR manager turned coach.',
        experience: 'Career transitions',
        yearsOfFreedom: 7,
        menteeCount: 63,
        isActive: true,
        location: 'Cape Town, Western Cape',
        journeyPath: `${journey.slug}, knowledge-monetiser`,
        journeyPaths: [journey.slug, 'knowledge-monetiser'],
        category: `${category.slug}, wellness`,
        categories: [category.slug, 'wellness'],
        skills: ['Writing/Content Creation', 'Fitness/Wellness'],
        // The Constitution's order, whatever order they were stored in.
        languages: ['en', 'zu'],
        serviceType: 'coach',
        isCoach: true,
        upcomingSessionCount: 2,
        rating: 4.7,
        reviewCount: 3,
      } satisfies Mentor,
    ]);
  });

  it('gives rating and reviewCount null before the first rating, and a location even when none was given', async () => {
    const category = await createCategory();
    const { mentor } = await createListedMentor({
      location: '',
      serviceType: 'mentorship',
      categories: [category.slug],
    });
    await createSession(mentor.id, { scheduledAt: inHours(-2), status: 'completed' });
    const [item] = (await listMentorsPage({ category: category.slug })).items;
    expect(item).toMatchObject({
      rating: null,
      reviewCount: null,
      upcomingSessionCount: 0,
      location: 'South Africa',
      isCoach: false,
      profileImage: null,
    });
  });

  it('marks mentors with serviceType both as coaches', async () => {
    const category = await createCategory();
    await createListedMentor({ serviceType: 'both', categories: [category.slug] });
    expect((await listMentorsPage({ category: category.slug })).items[0]).toMatchObject({
      serviceType: 'both',
      isCoach: true,
    });
  });

  it('lists only active mentors, under every filter', async () => {
    const category = await createCategory();
    const journey = await createJourney();
    const word = uniqueWord();
    const shown = await createListedMentor({
      name: `Shown ${word}`,
      categories: [category.slug],
      journeys: [journey.slug],
    });
    const hidden = await createListedMentor({
      name: `Hidden ${word}`,
      isActive: false,
      categories: [category.slug],
      journeys: [journey.slug],
    });
    for (const query of [{ category: category.slug }, { journey: journey.slug }, { search: word }]) {
      const page = await listMentorsPage(query);
      expect(page.items.map((m) => m.id)).toEqual([shown.mentor.id]);
      expect(page.total).toBe(1);
    }
    const everyone = await walkMentorPages({ limit: 100 });
    const ids = everyone.flatMap((p) => p.items.map((m) => m.id));
    expect(ids).toContain(shown.mentor.id);
    expect(ids).not.toContain(hidden.mentor.id);
  });
});

describe('GET /api/mentors: filters', () => {
  it('filters by category slug exactly, whatever the mentor’s position for it', async () => {
    const category = await createCategory();
    const first = await createListedMentor({ categories: [category.slug, 'business'] });
    const second = await createListedMentor({ categories: ['technology', category.slug] });
    const prefix = await createCategory({ slug: `${category.slug}-more` });
    await createListedMentor({ categories: [prefix.slug] });
    const page = await listMentorsPage({ category: category.slug });
    expect(page.items.map((m) => m.id)).toEqual([first.mentor.id, second.mentor.id]);
    expect(page.total).toBe(2);
    expect(page.items[1]!.categories).toEqual(['technology', category.slug]);
  });

  it('filters by journey path, mapping the form’s "freelancer" to freelance-expert', async () => {
    const category = await createCategory();
    const { mentor } = await createListedMentor({ categories: [category.slug], journeys: ['freelance-expert'] });
    await createListedMentor({ categories: [category.slug], journeys: ['creative-hustler'] });
    for (const journey of ['freelance-expert', 'freelancer', 'FREELANCER']) {
      const page = await listMentorsPage({ category: category.slug, journey });
      expect(page.items.map((m) => m.id)).toEqual([mentor.id]);
      expect(page.total).toBe(1);
    }
  });

  it('filters by language, alone and with every other filter', async () => {
    const category = await createCategory();
    const journey = await createJourney();
    const word = uniqueWord();
    const zulu = await createListedMentor({
      name: `${word} Zulu`,
      categories: [category.slug],
      journeys: [journey.slug],
      languages: ['en', 'zu'],
    });
    const english = await createListedMentor({
      name: `${word} English`,
      categories: [category.slug],
      journeys: [journey.slug],
      languages: ['en'],
    });
    await createListedMentor({ categories: [category.slug], languages: ['zu'], isActive: false });
    for (const query of [
      { category: category.slug, language: 'zu' },
      { journey: journey.slug, language: 'zu' },
      { search: word, language: 'zu' },
      { category: category.slug, journey: journey.slug, search: word, language: 'ZU' },
    ]) {
      const page = await listMentorsPage(query);
      expect(page.items.map((m) => m.id)).toEqual([zulu.mentor.id]);
      expect(page.total).toBe(1);
    }
    const speakers = (await walkMentorPages({ language: 'zu', limit: 100 })).flatMap((p) => p.items.map((m) => m.id));
    expect(speakers).toContain(zulu.mentor.id);
    expect(speakers).not.toContain(english.mentor.id);
    expect((await listMentorsPage({ category: category.slug, language: 'en' })).total).toBe(2);
    expect((await listMentorsPage({ category: category.slug, language: 'sfs' })).total).toBe(0);
  });

  it('refuses a language that is not an official language’s code with 400 and the codes it takes', async () => {
    for (const language of ['klingon', 'isiZulu', 'zu-ZA', '']) {
      const res = await api(`/api/mentors?language=${encodeURIComponent(language)}`);
      expect(res.status, language).toBe(400);
      expect((await res.json<{ message: string }>()).message).toBe(`language: ${LANGUAGE_MESSAGES.unknown}`);
    }
  });

  it('answers every filtered list from the search index alone, and the whole directory from (is_active, id) and its kept count', async () => {
    const plan = async (query: { sql: string; params: unknown[] }) =>
      (
        await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
          .bind(...query.params)
          .all<{ detail: string }>()
      ).results
        .map((row) => row.detail)
        .join('\n');
    const combinations: Parameters<typeof mentorListQueries>[1][] = [
      { language: 'zu' },
      { category: 'business', language: 'zu' },
      { category: 'business', journey: 'rural-innovator', language: 'zu' },
      { search: 'farm', journey: 'rural-innovator' },
    ];
    for (const filters of combinations) {
      const { page, total } = mentorListQueries(db, filters, undefined, 25);
      for (const query of [page, total(MENTOR_COUNT_CAP)]) {
        const detail = await plan(query.toSQL());
        expect(detail).toMatch(/SCAN mentor_search VIRTUAL TABLE/);
        // No probe per candidate: the join tables are never read.
        expect(detail).not.toMatch(/mentor_categories|mentor_journey_paths|mentor_languages/);
      }
    }
    const { page, total } = mentorListQueries(db, {}, undefined, 25);
    expect(await plan(page.toSQL())).toMatch(/SEARCH mentors USING INDEX mentors_active_id_idx/);
    expect(await plan(total(MENTOR_COUNT_CAP).toSQL())).toMatch(/^SCAN listed_mentor_count$/);
  });

  it('follows every change to a mentor’s categories, journey paths and languages, whoever makes it', async () => {
    const category = await createCategory();
    const journey = await createJourney();
    const { mentor } = await createListedMentor({
      categories: [category.slug],
      journeys: [journey.slug],
      languages: ['en', 've'],
    });
    const ids = async (query: Record<string, string>) => (await listMentorsPage(query)).items.map((m) => m.id);
    expect(await ids({ category: category.slug, journey: journey.slug, language: 've' })).toEqual([mentor.id]);
    // The profile editor replaces the languages.
    await db.delete(mentorLanguages).where(eq(mentorLanguages.mentorId, mentor.id));
    await db.insert(mentorLanguages).values({ mentorId: mentor.id, language: 'ts' });
    expect(await ids({ category: category.slug, language: 've' })).toEqual([]);
    expect(await ids({ category: category.slug, language: 'ts' })).toEqual([mentor.id]);
    // A category's new slug reaches the join rows by ON UPDATE CASCADE, and the filter follows it.
    const renamed = `${category.slug}-renamed`;
    await db.update(categories).set({ slug: renamed }).where(eq(categories.slug, category.slug));
    expect(await ids({ category: category.slug })).toEqual([]);
    expect(await ids({ category: renamed, language: 'ts' })).toEqual([mentor.id]);
    await db.delete(mentorJourneyPaths).where(eq(mentorJourneyPaths.mentorId, mentor.id));
    expect(await ids({ journey: journey.slug })).toEqual([]);
    // A search word never matches a filter's word.
    expect(await ids({ search: filterWord('c', renamed) })).toEqual([]);
  });

  it('answers an empty page for a category or journey nobody has', async () => {
    expect(await listMentorsPage({ category: 'no-such-category' })).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      totalIsCapped: false,
    });
    expect(await listMentorsPage({ journey: 'no-such-journey' })).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      totalIsCapped: false,
    });
  });
});

describe('GET /api/mentors: keyset pagination', () => {
  it('walks every page in id order without gaps or duplicates, with the filter’s total on every page', async () => {
    const category = await createCategory();
    const created: number[] = [];
    for (let i = 0; i < 7; i++) created.push((await createListedMentor({ categories: [category.slug] })).mentor.id);
    await createListedMentor({ categories: [category.slug], isActive: false });

    const pages = await walkMentorPages({ category: category.slug, limit: 2 });
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 2, 1]);
    expect(pages.every((p) => p.total === 7)).toBe(true);
    expect(pages.flatMap((p) => p.items.map((m) => m.id))).toEqual(created);
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it('pages through the whole unfiltered directory with the right total', async () => {
    await createListedMentor();
    const pages = await walkMentorPages({ limit: 3 });
    const ids = pages.flatMap((p) => p.items.map((m) => m.id));
    const [active] = await db.select({ n: count() }).from(mentors).where(eq(mentors.isActive, true));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.length).toBe(active!.n);
    expect(pages.every((p) => p.total === active!.n)).toBe(true);
  });

  it('keeps the whole directory’s count right through every write that adds, hides, shows or removes a mentor', async () => {
    const counted = async () => {
      const [active] = await db.select({ n: count() }).from(mentors).where(eq(mentors.isActive, true));
      expect(await listMentorsPage({ limit: 1 })).toMatchObject({ total: active!.n, totalIsCapped: false });
      return active!.n;
    };
    const start = await counted();
    const { mentor, user } = await createListedMentor();
    await createListedMentor({ isActive: false });
    expect(await counted()).toBe(start + 1);
    // The mentor form (POST /api/mentors) is one more writer.
    const { cookie } = await signedInMember();
    expect((await postMentor(cookie, formPayload())).status).toBe(201);
    expect(await counted()).toBe(start + 2);
    await db.update(mentors).set({ isActive: false }).where(eq(mentors.id, mentor.id));
    expect(await counted()).toBe(start + 1);
    // Writing the same value, or another column, moves nothing.
    await db.update(mentors).set({ isActive: false, title: 'Still hidden' }).where(eq(mentors.id, mentor.id));
    expect(await counted()).toBe(start + 1);
    await db.update(mentors).set({ isActive: true }).where(eq(mentors.id, mentor.id));
    expect(await counted()).toBe(start + 2);
    // Deleting the account removes the mentor row by cascade.
    await db.delete(users).where(eq(users.id, user.id));
    expect(await counted()).toBe(start + 1);
  });

  it('uses 24 as the default page size and allows at most 100', async () => {
    const category = await createCategory();
    for (let i = 0; i < 25; i++) await createListedMentor({ categories: [category.slug] });
    const first = await listMentorsPage({ category: category.slug });
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).not.toBeNull();
    expect((await api('/api/mentors?limit=101')).status).toBe(400);
    expect((await api('/api/mentors?limit=0')).status).toBe(400);
  });

  it('answers 400 for a malformed cursor or filter, never 500', async () => {
    for (const cursor of ['nonsense!', 'bm9wZQ', btoa('[-1]'), btoa('["1"]'), '', 'a'.repeat(201)]) {
      const res = await api(`/api/mentors?cursor=${encodeURIComponent(cursor)}`);
      if (cursor === '') {
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status, cursor).toBe(400);
      if (cursor.length <= 200) expect(await res.json()).toEqual({ message: INVALID_CURSOR });
    }
    expect((await api('/api/mentors?category=Not%20A%20Slug')).status).toBe(400);
    expect((await api(`/api/mentors?search=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
