import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENTOR_MESSAGES, type Mentor } from '../../schema/contract/mentors.ts';
import { LANGUAGE_CODES, LANGUAGE_MESSAGES } from '../../schema/contract/languages-rules.ts';
import { mentorCategories, mentorJourneyPaths, mentorLanguages, mentors } from '../../schema/db/index.ts';
import { unknownCategoryMessage, unknownJourneyMessage } from '../taxonomy/taxonomy.ts';
import { createListedMentor, db, seedTaxonomy, signedInMember, signIn } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { formPayload, postMentor, putProfile } from '../test/mentor-profile.ts';

beforeAll(seedTaxonomy);

describe('POST /api/mentors', () => {
  it('creates the profile with its categories and journeys, and answers 201 with the Mentor', async () => {
    const { user, cookie } = await signedInMember();
    const res = await postMentor(
      cookie,
      formPayload({
        journeyPaths: ['creative-hustler', 'freelancer'],
        categories: ['business', 'consulting'],
        serviceType: 'coaching',
      }),
    );
    expect(res.status).toBe(201);
    const mentor = await res.json<Mentor>();
    expect(mentor).toMatchObject({
      name: 'Lerato Molefe',
      title: 'Caterer and baker',
      // Spec: the description is built from the chosen categories when none is written.
      description: 'Mentoring in Business & Finance and Consulting.',
      experience: 'Catering for weddings, pricing, food safety certificates',
      yearsOfFreedom: 1,
      menteeCount: 0,
      isActive: true,
      location: 'South Africa',
      journeyPath: 'creative-hustler, freelance-expert',
      journeyPaths: ['creative-hustler', 'freelance-expert'],
      category: 'business, consulting',
      categories: ['business', 'consulting'],
      skills: ['business', 'consulting'],
      serviceType: 'coach',
      isCoach: true,
      // The Constitution's order (languages-rules.ts), not the order sent.
      languages: ['en', 'xh'],
      profileImage: null,
      upcomingSessionCount: 0,
      rating: null,
      reviewCount: null,
    });

    const [row] = await db.select().from(mentors).where(eq(mentors.userId, user.id));
    expect(row!.id).toBe(mentor.id);
    const cats = await db.select().from(mentorCategories).where(eq(mentorCategories.mentorId, mentor.id));
    expect(cats.map((c) => [c.categorySlug, c.position]).sort()).toEqual([
      ['business', 0],
      ['consulting', 1],
    ]);
    const journeys = await db.select().from(mentorJourneyPaths).where(eq(mentorJourneyPaths.mentorId, mentor.id));
    expect(journeys.map((j) => j.journeyPathSlug).sort()).toEqual(['creative-hustler', 'freelance-expert']);
    const languages = await db.select().from(mentorLanguages).where(eq(mentorLanguages.mentorId, mentor.id));
    expect(languages.map((l) => l.language).sort()).toEqual(['en', 'xh']);

    // The account now counts as a mentor everywhere.
    const status = await api('/api/auth/user/mentor-status', { cookie });
    expect(await status.json()).toEqual({ isMentor: true, mentorProfile: mentor });
    expect(await (await api('/api/auth/user', { cookie })).json()).toMatchObject({
      isMentor: true,
      serviceType: 'coach',
    });
    expect(await (await api('/api/mentors/profile', { cookie })).json()).toEqual(mentor);
  });

  it('accepts the spec payload as it is (one journeyPath and category as strings) and keeps a written description', async () => {
    const { cookie } = await signedInMember();
    const res = await postMentor(
      cookie,
      formPayload({ description: 'I bake.', location: 'Soweto', journeyPath: 'rural-innovator, maker-artisan' }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      description: 'I bake.',
      location: 'Soweto',
      journeyPaths: ['rural-innovator', 'maker-artisan'],
      categories: ['business'],
      serviceType: 'mentorship',
      isCoach: false,
    });
  });

  it('answers each validation message of spec section 5 word for word, with 400', async () => {
    const { cookie } = await signedInMember();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, MENTOR_MESSAGES.nameAndTitleRequired],
      [{ title: '   ' }, MENTOR_MESSAGES.nameAndTitleRequired],
      [{ journeyPath: '' }, MENTOR_MESSAGES.journeyRequired],
      [{ journeyPath: '', journeyPaths: [] }, MENTOR_MESSAGES.journeyRequired],
      [{ category: '' }, MENTOR_MESSAGES.categoryRequired],
      [{ category: ' , ' }, MENTOR_MESSAGES.categoryRequired],
      [{ languages: [] }, MENTOR_MESSAGES.languageRequired],
      [{ languages: undefined }, MENTOR_MESSAGES.languageRequired],
    ];
    for (const [overrides, message] of cases) {
      const res = await postMentor(cookie, formPayload(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const body = await res.json<{ message: string; issues: { message: string }[] }>();
      expect(body.message).toBe(message);
      expect(body.issues.map((i) => i.message)).toContain(message);
    }
    // Several problems at once are all listed.
    const all = await postMentor(cookie, formPayload({ name: '', journeyPath: '', category: '' }));
    expect((await all.json<{ issues: { message: string }[] }>()).issues.map((i) => i.message)).toEqual([
      MENTOR_MESSAGES.nameAndTitleRequired,
      MENTOR_MESSAGES.journeyRequired,
      MENTOR_MESSAGES.categoryRequired,
    ]);
    expect((await api('/api/mentors/profile', { cookie })).status).toBe(404);
  });

  it('refuses unknown categories and journeys, bad slugs and oversized fields with clear 400s', async () => {
    const { cookie } = await signedInMember();
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'business, underwater-basket-weaving' }, unknownCategoryMessage('underwater-basket-weaving')],
      [{ journeyPath: 'moon-landing' }, unknownJourneyMessage('moon-landing')],
      [{ categories: ['Not a slug!'] }, 'Must be a slug such as creative-hustler.'],
      [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
      [{ skills: Array.from({ length: 31 }, (_, i) => `skill ${i}`) }, 'At most 30 skills.'],
      [{ serviceType: 'guru' }, ''],
      [{ yearsOfFreedom: -1 }, ''],
      [{ languages: ['zu', 'klingon'] }, `languages.1: ${LANGUAGE_MESSAGES.unknown}`],
      [{ languages: 'zu' }, ''],
      [{ languages: [...LANGUAGE_CODES, 'zu'] }, ''],
    ];
    for (const [overrides, message] of cases) {
      const res = await postMentor(cookie, formPayload(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const body = await res.json<{ message: string }>();
      if (message) expect(body.message).toContain(message);
    }
    expect((await api('/api/mentors/profile', { cookie })).status).toBe(404);
  });

  it('answers a visitor 401 with the spec’s message, before looking at the body', async () => {
    for (const body of [formPayload(), { name: '' }, 'not json']) {
      const res = await postMentor(undefined, body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: MENTOR_MESSAGES.signedOut });
    }
  });

  it('allows one profile per user: a second POST answers 409', async () => {
    const { user, cookie } = await signedInMember();
    expect((await postMentor(cookie, formPayload())).status).toBe(201);
    const again = await postMentor(cookie, formPayload({ name: 'Someone Else', category: 'technology' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: MENTOR_MESSAGES.alreadyMentor });
    const rows = await db.select().from(mentors).where(eq(mentors.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Lerato Molefe');
    const cats = await db.select().from(mentorCategories).where(eq(mentorCategories.mentorId, rows[0]!.id));
    expect(cats.map((c) => c.categorySlug)).toEqual(['business']);
  });

  it('lets exactly one of two concurrent POSTs win (the UNIQUE constraint decides, not a read)', async () => {
    for (let round = 0; round < 3; round++) {
      const { user, cookie } = await signedInMember();
      const answers = await Promise.all([
        postMentor(cookie, formPayload({ name: 'First', category: 'technology' })),
        postMentor(cookie, formPayload({ name: 'Second', category: 'education' })),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const rows = await db.select().from(mentors).where(eq(mentors.userId, user.id));
      expect(rows).toHaveLength(1);
      const cats = await db.select().from(mentorCategories).where(eq(mentorCategories.mentorId, rows[0]!.id));
      expect(cats).toHaveLength(1);
      expect(cats[0]!.categorySlug).toBe(rows[0]!.category);
    }
  });
});

describe('GET /api/mentors/profile', () => {
  it('answers the owner’s profile, 404 without one, 401 for visitors', async () => {
    const { user, mentor } = await createListedMentor({ categories: ['education'], journeys: ['knowledge-monetiser'] });
    const own = await api('/api/mentors/profile', { cookie: await signIn(user.id) });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id: mentor.id, categories: ['education'] });

    const { cookie } = await signedInMember();
    const none = await api('/api/mentors/profile', { cookie });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: MENTOR_MESSAGES.noProfile });
    expect((await api('/api/mentors/profile')).status).toBe(401);
  });

  it('shows the owner an inactive profile that the directory hides', async () => {
    const { user, mentor } = await createListedMentor({ isActive: false, categories: ['education'] });
    expect(await (await api('/api/mentors/profile', { cookie: await signIn(user.id) })).json()).toMatchObject({
      id: mentor.id,
      isActive: false,
    });
  });
});

