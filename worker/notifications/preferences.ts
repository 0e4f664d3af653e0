import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_PREFERENCE_MESSAGES,
  type ChannelMode,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '../../schema/contract/notification-preferences.ts';
import { notificationPreferences, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

type Modes = { email: ChannelMode; whatsapp: ChannelMode };

/** `GET /api/notifications/preferences`: the member's choices (the defaults until they save any) and what is offered. */
export async function getNotificationPreferences(
  db: Db,
  input: { userId: string; channels: Modes },
): Promise<NotificationPreferences> {
  const [row] = await db
    .select({
      emailAddress: users.email,
      email: notificationPreferences.emailEnabled,
      whatsapp: notificationPreferences.whatsappEnabled,
      whatsappPhone: notificationPreferences.whatsappPhone,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, input.userId))
    .limit(1);
  return {
    email: row?.email ?? true,
    whatsapp: row?.whatsapp ?? false,
    whatsappPhone: row?.whatsappPhone ?? null,
    emailAddress: row?.emailAddress ?? '',
    channels: input.channels,
  };
}

/**
 * `PUT /api/notifications/preferences`: saves the member's choices in one batch (one upsert). A channel this server
 * does not offer cannot be turned on (409); WhatsApp needs a South African number (checked by the contract and again
 * by the table). Whatever else must be recorded with a change of channels (a consent) joins this batch.
 */
export async function saveNotificationPreferences(
  db: Db,
  input: { userId: string; preferences: NotificationPreferencesInput; channels: Modes },
): Promise<NotificationPreferences> {
  const { email, whatsapp, whatsappPhone } = input.preferences;
  if (email && input.channels.email === 'unavailable') {
    throw new HttpError(409, NOTIFICATION_PREFERENCE_MESSAGES.channelUnavailable('Email'));
  }
  if (whatsapp && input.channels.whatsapp === 'unavailable') {
    throw new HttpError(409, NOTIFICATION_PREFERENCE_MESSAGES.channelUnavailable('WhatsApp'));
  }
  const values = { emailEnabled: email, whatsappEnabled: whatsapp, whatsappPhone };
  await db.batch([
    db
      .insert(notificationPreferences)
      .values({ userId: input.userId, ...values })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { ...values, updatedAt: new Date().toISOString() },
      }),
  ]);
  return getNotificationPreferences(db, { userId: input.userId, channels: input.channels });
}
