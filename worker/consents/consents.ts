import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ConsentRecord, SignUpAnswers } from '../../schema/contract/consents.ts';
import { CONSENT_MESSAGES } from '../../schema/contract/consents-rules.ts';
import { consents, users } from '../../schema/db/index.ts';
import { consentStatement, termsConsents } from '../auth/consent-record.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

/** `GET /api/me/consents`: every consent the member gave or withdrew, newest first. */
export async function listConsents(db: Db, userId: string): Promise<ConsentRecord[]> {
  return (await consentsOf(db, userId)).map(toConsentRecord);
}

const consentsOf = (db: Db, userId: string) =>
  db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.recordedAt), desc(consents.id));

function toConsentRecord(row: typeof consents.$inferSelect): ConsentRecord {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    granted: row.granted,
    method: row.method,
    recordedAt: row.recordedAt,
    guardian:
      row.guardianName !== null && row.guardianEmail !== null && row.guardianRelationship !== null
        ? { name: row.guardianName, email: row.guardianEmail, relationship: row.guardianRelationship }
        : null,
  };
}

/**
 * `POST /api/me/consents`: the welcome page's questions for an account that never saw the sign-up form (a first
 * sign-in through the OpenID Connect provider, or an account from before they were asked): the terms and privacy
 * notice accepted, and which side of 18. Answered once: one batch records the consents and the age only while the
 * account has no age yet, so two submits record one answer and the second is a 409. Answers the member's consents,
 * newest first.
 */
export async function recordWelcomeAnswers(db: Db, userId: string, answers: SignUpAnswers): Promise<ConsentRecord[]> {
  const unanswered = isNull(users.ageGroup);
  const [terms, privacyNotice] = termsConsents(userId, 'welcome_page');
  // The member's consents are read back in the same batch: one round trip (decision 022).
  const [, , updated, recorded] = await db.batch([
    consentStatement(db, terms, unanswered),
    consentStatement(db, privacyNotice, unanswered),
    db
      .update(users)
      .set({ ageGroup: answers.ageGroup })
      .where(and(eq(users.id, userId), unanswered))
      .returning({ id: users.id }),
    consentsOf(db, userId),
  ]);
  if (updated.length === 0) throw new HttpError(409, CONSENT_MESSAGES.alreadyAnswered);
  return recorded.map(toConsentRecord);
}
