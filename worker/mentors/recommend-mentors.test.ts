import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECOMMENDED_MENTORS_DEFAULT, type MentorMatches } from '../../schema/contract/mentors.ts';
import { menteeProfiles } from '../../schema/db/index.ts';
import {
  createGroupSession,
  createJourney,
  createListedMentor,
  createMentee,
  createMentor,
  db,
  signIn,
} from '../test/factories.ts';
import { api } from '../test/http.ts';
import { goalTerms, townOf } from './recommend-mentors.ts';

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

describe('GET /api/mentors/recommended', () => {
  it("answers the mentors that best match the member's short profile, as cards with why they match", async () => {
    const journey = await createJourney();
    const { user } = await createMentee();
    await db
      .update(menteeProfiles)
      .set({
        preferredJourneyPath: journey.slug,
        goals: 'Grow my spaza-xyz into a proper shop',
        location: 'Tembisa-xyz',
        currentSituation: 'Running a small business',
      })
      .where(eq(menteeProfiles.userId, user.id));
    const best = await createListedMentor({
      journeys: [journey.slug],
      skills: ['Spaza-xyz stock control'],
      location: 'Tembisa-xyz, Gauteng',
    });
    const journeyOnly = await createListedMentor({ journeys: [journey.slug] });
    const session = await createGroupSession(best.mentor.id);

    const res = await api('/api/mentors/recommended?limit=2', { cookie: await signIn(user.id) });
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
    const journey = await createJourney();
    const { user } = await createMentee();
    await db
      .update(menteeProfiles)
      .set({ preferredJourneyPath: journey.slug, location: 'Thohoyandou-xyz', languages: ['ve', 'en'] })
      .where(eq(menteeProfiles.userId, user.id));
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

    const res = await api('/api/mentors/recommended?limit=3', { cookie: await signIn(user.id) });
    const { items } = await res.json<MentorMatches>();
    expect(items.map((m) => m.id)).toEqual([nearby.mentor.id, sharesVenda.mentor.id, betterKnown.mentor.id]);
    expect(items.map((m) => m.matchedOn)).toEqual([['journey', 'location'], ['journey', 'language'], ['journey']]);
    expect(items[1]!.languages).toEqual(['nso', 've']);
  });

  it('never recommends the member their own mentor profile, and fills the list when nothing matches', async () => {
    for (let i = 0; i < RECOMMENDED_MENTORS_DEFAULT + 1; i++) await createMentor();
    const own = await createMentor();
    const { items } = await (
      await api('/api/mentors/recommended', { cookie: await signIn(own.user.id) })
    ).json<MentorMatches>();
    expect(items).toHaveLength(RECOMMENDED_MENTORS_DEFAULT);
    expect(items.map((m) => m.id)).not.toContain(own.mentor.id);
  });

  it('is for signed-in members, with a bounded limit', async () => {
    expect((await api('/api/mentors/recommended')).status).toBe(401);
    const cookie = await signIn((await createMentee()).user.id);
    expect((await api('/api/mentors/recommended?limit=13', { cookie })).status).toBe(400);
    expect((await api('/api/mentors/recommended?limit=0', { cookie })).status).toBe(400);
  });
});
