import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mentor } from '../../schema/contract/mentors.ts';
import { categories, mentors } from '../../schema/db/index.ts';
import { MENTOR_SEED } from '../seed/people.ts';
import {
  createCategory,
  createJourney,
  createListedMentor,
  db,
  seedTaxonomy,
  signedInMember,
} from '../test/factories.ts';
import { api } from '../test/http.ts';
import { listMentorsPage, uniqueWord, walkMentorPages } from '../test/mentor-list.ts';
import { formPayload, postMentor, putProfile } from '../test/mentor-profile.ts';

beforeAll(seedTaxonomy);

const idsFor = async (search: string, scope?: { category: string }) =>
  (await listMentorsPage({ search, limit: 100, ...scope })).items.map((m) => m.id);

describe('GET /api/mentors: search finds the words the cards print', () => {
  // The demo seed's fifteen mentors, in a category of their own so that other tests' mentors stay out of the answers.
  let scope: { category: string };
  const namesFor = async (search: string) =>
    (await listMentorsPage({ search, limit: 100, ...scope })).items.map((m) => m.name);
  beforeAll(async () => {
    scope = { category: (await createCategory()).slug };
    for (const seed of MENTOR_SEED) {
      await createListedMentor({
        name: `${seed.firstName} ${seed.lastName}`,
        title: seed.title,
        location: seed.location,
        description: seed.description,
        experience: seed.experience,
        skills: [...seed.skills],
        categories: [scope.category, ...seed.categories],
        journeys: [...seed.journeys],
      });
    }
  });

  it('finds "poultry", "hydroponic" and "SARS" in titles and experience', async () => {
    expect(await namesFor('poultry')).toEqual(['Lindiwe Mabaso']);
    expect(await namesFor('hydroponic')).toEqual(['Pieter van der Merwe']);
    expect(await namesFor('SARS')).toEqual(['Sipho Dlamini']);
  });

  it('matches a word by its English stem: "farming" finds "I farm" as "farm" does', async () => {
    expect(await namesFor('farming')).toEqual(['Pieter van der Merwe']);
    expect(await namesFor('farm')).toEqual(['Pieter van der Merwe']);
  });

  it('matches the start of a word, so a word is found while it is typed', async () => {
    expect(await namesFor('hydro')).toEqual(['Pieter van der Merwe']);
    expect(await namesFor('hydroponi')).toEqual(['Pieter van der Merwe']);
    expect(await namesFor('vegetab')).toEqual(['Pieter van der Merwe']);
    expect(await namesFor('poult')).toEqual(['Lindiwe Mabaso']);
    expect(await namesFor('gqeb')).toEqual(['Lindiwe Mabaso', 'Siyabonga Cele']);
  });

  it('finds the names of categories and journey paths and the location', async () => {
    const agriculture = await namesFor('Agriculture');
    expect(agriculture.sort()).toEqual(['Lindiwe Mabaso', 'Pieter van der Merwe']);
    expect((await namesFor('rural innovator')).sort()).toEqual([
      'Lindiwe Mabaso',
      'Pieter van der Merwe',
      'Siyabonga Cele',
    ]);
    expect(await namesFor('Polokwane Limpopo')).toContain('Pieter van der Merwe');
  });
});

