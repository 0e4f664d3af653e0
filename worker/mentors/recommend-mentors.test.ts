import { env } from 'cloudflare:test';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECOMMENDED_MENTORS_DEFAULT, type MentorMatches } from '../../schema/contract/mentors.ts';
import { menteeProfiles, mentors } from '../../schema/db/index.ts';
import {
  createGroupSession,
  createJourney,
  createListedMentor,
  createMentee,
  createMentor,
  db,
  signedInMember,
  signedInMentee,
  signedInMentor,
  type MenteeProfileOverrides,
  withSignInClaim,
} from '../test/factories.ts';
import { api } from '../test/http.ts';
import { getCountingRoundTrips } from '../test/round-trips.ts';
import { mentorStatsQuery } from './mentor-view.ts';
import { CANDIDATES_PER_SOURCE, goalTerms, matchTermsOf, recommendationQueries, townOf } from './recommend-mentors.ts';
import { NOTIFICATION_CRON } from '../scheduled.ts';
import { runCron } from '../test/cron.ts';

describe('the words a profile is matched on', () => {
  it('keeps the telling words of the goals, without filler, at most five', () => {
    expect(goalTerms('I want to start making money selling Vetkoek and atchar at taxi ranks')).toEqual([
      'selling',
      'vetkoek',
      'atchar',
      'taxi',
      'ranks',
    ]);
    expect(goalTerms('')).toEqual([]);
  });

  it('compares the town part of a location', () => {
    expect(townOf('Soweto, Gauteng')).toBe('soweto');
    expect(townOf(' Gqeberha ')).toBe('gqeberha');
    expect(townOf('PE')).toBe('');
  });
});

/** A signed-in mentee on a fresh journey path, with what else of their short profile the test gives. */
async function menteeOnJourney(profile: MenteeProfileOverrides = {}) {
  const journey = await createJourney();
  const { cookie } = await signedInMentee({}, { preferredJourneyPath: journey.slug, ...profile });
  return { journey, cookie };
}