describe('PUT /api/mentors/profile', () => {
  it('replaces the fields and the category and journey rows; fields the editor does not send keep their value', async () => {
    const { cookie } = await signedInMember();
    const created = await (
      await postMentor(
        cookie,
        formPayload({ description: 'Kept', serviceType: 'both', yearsOfFreedom: 4, categories: ['business'] }),
      )
    ).json<Mentor>();
    // The spec's profile editor body: name, title, journeyPaths, categories, skills, location, profileImage,
    // journeyPath, category (comma-and-space joined).
    const res = await putProfile(cookie, {
      name: 'Lerato M.',
      title: 'Wedding caterer',
      journeyPaths: ['maker-artisan'],
      categories: ['technology', 'marketing'],
      skills: ['Cooking/Catering'],
      location: 'Durban',
      profileImage: '',
      journeyPath: 'maker-artisan',
      category: 'technology, marketing',
    });
    expect(res.status).toBe(200);
    const updated = await res.json<Mentor>();
    expect(updated).toMatchObject({
      id: created.id,
      name: 'Lerato M.',
      title: 'Wedding caterer',
      description: 'Kept',
      serviceType: 'both',
      yearsOfFreedom: 4,
      location: 'Durban',
      skills: ['Cooking/Catering'],
      journeyPaths: ['maker-artisan'],
      categories: ['technology', 'marketing'],
      category: 'technology, marketing',
    });
    const cats = await db.select().from(mentorCategories).where(eq(mentorCategories.mentorId, created.id));
    expect(cats.map((c) => [c.categorySlug, c.position]).sort()).toEqual([
      ['marketing', 1],
      ['technology', 0],
    ]);
    const journeys = await db.select().from(mentorJourneyPaths).where(eq(mentorJourneyPaths.mentorId, created.id));
    expect(journeys.map((j) => j.journeyPathSlug)).toEqual(['maker-artisan']);
    // The directory follows: old category gone, new one there.
    expect(
      (await (await api('/api/mentors?category=business')).json<{ items: Mentor[] }>()).items.map((m) => m.id),
    ).not.toContain(created.id);
    expect(
      (await (await api('/api/mentors?category=marketing')).json<{ items: Mentor[] }>()).items.map((m) => m.id),
    ).toContain(created.id);
  });

  it('replaces the language rows when languages are sent, keeps them when left out, and never takes none', async () => {
    const { cookie } = await signedInMember();
    const created = await (await postMentor(cookie, formPayload({ languages: ['zu', 'en'] }))).json<Mentor>();
    const rows = async () =>
      (await db.select().from(mentorLanguages).where(eq(mentorLanguages.mentorId, created.id)))
        .map((l) => l.language)
        .sort();

    const sent = await putProfile(cookie, formPayload({ languages: ['sfs', 'ST', 'st'] }));
    expect(sent.status).toBe(200);
    expect((await sent.json<Mentor>()).languages).toEqual(['st', 'sfs']);
    expect(await rows()).toEqual(['sfs', 'st']);
    const { languages: _left, ...withoutLanguages } = formPayload();
    expect((await (await putProfile(cookie, withoutLanguages)).json<Mentor>()).languages).toEqual(['st', 'sfs']);
    expect(await rows()).toEqual(['sfs', 'st']);

    const none = await putProfile(cookie, formPayload({ languages: [] }));
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ message: MENTOR_MESSAGES.languageRequired });
    expect(await rows()).toEqual(['sfs', 'st']);
    // The directory's filter follows.
    const speakers = (await (await api(`/api/mentors?language=sfs&limit=100`)).json<{ items: Mentor[] }>()).items;
    expect(speakers.map((m) => m.id)).toContain(created.id);
  });

  it('answers the same validation messages as the create form', async () => {
    const { cookie } = await signedInMember();
    await postMentor(cookie, formPayload());
    for (const [overrides, message] of [
      [{ title: '' }, MENTOR_MESSAGES.nameAndTitleRequired],
      [{ journeyPath: '' }, MENTOR_MESSAGES.journeyRequired],
      [{ category: '' }, MENTOR_MESSAGES.categoryRequired],
      [{ category: 'nope' }, unknownCategoryMessage('nope')],
    ] as const) {
      const res = await putProfile(cookie, formPayload(overrides));
      expect(res.status).toBe(400);
      expect((await res.json<{ message: string }>()).message).toBe(message);
    }
  });

  it('only ever edits the caller’s own profile: 404 without one, 401 for visitors', async () => {
    const owner = await signedInMember();
    const mentor = await (await postMentor(owner.cookie, formPayload())).json<Mentor>();
    const other = await signedInMember();
    const res = await putProfile(other.cookie, formPayload({ name: 'Hijacker', id: mentor.id, userId: owner.user.id }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: MENTOR_MESSAGES.noProfile });
    expect((await putProfile(undefined, formPayload())).status).toBe(401);
    const [row] = await db.select().from(mentors).where(eq(mentors.id, mentor.id));
    expect(row!.name).toBe('Lerato Molefe');
    expect((await db.select().from(mentors).where(eq(mentors.userId, other.user.id))).length).toBe(0);
  });
});
