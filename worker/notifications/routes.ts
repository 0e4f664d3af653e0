import { Hono } from 'hono';
import { idParamSchema } from '../../schema/contract/fields.ts';
import { NotificationQuerySchema } from '../../schema/contract/notifications.ts';
import { requireUser } from '../auth/session.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../http/validate.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.ts';

const IdParamSchema = idParamSchema('Unknown notification.');

/** /api/notifications: the signed-in member's in-app notices (how outcomes of moderation reach them). */
export const notificationsApi = new Hono<AppEnv>()
  .use('*', requireUser())
  .get('/', validate('query', NotificationQuerySchema), async (c) => {
    return c.json(await listNotifications(c.var.db, c.var.user.id, c.req.valid('query')));
  })
  .post('/read-all', async (c) => {
    return c.json(await markAllNotificationsRead(c.var.db, c.var.user.id));
  })
  .post('/:id/read', validate('param', IdParamSchema), async (c) => {
    return c.json(await markNotificationRead(c.var.db, c.var.user.id, c.req.valid('param').id));
  });
