import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  PRIVACY_NOTICE_VERSION,
  TERMS_VERSION,
  type ConsentKind,
  type ConsentMethod,
  type ConsentRecord,
  type GuardianRelationship,
  type SignUpAnswers,
} from '../../schema/contract/consents.ts';
import { CONSENT_MESSAGES } from '../../schema/contract/consents-rules.ts';
import { consents, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

export type NewConsent = {
  userId: string;
  kind: ConsentKind;
  /** The version of the text agreed to (schema/contract/consents-rules.ts). */
  version: string;
  /** False records a withdrawal. */
  granted: boolean;
  method: ConsentMethod;
  /** When it was given; the moment the statement runs when left out. */
  recordedAt?: string;
  /** Who gave a parent or guardian's consent (kind 'guardian' only). */
  guardian?: { name: string; email: string; relationship: GuardianRelationship };
};

/**
 * The statement that records one consent event, returned unexecuted so it joins the `db.batch` of the change it
 * belongs to (like the outbox's `noticeStatements`). It writes only while the account exists and `onlyIf` (a condition on
 * `users`) holds, so a batch whose account was not made, or whose condition another request already used up, records
 * nothing.
 */
export function consentStatement(db: Db, consent: NewConsent, onlyIf?: SQL) {
  const account = eq(users.id, consent.userId);
  // Every column in table order, as drizzle lists them for INSERT ... SELECT.
  return db.insert(consents).select(
    db
      .select({
        id: sql<number>`null`.as('id'),
        userId: users.id,
        kind: sql<ConsentKind>`${consent.kind}`.as('kind'),
        version: sql<string>`${consent.version}`.as('version'),
        granted: sql<boolean>`${consent.granted ? 1 : 0}`.as('granted'),
        method: sql<ConsentMethod>`${consent.method}`.as('method'),
        recordedAt: sql<string>`coalesce(${consent.recordedAt ?? null}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`.as(
          'recorded_at',
        ),
        guardianName: sql<string | null>`${consent.guardian?.name ?? null}`.as('guardian_name'),
        guardianEmail: sql<string | null>`${consent.guardian?.email ?? null}`.as('guardian_email'),
        guardianRelationship: sql<GuardianRelationship | null>`${consent.guardian?.relationship ?? null}`.as(
          'guardian_relationship',
        ),
      })
      .from(users)
      .where(onlyIf ? and(account, onlyIf) : account),
  );
}

/** The terms of use and privacy notice, at their current versions: what sign-up and the welcome page record. */
export function termsConsents(
  userId: string,
  method: ConsentMethod,
  versions = { terms: TERMS_VERSION, privacyNotice: PRIVACY_NOTICE_VERSION },
  recordedAt?: string,
): [NewConsent, NewConsent] {
  return [
    { userId, kind: 'terms', version: versions.terms, granted: true, method, recordedAt },
    { userId, kind: 'privacy_notice', version: versions.privacyNotice, granted: true, method, recordedAt },
  ];
}

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
  // The member's consents are read back in the same batch: one round trip (issue 16).
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