describe('GET /api/mentors/recommended', () => {
  it("answers the mentors that best match the member's short profile, as cards with why they match", async () => {
    const { journey, cookie } = await menteeOnJourney({
      goals: 'Grow my spaza-xyz into a proper shop',
      location: 'Tembisa-xyz',
      currentSituation: 'Running a small business',
    });
    const best = await createListedMentor({
      journeys: [journey.slug],
      skills: ['Spaza-xyz stock control'],
      location: 'Tembisa-xyz, Gauteng',
    });
    const journeyOnly = await createListedMentor({ journeys: [journey.slug] });
    const session = await createGroupSession(best.mentor.id);

    const res = await api('/api/mentors/recommended?limit=2', { cookie });
    expect(res.status).toBe(200);
    const { items } = await res.json<MentorMatches>();
    expect(items.map((m) => m.id)).toEqual([best.mentor.id, journeyOnly.mentor.id]);
    expect(items[0]).toMatchObject({
      matchedOn: ['journey', 'goals', 'location'],
      location: 'Tembisa-xyz, Gauteng',
      journeyPaths: [journey.slug],
      upcomingSessionCount: 1,
      menteeCount: 0,
    });
    expect(items[1]!.matchedOn).toEqual(['journey']);
    expect(session.mentorId).toBe(best.mentor.id);
  });

  it('ranks a mentor who shares one of the member’s languages above an otherwise equal one, never above a better match', async () => {
    const { journey, cookie } = await menteeOnJourney({ location: 'Thohoyandou-xyz', languages: ['ve', 'en'] });
    // Equal scores (the journey); without the language the better-known mentor would come first.
    const betterKnown = await createListedMentor({ journeys: [journey.slug], languages: ['af'], menteeCount: 40 });
    const sharesVenda = await createListedMentor({
      journeys: [journey.slug],
      languages: ['ve', 'nso'],
      menteeCount: 2,
    });
    // A better match (journey and town) who shares no language stays first.
    const nearby = await createListedMentor({
      journeys: [journey.slug],
      location: 'Thohoyandou-xyz, Limpopo',
      languages: ['zu'],
    });

    const res = await api('/api/mentors/recommended?limit=3', { cookie });
    const { items } = await res.json<MentorMatches>();
    expect(items.map((m) => m.id)).toEqual([nearby.mentor.id, sharesVenda.mentor.id, betterKnown.mentor.id]);
    expect(items.map((m) => m.matchedOn)).toEqual([['journey', 'location'], ['journey', 'language'], ['journey']]);
    expect(items[1]!.languages).toEqual(['nso', 've']);
  });

  it('fills the list when nothing matches', async () => {
    for (let i = 0; i < RECOMMENDED_MENTORS_DEFAULT + 1; i++) await createMentor();
    const { cookie } = await signedInMentee();
    const { items } = await (await api('/api/mentors/recommended', { cookie })).json<MentorMatches>();
    expect(items).toHaveLength(RECOMMENDED_MENTORS_DEFAULT);
  });

  it('recommends no mentors to a mentor or a coach: they are not looking for one', async () => {
    await createMentor();
    for (const serviceType of ['mentorship', 'coach', 'both'] as const) {
      const own = await signedInMentor({ serviceType });
      const { items } = await (await api('/api/mentors/recommended', { cookie: own.cookie })).json<MentorMatches>();
      expect(items, serviceType).toEqual([]);
    }
  });

  it('answers the best-known mentors, most mentees first and matched on nothing, to a member who left every answer empty', async () => {
    // Far more mentees than any other test's mentors, so these three are the directory's best known.
    const known = [];
    for (const menteeCount of [900_002, 900_000, 900_001])
      known.push((await createListedMentor({ menteeCount })).mentor);
    const { cookie } = await signedInMentee(
      {},
      { preferredJourneyPath: '', interests: '', goals: '', location: '', currentSituation: '', languages: [] },
    );
    const { items } = await (await api('/api/mentors/recommended?limit=3', { cookie })).json<MentorMatches>();
    expect(items.map((m) => m.id)).toEqual([known[0]!.id, known[2]!.id, known[1]!.id]);
    expect(items.map((m) => m.matchedOn)).toEqual([[], [], []]);
  });

  it('scores at most CANDIDATES_PER_SOURCE mentors from each source, and finds a mentor matching two things by the pair', async () => {
    const journey = await createJourney();
    const { user, cookie } = await signedInMentee(
      {},
      { preferredJourneyPath: journey.slug, interests: '', goals: '', location: 'Bound-town-qrs', languages: [] },
    );
    // Better known than the journey's mentors, so the best-known source brings none of those.
    for (let i = 0; i < CANDIDATES_PER_SOURCE; i++) await createListedMentor({ menteeCount: 5 });
    const onJourney: { id: number }[] = [];
    for (let i = 0; i <= CANDIDATES_PER_SOURCE; i++)
      onJourney.push((await createListedMentor({ journeys: [journey.slug], menteeCount: 0 })).mentor);
    const last = onJourney.at(-1)!;
    const scored = async () => (await recommendationQueries(db, user.id, 1000).rows).map((row) => row.id);

    // The journey source brings the first CANDIDATES_PER_SOURCE in id order: the last one is not scored at all.
    const ids = await scored();
    expect(ids).not.toContain(last.id);
    expect(ids.filter((id) => onJourney.some((m) => m.id === id))).toHaveLength(CANDIDATES_PER_SOURCE);
    // Every source together stays bounded: six index sources and the best known.
    expect(ids.length).toBeLessThanOrEqual(7 * CANDIDATES_PER_SOURCE);

    // In the member's town too, the last one is found by the journey-and-town source, and ranks first.
    await db.update(mentors).set({ location: 'Bound-town-qrs, Limpopo' }).where(eq(mentors.id, last.id));
    const { items } = await (await api('/api/mentors/recommended?limit=1', { cookie })).json<MentorMatches>();
    expect(items.map((m) => [m.id, m.matchedOn])).toEqual([[last.id, ['journey', 'location']]]);
  });

  it('is for signed-in members, with a bounded limit', async () => {
    expect((await api('/api/mentors/recommended')).status).toBe(401);
    const { cookie } = await signedInMentee();
    expect((await api('/api/mentors/recommended?limit=13', { cookie })).status).toBe(400);
    expect((await api('/api/mentors/recommended?limit=0', { cookie })).status).toBe(400);
  });
});

