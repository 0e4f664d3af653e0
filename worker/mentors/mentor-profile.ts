import { eq, sql } from 'drizzle-orm';
import { MENTOR_MESSAGES, type Mentor, type MentorProfileData } from '../../schema/contract/mentors.ts';
import { mentorCategories, mentorJourneyPaths, mentorLanguages, mentors } from '../../schema/db/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { HttpError } from '../http/errors.ts';
import { type ImageStore, releaseImage, resolveProfileImage } from '../images/images.ts';
import { resolveTaxonomy } from '../taxonomy/taxonomy.ts';
import { findMentorByUserId, ownMentorOf, ownMentorReads } from './mentor-view.ts';

const noProfile = () => new HttpError(404, MENTOR_MESSAGES.noProfile);

/** `GET /api/mentors/profile`: the signed-in user's own mentor profile, or 404. */
export async function getOwnMentorProfile(db: ImageStore['db'], userId: string): Promise<Mentor> {
  const mentor = await findMentorByUserId(db, userId);
  if (!mentor) throw noProfile();
  return mentor;
}

/**
 * `GET /api/auth/user/mentor-status`: a user counts as a mentor when a mentor profile with an id exists; the
 * profile is the same `Mentor` the directory and `GET /api/mentors/profile` answer.
 */
export async function getMentorStatus(
  db: ImageStore['db'],
  userId: string,
): Promise<{ isMentor: boolean; mentorProfile: Mentor | null }> {
  const mentorProfile = await findMentorByUserId(db, userId);
  return { isMentor: mentorProfile !== null, mentorProfile };
}

/** Spec: the form's description is "auto-built from the chosen categories" when the mentor writes none. */
export function describeCategories(names: readonly string[]): string {
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
  return `Mentoring in ${list}.`;
}

/**
 * `POST /api/mentors`: creates the user's one mentor profile and its category, journey and language rows in ONE batch
 * (atomic on D1). One profile per user is the UNIQUE(user_id) constraint's job, not a read before the write:
 * of two concurrent requests exactly one succeeds and the other answers 409.
 */
export async function createMentorProfile(
  store: ImageStore,
  userId: string,
  input: MentorProfileData,
): Promise<Mentor> {
  const { db } = store;
  const { categoryNames } = await resolveTaxonomy(db, {
    categorySlugs: input.categories,
    journeySlugs: input.journeyPaths,
  });
  const image = await resolveProfileImage(store, userId, input.profileImage, null);
  const mentorId = sql<number>`(select ${mentors.id} from ${mentors} where ${mentors.userId} = ${userId})`;
  const [profile, stats] = ownMentorReads(db, userId, new Date());
  try {
    // The answer is read right after the row it shows (a Mentor is built from that row; the join rows are for filters).
    const [, rows, statRows] = await db.batch([
      db.insert(mentors).values({
        userId,
        ...profileColumns(input, categoryNames),
        profileImage: image.url,
      }),
      profile,
      stats,
      ...joinRows(db, mentorId, input),
    ]);
    return ownMentorOf([rows, statRows])!;
  } catch (err) {
    await releaseImage(store, userId, image.stored);
    if (isUniqueViolation(err, 'mentors.user_id')) throw new HttpError(409, MENTOR_MESSAGES.alreadyMentor);
    throw err;
  }
}

/** Fields of the update body that keep their stored value when the client leaves them out. */
const KEPT_WHEN_ABSENT = [
  'description',
  'experience',
  'yearsOfFreedom',
  'serviceType',
  'skills',
  'location',
  'profileImage',
  'languages',
];

/**
 * `PUT /api/mentors/profile`: the owner's profile (there is no id in the path: a user can only ever address their
 * own). Replaces the fields sent and the category/journey/language rows in one batch. The spec's profile editor sends
 * no description, experience, years, service type or languages, so a field absent from the body (`sent`) keeps its
 * value instead of falling back to the create form's default. A replaced picture the user owned is deleted from R2.
 */
