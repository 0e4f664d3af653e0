import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_MESSAGES } from '../../schema/contract/languages-rules.ts';
import { MENTEE_DEFAULTS, MENTEE_MESSAGES, type MenteeProfile } from '../../schema/contract/mentees.ts';
import { menteeProfiles } from '../../schema/db/index.ts';
import { unknownJourneyMessage } from '../taxonomy/taxonomy.ts';
import { db, seedTaxonomy, signedInMember, signedInMentor, withSignInClaim } from '../test/factories.ts';
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

/** The member's own profile: read it, or save it with PUT (replace) or POST (create once). */
const readProfile = (cookie?: string) => api('/api/mentee-profile', { cookie });
const saveProfile = (method: 'PUT' | 'POST', cookie: string | undefined, body: unknown) =>
  api('/api/mentee-profile', { method, cookie, body });

beforeAll(seedTaxonomy);

describe('mentee profile', () => {
  it('GET answers 404 before a profile exists and 401 for visitors', async () => {
    const { cookie } = await signedInMember();
    const res = await readProfile(cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: MENTEE_MESSAGES.noProfile });
    expect((await readProfile()).status).toBe(401);
  });

  it('PUT creates the profile and GET answers it; a second PUT replaces it (one row per user)', async () => {
    const { user, cookie } = await signedInMember();
    const created = await saveProfile('PUT', cookie, profileBody());
    expect(created.status).toBe(200);
    const profile = await created.json<MenteeProfile>();
    expect(profile).toEqual({ id: expect.any(Number), ...profileBody() });
    expect(await (await readProfile(cookie)).json()).toEqual(profile);

    const replaced = await saveProfile(
      'PUT',
      cookie,
      profileBody({ goals: 'Grow my baking business', experienceLevel: 'intermediate' }),
    );
    expect(await replaced.json()).toMatchObject({
      id: profile.id,
      goals: 'Grow my baking business',
      experienceLevel: 'intermediate',
    });
    expect(await db.select().from(menteeProfiles).where(eq(menteeProfiles.userId, user.id))).toHaveLength(1);
  });

  it('PUT costs two round trips with the sign-in claim: the path check beside it, then the save', async () => {
    const { cookie } = await signedInMember();
    const { res, roundTrips } = await countRoundTrips('/api/mentee-profile', {
      method: 'PUT',
      body: profileBody(),
      cookie: await withSignInClaim(cookie),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: expect.any(Number), ...profileBody() });
    expect(roundTrips).toBeLessThanOrEqual(2);
  });

  it('POST (the spec’s fallback) saves the same way, with the spec defaults for what is left out', async () => {
    const { cookie } = await signedInMember();
    const res = await saveProfile('POST', cookie, { goals: 'Learn to sell online' });
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
    const again = await saveProfile('POST', cookie, profileBody());
    expect(again.status).toBe(200);
  });

  it('keeps two concurrent first saves to one profile', async () => {
    const { user, cookie } = await signedInMember();
    const answers = await Promise.all([
      saveProfile('PUT', cookie, profileBody({ goals: 'A' })),
      saveProfile('POST', cookie, profileBody({ goals: 'B' })),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await db.select().from(menteeProfiles).where(eq(menteeProfiles.userId, user.id))).toHaveLength(1);
  });

  it('maps the form’s "freelancer" to freelance-expert and refuses unknown journeys and bad values with 400', async () => {
    const { cookie } = await signedInMember();
    const mapped = await saveProfile('PUT', cookie, profileBody({ preferredJourneyPath: 'freelancer' }));
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
      const res = await saveProfile('PUT', cookie, profileBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect((await res.json<{ message: string }>()).message).toContain(message);
    }
    // The refused saves changed nothing.
    expect((await (await readProfile(cookie)).json<MenteeProfile>()).preferredJourneyPath).toBe('freelance-expert');
  });

  it('keeps the chosen languages once each, in the Constitution’s order, and clears them when sent none', async () => {
    const { user, cookie } = await signedInMember();
    const save = async (languages: string[]) =>
      (await (await saveProfile('PUT', cookie, profileBody({ languages }))).json<MenteeProfile>()).languages;
    expect(await save(['ZU', 'sfs', 'nso', 'zu'])).toEqual(['nso', 'zu', 'sfs']);
    const [row] = await db.select().from(menteeProfiles).where(eq(menteeProfiles.userId, user.id));
    expect(row!.languages).toEqual(['nso', 'zu', 'sfs']);
    expect(await save([])).toEqual([]);
  });

  it('answers visitors 401 on PUT and POST, and lets a mentor hold a mentee profile too', async () => {
    expect((await saveProfile('PUT', undefined, profileBody())).status).toBe(401);
    expect((await saveProfile('POST', undefined, profileBody())).status).toBe(401);
    const { cookie } = await signedInMentor();
    const res = await saveProfile('PUT', cookie, profileBody());
    expect(res.status).toBe(200);
  });
});