describe('GET /api/mentors/recommended in one round trip', () => {
  it('answers the cards and their stats in one database round trip, the session check included', async () => {
    const mentee = await menteeOnJourney();
    const best = await createListedMentor({ journeys: [mentee.journey.slug], menteeCount: 0 });
    await createGroupSession(best.mentor.id);
    const cookie = await withSignInClaim(mentee.cookie);
    const { res, roundTrips } = await getCountingRoundTrips('/api/mentors/recommended?limit=3', cookie);
    expect(res.status).toBe(200);
    expect(roundTrips).toBe(1);
    const { items } = await res.json<MentorMatches>();
    expect(items[0]).toMatchObject({ id: best.mentor.id, matchedOn: ['journey'], upcomingSessionCount: 1 });
    // The stats belong to the cards they are on, as the checked path answers them.
    expect(items).toEqual(
      (await (await api('/api/mentors/recommended?limit=3', { cookie })).json<MentorMatches>()).items,
    );
  });
});

describe('the match terms stored with a mentee profile', () => {
  const recommendedTo = async (cookie: string) =>
    (await (await api('/api/mentors/recommended?limit=12', { cookie })).json<MentorMatches>()).items;

  it('are written by every save of the profile, so the next recommendations match on what was saved', async () => {
    const journey = await createJourney();
    const { user, cookie } = await signedInMember();
    const profile = {
      bio: '',
      currentSituation: 'Unemployed',
      interests: 'Hydroponics-tuv, baking',
      goals: 'Sell Vetkoek-tuv at taxi ranks',
      preferredJourneyPath: journey.slug,
      location: 'Tembisa-tuv, Gauteng',
      experienceLevel: 'beginner',
      availableTime: 'evenings',
      learningStyle: 'hands-on',
      languages: [],
    };
    const vetkoek = await createMentor({ skills: ['vetkoek-tuv'], menteeCount: 0 });
    expect((await api('/api/mentee-profile', { method: 'PUT', cookie, body: profile })).status).toBe(200);
    const [row] = await db.select().from(menteeProfiles).where(eq(menteeProfiles.userId, user.id));
    expect(row!.matchTerms).toEqual({
      interests: ['hydroponics-tuv', 'baking'],
      goals: ['sell', 'vetkoek-tuv', 'taxi', 'ranks'],
      town: 'tembisa-tuv',
    });
    expect((await recommendedTo(cookie)).find((m) => m.id === vetkoek.mentor.id)?.matchedOn).toEqual(['goals']);

    const body = { ...profile, goals: 'Grow a garden', interests: '', location: '' };
    expect((await api('/api/mentee-profile', { method: 'PUT', cookie, body })).status).toBe(200);
    const [saved] = await db.select().from(menteeProfiles).where(eq(menteeProfiles.userId, user.id));
    expect(saved!.matchTerms).toEqual({ interests: [], goals: ['grow', 'garden'], town: '' });
    expect((await recommendedTo(cookie)).find((m) => m.id === vetkoek.mentor.id)?.matchedOn ?? []).toEqual([]);
  });

  it('are missing on a profile written before they existed: it matches no term until the every-minute cron fills them in', async () => {
    const journey = await createJourney();
    const { user, cookie } = await signedInMember();
    const fields = { goals: 'Aquaponics-tuv at home', location: 'Mthatha-tuv', preferredJourneyPath: journey.slug };
    // As the migration left every profile: match_terms NULL.
    await db.insert(menteeProfiles).values({ userId: user.id, ...fields });
    const both = await createListedMentor({
      journeys: [journey.slug],
      skills: ['aquaponics-tuv'],
      location: 'Mthatha-tuv',
      menteeCount: 0,
    });
    // The journey comes from another column and still matches; the goals and the town wait for their terms.
    expect((await recommendedTo(cookie))[0]).toMatchObject({ id: both.mentor.id, matchedOn: ['journey'] });

    await runCron(NOTIFICATION_CRON);

    const [row] = await db.select().from(menteeProfiles).where(eq(menteeProfiles.userId, user.id));
    expect(row!.matchTerms).toEqual(matchTermsOf(fields));
    expect((await recommendedTo(cookie))[0]).toMatchObject({
      id: both.mentor.id,
      matchedOn: ['journey', 'goals', 'location'],
    });
    expect(await db.$count(menteeProfiles, isNull(menteeProfiles.matchTerms))).toBe(0);
  });
});

