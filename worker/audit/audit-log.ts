import { desc, eq, sql } from 'drizzle-orm';
import type { AuditLogEntry } from '../../schema/contract/admin.ts';
import { adminAuditLog, users } from '../../schema/db/index.ts';
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

/** The newest admin actions first, with who did each, for the console. */
export function listAuditLog(db: Db, limit = 200): Promise<AuditLogEntry[]> {
  return db
    .select({
      id: adminAuditLog.id,
      adminId: adminAuditLog.adminId,
      adminName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      detail: adminAuditLog.detail,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminId))
    .orderBy(desc(adminAuditLog.id))
    .limit(limit);
}
