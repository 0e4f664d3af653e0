import { eq, isNull, sql } from 'drizzle-orm';
import { inLanguageOrder } from '../../schema/contract/languages-rules.ts';
import { MENTEE_MESSAGES, type MenteeProfile, type MenteeProfileInputSchema } from '../../schema/contract/mentees.ts';
import { menteeProfiles } from '../../schema/db/index.ts';
import { nowIso } from '../../schema/db/users.ts';
import type { Db } from '../db/client.ts';
import { readTogether } from '../db/read-together.ts';
import { HttpError } from '../http/errors.ts';
import { matchTermsOf } from '../mentors/recommend-mentors.ts';
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
export async function getMenteeProfile(db: Db, userId: string, read = readTogether(db)): Promise<MenteeProfile> {
  const [row] = await read(
    db.select(profileFields).from(menteeProfiles).where(eq(menteeProfiles.userId, userId)).limit(1),
  );
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
    matchTerms: matchTermsOf(input),
  };
  const [row] = await db
    .insert(menteeProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: menteeProfiles.userId, set: { ...values, updatedAt: nowIso } })
    .returning(profileFields);
  return toMenteeProfile(row!);
}

/**
 * Fills in the match terms of up to `limit` profiles that have none (written before mentee_profiles.match_terms
 * existed) from their interests, goals and location, in one read and one write. A profile saved in between keeps the
 * terms its save wrote. The every-minute cron's step (decision 022).
 */
export async function fillMissingMatchTerms(db: Db, limit: number): Promise<void> {
  const rows = await db
    .select({
      id: menteeProfiles.id,
      interests: menteeProfiles.interests,
      goals: menteeProfiles.goals,
      location: menteeProfiles.location,
    })
    .from(menteeProfiles)
    .where(isNull(menteeProfiles.matchTerms))
    .limit(limit);
  if (rows.length === 0) return;
  // One JSON parameter for all the rows: D1 binds at most 100 parameters.
  const filled = JSON.stringify(rows.map((row) => ({ id: row.id, terms: matchTermsOf(row) })));
  await db.run(sql`update mentee_profiles set match_terms = json_extract(f.value, '$.terms')
    from json_each(${filled}) f
    where mentee_profiles.id = json_extract(f.value, '$.id') and mentee_profiles.match_terms is null`);
}