describe('the recommendation query plan', () => {
  const planOf = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql, params } = query.toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ id: number; parent: number; detail: string }>();
    return results;
  };

  it('scores only the candidates the search index and the best-known index bring, probes paths and reads languages by index, and reads the member once per query', async () => {
    const { user } = await createMentee();
    const queries = recommendationQueries(db, user.id, 6);
    for (const query of [queries.rows, queries.ids]) {
      const plan = await planOf(query);
      const details = plan.map((row) => row.detail).join('\n');
      // Each candidate is looked up by its id, never the listed mentors walked.
      expect(details).toMatch(
        /SEARCH mentors USING (INTEGER PRIMARY KEY \(rowid=\?\)|(COVERING )?INDEX mentors_active_id_idx \(is_active=\? AND id=\?\))/,
      );
      expect(details).toMatch(/SCAN hit VIRTUAL TABLE INDEX 0:M/);
      expect(details).toMatch(/SEARCH known USING COVERING INDEX mentors_active_known_idx \(is_active=\?\)/);
      // The best known are read in the index's order and cut off, not sorted.
      const known = plan.find((row) => row.detail.startsWith('SEARCH known '))!;
      expect(plan.filter((row) => row.parent === known.parent).map((row) => row.detail)).not.toContainEqual(
        expect.stringMatching(/TEMP B-TREE/),
      );
      expect(details).toMatch(/SEARCH j USING COVERING INDEX \S+ \(mentor_id=\? AND journey_path_slug=\?\)/);
      expect(details).toMatch(/SEARCH l USING COVERING INDEX \S+ \(mentor_id=\?\)/);
      // Nothing else is scanned but the index's matches, the JSON lists of terms and languages, and the few rows of
      // the subqueries built from them (the member's paths, their terms, each source's candidates).
      const scans = plan.filter((row) => /^SCAN /.test(row.detail) && !/VIRTUAL TABLE/.test(row.detail));
      for (const scan of scans) expect(scan.detail).toMatch(/^SCAN (paths|term|\(subquery-\d+\))$/);
      // The member's profile is looked up by its user index in subqueries that do not depend on the mentor: SQLite
      // answers each once per query, not once per mentor.
      const lookups = plan.filter((row) => row.detail.startsWith('SEARCH mp '));
      expect(lookups.length).toBeGreaterThan(0);
      for (const lookup of lookups) {
        expect(lookup.detail).toMatch(/USING INDEX mentee_profiles_user_id_unique \(user_id=\?\)/);
        const parent = plan.find((row) => row.id === lookup.parent);
        expect(parent?.detail).not.toMatch(/CORRELATED/);
      }
    }
    // The stats of the recommended cards: the mentors' sessions by index, for the ids of the same recommendation.
    const stats = await planOf(mentorStatsQuery(db, queries.ids, new Date()));
    expect(stats.map((row) => row.detail).join('\n')).toMatch(
      /SEARCH group_sessions USING INDEX group_sessions_mentor_time_idx \(mentor_id=\?\)/,
    );
  });
});
