import { notifications } from '../../../schema/db/index.ts';
import { createUser, db } from '../../../worker/test/factories.ts';
import type { MatrixRoute } from './types.ts';

/** A notice that belongs to someone outside the matrix: nobody else may mark it read. */
async function someoneElsesNotice(ctx: Record<string, unknown>) {
  const owner = await createUser();
  const [row] = await db.insert(notifications).values({ userId: owner.id, kind: 'test', text: 'Hello' }).returning();
  ctx.notificationId = row!.id;
}

export const notificationsRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/notifications', expect: { default: 200, visitor: 401 } },
  { method: 'POST', path: '/api/notifications/read-all', expect: { default: 200, visitor: 401 } },
  {
    method: 'POST',
    path: (ctx) => `/api/notifications/${ctx.notificationId}/read`,
    prepare: someoneElsesNotice,
    expect: { default: 404, visitor: 401 },
  },
];
