import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  PRIVACY_NOTICE_VERSION,
  TERMS_VERSION,
  type ConsentKind,
  type ConsentMethod,
  type GuardianRelationship,
} from '../../schema/contract/consents.ts';
import { consents, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';

/*
 * The consent record (POPIA, decision 021): one row per consent given or withdrawn. It sits with accounts because an
 * account is made with its consents in one batch (sign-up); worker/consents (the member's list, the welcome page's
 * answers, a guardian's consent) and worker/notifications (WhatsApp's consent) write it through the same statement.
 */

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
