import { eq } from 'drizzle-orm';
import { inLanguageOrder } from '../../schema/contract/languages-rules.ts';
import { MENTEE_MESSAGES, type MenteeProfile, type MenteeProfileInputSchema } from '../../schema/contract/mentees.ts';
import { menteeProfiles } from '../../schema/db/index.ts';
import { nowIso } from '../../schema/db/users.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { resolveTaxonomy } from '../taxonomy/taxonomy.ts';
import type * as z from 'zod';

type MenteeProfileData = z.output<typeof MenteeProfileInputSchema>;

const profileFields = {
  id: menteeProfiles.id,
  bio: menteeProfiles.bio,
  currentSituation: menteeProfiles.currentSituation,
  goals: menteeProfiles.goals,
  interests: menteeProfiles.interests,
  preferredJourneyPath: menteeProfiles.preferredJourneyPath,
  location: menteeProfiles.location,
  experienceLevel: menteeProfiles.experienceLevel,
  availableTime: menteeProfiles.availableTime,
  learningStyle: menteeProfiles.learningStyle,
  languages: menteeProfiles.languages,
};

type ProfileRow = Pick<typeof menteeProfiles.$inferSelect, keyof typeof profileFields>;

function toMenteeProfile(row: ProfileRow): MenteeProfile {
  return {
    id: row.id,
    bio: row.bio ?? '',
    currentSituation: row.currentSituation ?? '',
    goals: row.goals ?? '',
    interests: row.interests ?? '',
    preferredJourneyPath: row.preferredJourneyPath ?? '',
    location: row.location ?? '',
    experienceLevel: row.experienceLevel,
    availableTime: row.availableTime,
    learningStyle: row.learningStyle,
    languages: Array.isArray(row.languages) ? inLanguageOrder(row.languages) : [],
  };
}

/** `GET /api/mentee-profile`: the signed-in user's mentee profile, or 404. */
export async function getMenteeProfile(db: Db, userId: string): Promise<MenteeProfile> {
  const [row] = await db.select(profileFields).from(menteeProfiles).where(eq(menteeProfiles.userId, userId)).limit(1);
  if (!row) throw new HttpError(404, MENTEE_MESSAGES.noProfile);
  return toMenteeProfile(row);
}

/**
 * `PUT` and `POST /api/mentee-profile`: creates or replaces the user's one mentee profile with a single
 * INSERT ... ON CONFLICT (user_id) DO UPDATE, so concurrent saves can never make a second one. A preferred
 * journey path, when given, must exist ('freelancer' is already mapped to 'freelance-expert' by the contract).
 */
export async function saveMenteeProfile(db: Db, userId: string, input: MenteeProfileData): Promise<MenteeProfile> {
  if (input.preferredJourneyPath) {
    await resolveTaxonomy(db, { categorySlugs: [], journeySlugs: [input.preferredJourneyPath] });
  }
  const values = {
    bio: input.bio,
    currentSituation: input.currentSituation,
    goals: input.goals,
    interests: input.interests,
    preferredJourneyPath: input.preferredJourneyPath || null,
    location: input.location,
    experienceLevel: input.experienceLevel,
    availableTime: input.availableTime,
    learningStyle: input.learningStyle,
    languages: input.languages,
  };
  const [row] = await db
    .insert(menteeProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: menteeProfiles.userId, set: { ...values, updatedAt: nowIso } })
    .returning(profileFields);
  return toMenteeProfile(row!);
}
