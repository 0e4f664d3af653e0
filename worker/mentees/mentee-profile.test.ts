import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_MESSAGES } from '../../schema/contract/languages-rules.ts';
import { MENTEE_DEFAULTS, MENTEE_MESSAGES, type MenteeProfile } from '../../schema/contract/mentees.ts';
import { menteeProfiles } from '../../schema/db/index.ts';
import { unknownJourneyMessage } from '../taxonomy/taxonomy.ts';
import { createMentor, db, seedTaxonomy, signedInMember, signIn, withSignInClaim } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { countRoundTrips } from '../test/round-trips.ts';

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  bio: 'Matriculated in 2023, looking for my first income.',
  currentSituation: 'Unemployed',
  goals: 'Start a baking business',
  interests: 'baking, design',
  preferredJourneyPath: 'creative-hustler',
  location: 'Soweto',
  experienceLevel: 'beginner',
  availableTime: 'evenings',
  learningStyle: 'hands-on',
  languages: ['en', 'zu'],
  ...overrides,
});

beforeAll(seedTaxonomy);

describe('mentee profile', () => {
  it('GET answers 404 before a profile exists and 401 for visitors', async () => {
    const { cookie } = await signedInMember();
    const res = await api('/api/mentee-profile', { cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: MENTEE_MESSAGES.noProfile });
    expect((await api('/api/mentee-profile')).status).toBe(401);
  });

  it('PUT creates the profile and GET answers it; a second PUT replaces it (one row per user)', async () => {
    const { user, cookie } = await signedInMember();
    const created = await api('/api/mentee-profile', { method: 'PUT', cookie, body: profileBody() });
    expect(created.status).toBe(200);
    const profile = await created.json<MenteeProfile>();
    expect(profile).toEqual({ id: expect.any(Number), ...profileBody() });
    expect(await (await api('/api/mentee-profile', { cookie })).json()).toEqual(profile);

    const replaced = await api('/api/mentee-profile', {
      method: 'PUT',
      cookie,
      body: profileBody({ goals: 'Grow my baking business', experienceLevel: 'intermediate' }),
    });
    expect(await replaced.json()).toMatchObject({
      id: profile.id,
      goals: 'Grow my baking business',
      experienceLevel: 'intermediate',
    });
    expect(await db.select().from(menteeProfiles).where(eq(menteeProfiles.userId, user.id))).toHaveLength(1);
  });

  it('PUT costs two round trips with the sign-in claim: the path check beside it, then the save', async () => {
    const { user } = await signedInMember();
    const { res, roundTrips } = await countRoundTrips('/api/mentee-profile', {
      method: 'PUT',
      body: profileBody(),
      cookie: await withSignInClaim(await signIn(user.id)),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: expect.any(Number), ...profileBody() });
    expect(roundTrips).toBeLessThanOrEqual(2);
  });

  it('POST (the spec’s fallback) saves the same way, with the spec defaults for what is left out', async () => {
    const { cookie } = await signedInMember();
    const res = await api('/api/mentee-profile', { method: 'POST', cookie, body: { goals: 'Learn to sell online' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: expect.any(Number),
      bio: '',
      currentSituation: '',
      goals: 'Learn to sell online',
      interests: '',
      preferredJourneyPath: '',
      location: '',
      ...MENTEE_DEFAULTS,
      // Optional: none unless chosen.
      languages: [],
    });
    const again = await api('/api/mentee-profile', { method: 'POST', cookie, body: profileBody() });
    expect(again.status).toBe(200);
  });

  it('keeps two concurrent first saves to one profile', async () => {
    const { user, cookie } = await signedInMember();
    const answers = await Promise.all([
      api('/api/mentee-profile', { method: 'PUT', cookie, body: profileBody({ goals: 'A' }) }),
      api('/api/mentee-profile', { method: 'POST', cookie, body: profileBody({ goals: 'B' }) }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await db.select().from(menteeProfiles).where(eq(menteeProfiles.userId, user.id))).toHaveLength(1);
  });

  it('maps the form’s "freelancer" to freelance-expert and refuses unknown journeys and bad values with 400', async () => {
    const { cookie } = await signedInMember();
    const mapped = await api('/api/mentee-profile', {
      method: 'PUT',
      cookie,
      body: profileBody({ preferredJourneyPath: 'freelancer' }),
    });
    expect((await mapped.json<MenteeProfile>()).preferredJourneyPath).toBe('freelance-expert');

    const cases: [Record<string, unknown>, string][] = [
      [{ preferredJourneyPath: 'time-travel' }, unknownJourneyMessage('time-travel')],
      [{ experienceLevel: 'guru' }, 'experienceLevel'],
      [{ bio: 'x'.repeat(1001) }, 'bio: Must be at most 1000 characters.'],
      [{ availableTime: '' }, 'availableTime'],
      [{ languages: ['zu', 'klingon'] }, `languages.1: ${LANGUAGE_MESSAGES.unknown}`],
      [{ languages: 'zu' }, 'languages'],
    ];
    for (const [overrides, message] of cases) {
      const res = await api('/api/mentee-profile', { method: 'PUT', cookie, body: profileBody(overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect((await res.json<{ message: string }>()).message).toContain(message);
    }
    // The refused saves changed nothing.
    expect((await (await api('/api/mentee-profile', { cookie })).json<MenteeProfile>()).preferredJourneyPath).toBe(
      'freelance-expert',
    );
  });

  it('keeps the chosen languages once each, in the Constitution’s order, and clears them when sent none', async () => {
    const { user, cookie } = await signedInMember();
    const save = async (languages: string[]) =>
      (
        await (
          await api('/api/mentee-profile', { method: 'PUT', cookie, body: profileBody({ languages }) })
        ).json<MenteeProfile>()
      ).languages;
    expect(await save(['ZU', 'sfs', 'nso', 'zu'])).toEqual(['nso', 'zu', 'sfs']);
    const [row] = await db.select().from(menteeProfiles).where(eq(menteeProfiles.userId, user.id));
    expect(row!.languages).toEqual(['nso', 'zu', 'sfs']);
    expect(await save([])).toEqual([]);
  });

  it('answers visitors 401 on PUT and POST, and lets a mentor hold a mentee profile too', async () => {
    expect((await api('/api/mentee-profile', { method: 'PUT', body: profileBody() })).status).toBe(401);
    expect((await api('/api/mentee-profile', { method: 'POST', body: profileBody() })).status).toBe(401);
    const { user } = await createMentor();
    const res = await api('/api/mentee-profile', { method: 'PUT', cookie: await signIn(user.id), body: profileBody() });
    expect(res.status).toBe(200);
  });
});
