import { Hono } from 'hono';
import { idParamSchema } from '../../schema/contract/fields.ts';
import {
  NotificationPreferencesInputSchema,
  type LocalDeliveries,
  type LocalDelivery,
} from '../../schema/contract/notification-preferences.ts';
import { NotificationQuerySchema } from '../../schema/contract/notifications.ts';
import { localOutbox } from '../email/email-for.ts';
import type { AppEnv } from '../env.ts';
import { route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { channelModes, notificationChannelsFor } from '../outbox/channels/channels-for.ts';
import { LocalWhatsAppChannel } from '../outbox/channels/whatsapp-local.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.ts';
import { getNotificationPreferences, saveNotificationPreferences } from './preferences.ts';

const IdParamSchema = idParamSchema('Unknown notification.');

/** The channels this deployment delivers on (built from the request's context; nothing is sent). */
const channelsOf = (c: { env: AppEnv['Bindings']; var: Pick<AppEnv['Variables'], 'db' | 'config'> }) =>
  notificationChannelsFor({ db: c.var.db, env: c.env, config: c.var.config });

/**
 * /api/notifications: the signed-in member's in-app notices (how outcomes of moderation reach them), and which
 * channels outside the app they want notices and reminders on. Static paths come before `/:id`.
 */
export const notificationsApi = new Hono<AppEnv>()
  .get('/', route({ who: 'member' }), validate('query', NotificationQuerySchema), async (c) => {
    return c.json(await listNotifications(c.var.db, c.var.user.id, c.req.valid('query')));
  })
  .get('/preferences', route({ who: 'member' }), async (c) => {
    return c.json(
      await getNotificationPreferences(c.var.db, { userId: c.var.user.id, channels: channelModes(channelsOf(c)) }),
    );
  })
  .put(
    '/preferences',
    route({ who: 'member', bumps: [] }),
    validate('json', NotificationPreferencesInputSchema),
    async (c) => {
      return c.json(
        await saveNotificationPreferences(c.var.db, {
          userId: c.var.user.id,
          preferences: c.req.valid('json'),
          channels: channelModes(channelsOf(c)),
        }),
      );
    },
  )
  .post('/read-all', route({ who: 'member', bumps: [] }), async (c) => {
    return c.json(await markAllNotificationsRead(c.var.db, c.var.user.id));
  })
  .post('/:id/read', route({ who: 'member', bumps: [] }), validate('param', IdParamSchema), async (c) => {
    return c.json(await markNotificationRead(c.var.db, c.var.user.id, c.req.valid('param').id));
  });

/**
 * `GET /api/admin/local-deliveries` (admins): what the local email and WhatsApp channels recorded instead of sending,
 * newest first, with how each channel works here. Empty where a provider sends for real.
 */
export const localDeliveriesAdminApi = new Hono<AppEnv>().get('/', route({ who: 'admin' }), async (c) => {
  const channels = channelsOf(c);
  // The same stores the local channels write to: the email outbox (worker/email) and the WhatsApp recorder.
  const email = channels.email?.mode === 'local' ? localOutbox(c) : null;
  const whatsapp = channels.whatsapp instanceof LocalWhatsAppChannel ? channels.whatsapp : null;
  const [emails, messages] = await Promise.all([email?.list() ?? [], whatsapp?.list() ?? []]);
  const items: LocalDelivery[] = [
    ...emails.map((m) => ({ channel: 'email' as const, to: m.to, subject: m.subject, text: m.text, sentAt: m.sentAt })),
    ...messages.map((m) => ({
      channel: 'whatsapp' as const,
      to: `+${m.to}`,
      subject: `Template ${m.template} (${m.language})`,
      text: m.parameters.map((parameter, i) => `{{${i + 1}}} ${parameter}`).join('\n'),
      sentAt: m.sentAt,
    })),
  ].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  return c.json({ channels: channelModes(channels), items } satisfies LocalDeliveries);
});
