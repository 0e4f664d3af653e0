import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { notificationOutbox, notificationPreferences, notifications } from '../../schema/db/index.ts';
import { ResendEmailSender } from '../email/resend.ts';
import { readConfig } from '../env.ts';
import { createUser, db } from './factories.ts';
import { STAND_IN_RESEND_KEY, STAND_IN_WHATSAPP } from './messaging-stand-in.ts';
import type { NotificationChannels } from '../outbox/channels/channel.ts';
import { EmailChannel } from '../outbox/channels/email.ts';
import { InAppChannel } from '../outbox/channels/in-app.ts';
import { WhatsAppCloudChannel } from '../outbox/channels/whatsapp.ts';
import { noticeStatements } from '../outbox/outbox.ts';
import { deliverDueNotices } from '../outbox/sender.ts';

export const ORIGIN = 'https://sebenza.example';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const config = readConfig(env);

/** The real channels with providers configured, talking to the stand-ins (messaging-stand-in.ts). */
export function providerChannels(): NotificationChannels {
  return {
    in_app: new InAppChannel(db),
    email: new EmailChannel(
      new ResendEmailSender({ apiKey: STAND_IN_RESEND_KEY, from: 'Sebenza <hello@sebenza.example>' }),
    ),
    whatsapp: new WhatsAppCloudChannel({ ...STAND_IN_WHATSAPP, template: 'sebenza_notice', language: 'en' }),
  };
}

export const runSender = (now = new Date(), channels = providerChannels()) =>
  deliverDueNotices({ db, channels, origin: ORIGIN, reminderLinkKey: config.reminderLinkKey, now });

export let phones = 0;
/** A member with WhatsApp on, each with a number of their own unless given one. */
export async function memberOnWhatsApp(phone = `+2782${String(10_000_000 + ++phones).slice(1)}`) {
  const user = await createUser();
  await db
    .insert(notificationPreferences)
    .values({ userId: user.id, emailEnabled: true, whatsappEnabled: true, whatsappPhone: phone });
  return { ...user, phone };
}

export const rowsOf = (userIds: string[]) =>
  db
    .select()
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.userId, userIds))
    .orderBy(notificationOutbox.id);

export const inAppOf = (userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId));

export const notice = (userId: string, key = crypto.randomUUID()) =>
  noticeStatements(db, { userId, kind: 'test', key, text: 'Your story was published.', link: '/success-stories' });
