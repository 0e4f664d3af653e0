import { desc } from 'drizzle-orm';
import { adminAuditLog } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';

export type AuditEntry = {
  adminId: string;
  action: string;
  targetType: string;
  targetId: string | number;
  detail?: string;
};

/**
 * The statement that records one admin action (who, what, when). Returned unexecuted so the service can put it
 * in the same `db.batch` as the change it records: the record and the change land together or not at all.
 */
export function auditStatement(db: Db, entry: AuditEntry) {
  return db.insert(adminAuditLog).values({ ...entry, targetId: String(entry.targetId), detail: entry.detail ?? null });
}

/** The newest admin actions first, for the console. */
export function listAuditLog(db: Db, limit = 200) {
  return db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(limit);
}
