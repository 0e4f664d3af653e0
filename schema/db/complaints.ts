import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import { COMPLAINT_ROLES, COMPLAINT_STATUSES } from '../contract/enums.ts';
import { users } from './users.ts';

/**
 * Confidential complaints (/complaint-form). Only the complainant and admins may read a row. The complaint
 * outlives the complainant's account (set null) because an open investigation must not vanish with it.
 */
export const complaints = sqliteTable(
  'complaints',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    complainantId: text('complainant_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    contactDetails: text('contact_details').notNull(),
    role: text('role', { enum: COMPLAINT_ROLES }).notNull(),
    complaineeRole: text('complainee_role', { enum: COMPLAINT_ROLES }).notNull(),
    complaineeName: text('complainee_name').notNull(),
    /** A calendar date, YYYY-MM-DD (South African local date as entered). */
    incidentDate: text('incident_date').notNull(),
    complaintDetails: text('complaint_details').notNull(),
    supportingEvidence: text('supporting_evidence'),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('new'),
    /** What the reviewer decided, shown to the complainant ("notified of outcome"). */
    outcomeNote: text('outcome_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('complaints_role_check', oneOf(t.role, COMPLAINT_ROLES)),
    check('complaints_complainee_role_check', oneOf(t.complaineeRole, COMPLAINT_ROLES)),
    check('complaints_status_check', oneOf(t.status, COMPLAINT_STATUSES)),
    // The spec's minimum lengths (2, 5, 20), kept by the database too.
    check(
      'complaints_lengths_check',
      sql`length(${t.fullName}) >= 2 and length(${t.contactDetails}) >= 5 and length(${t.complaineeName}) >= 2 and length(${t.complaintDetails}) >= 20`,
    ),
    // The admin queue.
    index('complaints_status_time_idx').on(t.status, t.createdAt),
    index('complaints_complainant_idx').on(t.complainantId),
  ],
);
