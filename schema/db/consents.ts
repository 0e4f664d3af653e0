import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CONSENT_KINDS, CONSENT_METHODS, GUARDIAN_RELATIONSHIPS } from '../contract/consents-rules.ts';
import { oneOf } from './columns.ts';
import { nowIso, users } from './users.ts';

/**
 * POPIA (decision 021): every consent a member gave or withdrew, one row per event and never updated, so the record
 * shows what was agreed to (the text's `version`), when, how, and for a parent or guardian's consent, by whom.
 * Written with `consentStatement` (worker/auth/consent-record.ts) in the batch of the change it belongs to.
 */
export const consents = sqliteTable(
  'consents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    version: text('version').notNull(),
    /** False records a withdrawal. */
    granted: integer('granted', { mode: 'boolean' }).notNull(),
    method: text('method', { enum: CONSENT_METHODS }).notNull(),
    recordedAt: text('recorded_at').notNull().default(nowIso),
    /** Who gave a parent or guardian's consent; null on every other kind. */
    guardianName: text('guardian_name'),
    guardianEmail: text('guardian_email'),
    guardianRelationship: text('guardian_relationship', { enum: GUARDIAN_RELATIONSHIPS }),
  },
  (t) => [
    index('consents_user_time_idx').on(t.userId, t.recordedAt),
    check('consents_kind_check', oneOf(t.kind, CONSENT_KINDS)),
    check('consents_method_check', oneOf(t.method, CONSENT_METHODS)),
    check(
      'consents_guardian_check',
      sql`(${t.kind} = 'guardian') = (${t.guardianName} is not null and ${t.guardianEmail} is not null
        and ${t.guardianRelationship} is not null)`,
    ),
    check('consents_guardian_relationship_check', oneOf(t.guardianRelationship, GUARDIAN_RELATIONSHIPS)),
  ],
);

/**
 * A young person's open request to a parent or guardian: at most one per member (a new request replaces the last),
 * holding who was asked and the SHA-256 of the emailed link's token. Confirming deletes it, so a link works once.
 */
export const guardianConsentRequests = sqliteTable(
  'guardian_consent_requests',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    guardianName: text('guardian_name').notNull(),
    guardianEmail: text('guardian_email').notNull(),
    relationship: text('relationship', { enum: GUARDIAN_RELATIONSHIPS }).notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [
    check('guardian_consent_requests_relationship_check', oneOf(t.relationship, GUARDIAN_RELATIONSHIPS)),
    index('guardian_consent_requests_expires_idx').on(t.expiresAt),
  ],
);
