import { env } from 'cloudflare:test';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mentor } from '../../schema/contract/mentors.ts';
import { mentors } from '../../schema/db/index.ts';
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
} from '../test/factories.ts';
import { api } from '../test/http.ts';
import { listMentorsPage, uniqueWord, walkMentorPages } from '../test/mentor-list.ts';
import { mentorListQueries } from './list-mentors.ts';

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

  it('filters by language, alone (walking its index) and with every other filter (as a probe)', async () => {
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

  it('answers a language filter from the language index, and other filters with a language probe', async () => {
    const plan = async (query: { sql: string; params: unknown[] }) =>
      (
        await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
          .bind(...query.params)
          .all<{ detail: string }>()
      ).results
        .map((row) => row.detail)
        .join('\n');
    const alone = mentorListQueries(db, { language: 'zu' }, undefined, 25);
    for (const query of [alone.page, alone.total]) {
      expect(await plan(query.toSQL())).toMatch(
        /SEARCH mentor_languages USING COVERING INDEX mentor_languages_language_idx/,
      );
    }
    const probed = mentorListQueries(db, { category: 'business', language: 'zu' }, undefined, 25);
    for (const query of [probed.page, probed.total]) {
      const detail = await plan(query.toSQL());
      expect(detail).toMatch(/SEARCH mentor_categories USING (COVERING )?INDEX mentor_categories_slug_idx/);
      // The probe: one index lookup per candidate, by either index (SQLite picks one by its statistics), never a scan.
      expect(detail).toMatch(
        /SEARCH mentor_languages EXISTS USING COVERING INDEX (sqlite_autoindex_mentor_languages_1|mentor_languages_language_idx)/,
      );
    }
  });

  it('answers an empty page for a category or journey nobody has', async () => {
    expect(await listMentorsPage({ category: 'no-such-category' })).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(await listMentorsPage({ journey: 'no-such-journey' })).toEqual({ items: [], nextCursor: null, total: 0 });
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
