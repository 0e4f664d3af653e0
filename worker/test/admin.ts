import { and, eq } from 'drizzle-orm';
import { adminAuditLog } from '../../schema/db/index.ts';
import { db } from './factories.ts';

/** The admin audit log's rows about one target, oldest first (`targetType` as the routes write it, e.g. 'community_video'). */
export async function auditRows(targetType: string, targetId: number | string) {
  return db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, targetType), eq(adminAuditLog.targetId, String(targetId))))
    .orderBy(adminAuditLog.id);
}

/** Every route of the admin console's API. The ids need not exist: the role check comes first. */
export const ADMIN_ROUTES: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/admin/room-reports' },
  { method: 'POST', path: '/api/admin/room-messages/1/hide' },
  { method: 'POST', path: '/api/admin/room-reports/1/dismiss' },
  { method: 'GET', path: '/api/admin/audit-log' },
  { method: 'GET', path: '/api/admin/stories?status=pending' },
  { method: 'POST', path: '/api/admin/stories/1/publish' },
  { method: 'POST', path: '/api/admin/stories/1/reject', body: { reason: 'No' } },
  { method: 'POST', path: '/api/admin/stories/1/feature' },
  { method: 'GET', path: '/api/admin/complaints' },
  { method: 'GET', path: '/api/admin/complaints/1' },
  { method: 'PATCH', path: '/api/admin/complaints/1', body: { status: 'in_review' } },
  { method: 'GET', path: '/api/admin/event-proposals?status=pending' },
  { method: 'POST', path: '/api/admin/event-proposals/1/accept', body: {} },
  { method: 'POST', path: '/api/admin/event-proposals/1/decline', body: {} },
  { method: 'GET', path: '/api/admin/event-drafts' },
  { method: 'PUT', path: '/api/admin/event-drafts/1', body: {} },
  { method: 'POST', path: '/api/admin/event-drafts/1/publish' },
  { method: 'GET', path: '/api/admin/rooms' },
  { method: 'POST', path: '/api/admin/rooms', body: { name: 'X', description: 'Y', category: 'creative-hustler' } },
  { method: 'PATCH', path: '/api/admin/rooms/1', body: { isArchived: true } },
  { method: 'GET', path: '/api/admin/payments' },
  { method: 'POST', path: '/api/admin/payments/1/refunds', body: { amountCents: 100, reason: 'No', releases: false } },
  { method: 'POST', path: '/api/admin/events/1/cancel', body: {} },
  { method: 'GET', path: '/api/admin/wording-suggestions' },
  { method: 'POST', path: '/api/admin/wording-suggestions/1/handled' },
];