describe('GET /api/mentors: search by word, prefix and stem', () => {
  it('matches name, title, description, experience and skills case-insensitively', async () => {
    const word = uniqueWord();
    const byName = await createListedMentor({ name: `Thabo ${word}NAME Mokoena` });
    const byDescription = await createListedMentor({ description: `I build websites (${word}desc) in Pretoria.` });
    const bySkill = await createListedMentor({ skills: ['Web Development', `${word}Skill Farming`] });
    const byExperience = await createListedMentor({ experience: `Ten years of ${word}exp` });
    await createListedMentor({ name: 'Someone else', description: 'Nothing to find here.' });

    expect(await idsFor(`${word}name`.toUpperCase())).toEqual([byName.mentor.id]);
    expect(await idsFor(`${word}DESC`)).toEqual([byDescription.mentor.id]);
    expect(await idsFor(`${word}skill farm`.toUpperCase())).toEqual([bySkill.mentor.id]);
    expect(await idsFor(`${word}exp`)).toEqual([byExperience.mentor.id]);
    const all = await listMentorsPage({ search: word });
    expect(all.items.map((m) => m.id)).toEqual([
      byName.mentor.id,
      byDescription.mentor.id,
      bySkill.mentor.id,
      byExperience.mentor.id,
    ]);
    expect(all.total).toBe(4);
  });

  it('finds "farm", "farms" and "farmer" for "farming", and "farming" for "farm"', async () => {
    const scope = { category: (await createCategory()).slug };
    const farm = await createListedMentor({ description: 'I farm maize.', categories: [scope.category] });
    const farmer = await createListedMentor({ title: 'Small-scale farmer', categories: [scope.category] });
    const farming = await createListedMentor({ experience: 'Tunnel farming', categories: [scope.category] });
    const farms = await createListedMentor({ description: 'Two farms near Tzaneen', categories: [scope.category] });
    await createListedMentor({ description: 'Pharmacy assistant', categories: [scope.category] });
    const everyFarm = [farmer.mentor.id, farm.mentor.id, farming.mentor.id, farms.mentor.id];
    // The title hit ranks first, then the others in id order.
    expect(await idsFor('farming', scope)).toEqual(everyFarm);
    expect(await idsFor('farm', scope)).toEqual(everyFarm);
    expect(await idsFor('FARMS', scope)).toEqual(everyFarm);
  });

  it('ranks mentors whose name or title has every word first, then the others, each in id order, across pages', async () => {
    const word = uniqueWord();
    const inDescription = await createListedMentor({ description: `Ask me about ${word} eggs` });
    const inTitle = await createListedMentor({ title: `${word} and egg co-operative founder` });
    const inName = await createListedMentor({ name: `Lindiwe ${word}` });
    const inSkillsAndTitle = await createListedMentor({ title: 'Egg seller', skills: [word] });
    const expected = [inTitle, inName, inDescription, inSkillsAndTitle].map((m) => m.mentor.id);
    expect(await idsFor(word)).toEqual(expected);
    const pages = await walkMentorPages({ search: `${word} egg`, limit: 1 });
    expect(pages.flatMap((p) => p.items.map((m) => m.id))).toEqual([
      inTitle.mentor.id,
      inDescription.mentor.id,
      inSkillsAndTitle.mentor.id,
    ]);
    expect(pages.every((p) => p.total === 3)).toBe(true);
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it('follows a profile edit of the title, experience, location, categories and journey paths', async () => {
    // A profile whose every indexed field holds `word` (plus a letter, so each field is found on its own).
    const profileSaying = async (word: string) =>
      formPayload({
        title: `Grower of ${word}t`,
        description: 'Practical help.',
        experience: `Years of ${word}x`,
        location: `${word}ville`,
        categories: [(await createCategory({ name: `Category ${word}` })).slug],
        journeyPaths: [(await createJourney({ name: `Journey ${word}j` })).slug],
      });
    const found = (word: string) => ['t', 'x', 'ville', '', 'j'].map((suffix) => idsFor(`${word}${suffix}`));
    const [oldWord, newWord] = [uniqueWord(), uniqueWord()];
    const { cookie } = await signedInMember();
    const created = await postMentor(cookie, await profileSaying(oldWord));
    expect(created.status).toBe(201);
    const { id } = await created.json<Mentor>();
    expect(await Promise.all(found(oldWord))).toEqual(Array(5).fill([id]));

    const edited = await putProfile(cookie, await profileSaying(newWord));
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await Promise.all(found(oldWord))).toEqual(Array(5).fill([]));
    expect(await Promise.all(found(newWord))).toEqual(Array(5).fill([id]));
  });

  it('follows every write to the tables, whoever makes it: a mentor row, hiding it, a renamed category, a deletion', async () => {
    const [before, after, renamed] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const category = await createCategory();
    const { mentor } = await createListedMentor({ description: `Old text ${before}`, categories: [category.slug] });
    expect((await listMentorsPage({ search: before })).total).toBe(1);
    await db
      .update(mentors)
      .set({ description: `New text ${after}` })
      .where(eq(mentors.id, mentor.id));
    expect((await listMentorsPage({ search: before })).total).toBe(0);
    expect(await idsFor(after)).toEqual([mentor.id]);
    // A hidden profile leaves the index, and comes back with everything it says.
    await db.update(mentors).set({ isActive: false }).where(eq(mentors.id, mentor.id));
    expect(await idsFor(after)).toEqual([]);
    await db.update(mentors).set({ isActive: true }).where(eq(mentors.id, mentor.id));
    expect(await idsFor(after)).toEqual([mentor.id]);
    await db
      .update(categories)
      .set({ name: `Renamed ${renamed}` })
      .where(eq(categories.slug, category.slug));
    expect(await idsFor(renamed)).toEqual([mentor.id]);
    await db.delete(mentors).where(eq(mentors.id, mentor.id));
    expect((await listMentorsPage({ search: after })).total).toBe(0);
    expect((await listMentorsPage({ search: renamed })).total).toBe(0);
  });

  it('ignores a search shorter than 3 characters or without a word (the list is answered as without one)', async () => {
    await createListedMentor();
    const unfiltered = await listMentorsPage();
    for (const search of ['a', 'Zq', '  x  ', '***', '"-"']) {
      const page = await listMentorsPage({ search });
      expect(page.total).toBe(unfiltered.total);
      expect(page.items.map((m) => m.id)).toEqual(unfiltered.items.map((m) => m.id));
    }
  });

  it('treats FTS syntax in the search as plain words, never as a query (no 500)', async () => {
    const word = uniqueWord();
    const { mentor } = await createListedMentor({ description: `Ask me about "${word}" AND pricing*` });
    for (const search of ['"', 'AND (', '*', 'NEAR(a b)', `"${word}" AND pricing*`, "'; drop table mentors; --"]) {
      const res = await api(`/api/mentors?search=${encodeURIComponent(search)}`);
      expect(res.status, search).toBe(200);
    }
    expect(await idsFor(`"${word}" AND pricing*`)).toEqual([mentor.id]);
    expect(await idsFor(`${word} NOT pricing`)).toEqual([]);
  });

  it('combines search with the category and journey filters', async () => {
    const word = uniqueWord();
    const category = await createCategory();
    const journey = await createJourney();
    const both = await createListedMentor({ name: `${word} A`, categories: [category.slug], journeys: [journey.slug] });
    await createListedMentor({ name: `${word} B`, categories: [category.slug] });
    await createListedMentor({ name: `${word} C`, journeys: [journey.slug] });
    const page = await listMentorsPage({ search: word, category: category.slug, journey: journey.slug });
    expect(page.items.map((m) => m.id)).toEqual([both.mentor.id]);
    expect(page.total).toBe(1);
    expect((await listMentorsPage({ search: word, category: category.slug })).total).toBe(2);
    expect((await listMentorsPage({ search: word, journey: journey.slug })).total).toBe(2);
  });

  it('answers 400 for a cursor that is not a search cursor', async () => {
    const res = await api(`/api/mentors?search=farm&cursor=${btoa('[5]')}`);
    expect(res.status).toBe(400);
  });
});
