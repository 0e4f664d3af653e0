import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../../schema/contract/auth.ts';
import { sharingRestriction } from '../../schema/contract/consents-rules.ts';
import { mentors, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { namedFields, readTogether } from '../db/read-together.ts';
import { unauthorized } from '../http/errors.ts';

/** The account's fields every request's `c.var.user` carries (and the sign-in claim repeats, decision 022). */
export const signedInUserFields = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  profileImage: users.profileImage,
  ageGroup: users.ageGroup,
  guardianConsentedAt: users.guardianConsentedAt,
};

/**
 * The current-user object of `GET /api/auth/user`: the account plus what its mentor profile implies, and whether it
 * may yet show itself to others and chat (decision 021). `read`: the bootstrap's, which reads it with its other parts.
 */
export async function getCurrentUser(db: Db, userId: string, read = readTogether(db)): Promise<CurrentUser> {
  return toCurrentUser(await read(currentUserQuery(db, userId)));
}

/** The query behind the current-user object, for a batch that also writes (signing in starts a sign-in with it). */
export function currentUserQuery(db: Db, userId: string) {
  return db
    .select(
      // Named: the account and its mentor row share column names (id, profile_image).
      namedFields({
        ...signedInUserFields,
        language: users.language,
        mentorId: mentors.id,
        serviceType: mentors.serviceType,
        mentorImage: mentors.profileImage,
      }),
    )
    .from(users)
    .leftJoin(mentors, eq(mentors.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
}

/** The current-user object from the rows of `currentUserQuery` (401 when the account is gone). */
export function toCurrentUser([row]: Awaited<ReturnType<typeof currentUserQuery>>): CurrentUser {
  if (!row) throw unauthorized();
  const { mentorId, mentorImage, guardianConsentedAt, ...account } = row;
  return {
    ...account,
    profileImage: account.profileImage ?? mentorImage ?? null,
    isMentor: mentorId !== null,
    sharingRestriction: sharingRestriction({ ageGroup: account.ageGroup, guardianConsentedAt }),
  };
}
