import { Hono } from 'hono';
import * as z from 'zod';
import { NotificationQuerySchema } from '../../schema/contract/notifications.ts';
import { requireUser, signedIn } from '../auth/session.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../http/validate.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.ts';

const IdParamSchema = z.object({ id: z.coerce.number().int().positive({ message: 'Unknown notification.' }) });

/** /api/notifications: the signed-in member's in-app notices (how outcomes of moderation reach them). */
export const notificationsApi = new Hono<AppEnv>()
  .use('*', signedIn())
  .get('/', validate('query', NotificationQuerySchema), async (c) => {
    const user = requireUser(c);
    return c.json(await listNotifications(c.var.db, user.id, c.req.valid('query')));
  })
  .post('/read-all', async (c) => {
    const user = requireUser(c);
    return c.json(await markAllNotificationsRead(c.var.db, user.id));
  })
  .post('/:id/read', validate('param', IdParamSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await markNotificationRead(c.var.db, user.id, c.req.valid('param').id));
  });