export async function updateMentorProfile(
  store: ImageStore,
  userId: string,
  input: MentorProfileData,
  sent: ReadonlySet<string>,
): Promise<Mentor> {
  const { db } = store;
  // Both reads travel together, beside the session check; a missing profile is still answered before an unknown slug.
  const [found, taxonomy] = await Promise.allSettled([
    db
      .select({
        id: mentors.id,
        profileImage: mentors.profileImage,
        description: mentors.description,
        experience: mentors.experience,
        yearsOfFreedom: mentors.yearsOfFreedom,
        serviceType: mentors.serviceType,
        skills: mentors.skills,
        location: mentors.location,
        languages: mentors.languages,
      })
      .from(mentors)
      .where(eq(mentors.userId, userId))
      .limit(1),
    resolveTaxonomy(db, { categorySlugs: input.categories, journeySlugs: input.journeyPaths }),
  ]);
  if (found.status === 'rejected') throw found.reason;
  const [current] = found.value;
  if (!current) throw noProfile();
  if (taxonomy.status === 'rejected') throw taxonomy.reason;
  const { categoryNames } = taxonomy.value;
  const merged: MentorProfileData = { ...input };
  for (const field of KEPT_WHEN_ABSENT) {
    if (sent.has(field)) continue;
    if (field === 'profileImage') merged.profileImage = current.profileImage ?? '';
    else Object.assign(merged, { [field]: current[field as keyof typeof current] });
  }
  const image = await resolveProfileImage(store, userId, merged.profileImage, current.profileImage);
  const [profile, stats] = ownMentorReads(db, userId, new Date());
  let updated: Mentor | null;
  try {
    // The answer is read right after the row it shows (a Mentor is built from that row; the join rows are for filters).
    const [, rows, statRows] = await db.batch([
      db
        .update(mentors)
        .set({ ...profileColumns(merged, categoryNames), profileImage: image.url })
        .where(eq(mentors.id, current.id)),
      profile,
      stats,
      db.delete(mentorCategories).where(eq(mentorCategories.mentorId, current.id)),
      db.delete(mentorJourneyPaths).where(eq(mentorJourneyPaths.mentorId, current.id)),
      db.delete(mentorLanguages).where(eq(mentorLanguages.mentorId, current.id)),
      ...joinRows(db, current.id, merged),
    ]);
    updated = ownMentorOf([rows, statRows]);
  } catch (err) {
    await releaseImage(store, userId, image.stored);
    throw err;
  }
  if (current.profileImage && current.profileImage !== image.url) {
    await releaseImage(store, userId, current.profileImage);
  }
  if (!updated) throw noProfile();
  return updated;
}

function profileColumns(input: MentorProfileData, categoryNames: readonly string[]) {
  return {
    name: input.name,
    title: input.title,
    description: input.description || describeCategories(categoryNames),
    experience: input.experience,
    yearsOfFreedom: input.yearsOfFreedom,
    location: input.location,
    // Display copies (paths and categories comma-and-space joined in the order chosen); filters read the join tables.
    journeyPath: input.journeyPaths.join(', '),
    category: input.categories.join(', '),
    languages: input.languages,
    skills: input.skills,
    serviceType: input.serviceType,
  };
}

function joinRows(db: ImageStore['db'], mentorId: number | ReturnType<typeof sql<number>>, input: MentorProfileData) {
  return [
    db
      .insert(mentorCategories)
      .values(input.categories.map((categorySlug, position) => ({ mentorId, categorySlug, position }))),
    db.insert(mentorJourneyPaths).values(input.journeyPaths.map((journeyPathSlug) => ({ mentorId, journeyPathSlug }))),
    // None only for a profile from before languages were asked (an edit that leaves them out keeps them).
    ...(input.languages.length
      ? [db.insert(mentorLanguages).values(input.languages.map((language) => ({ mentorId, language })))]
      : []),
  ] as const;
}
