import { eq, sql, type SQL } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '../../schema/contract/consents-rules.ts';
import {
  NOTIFICATION_PREFERENCE_MESSAGES,
  type ChannelMode,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '../../schema/contract/notification-preferences.ts';
import { notificationPreferences, users } from '../../schema/db/index.ts';
import { consentStatement } from '../auth/consent-record.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

type Modes = { email: ChannelMode; whatsapp: ChannelMode };

const selectPreferences = (db: Db, userId: string) =>
  db
    .select({
      emailAddress: users.email,
      email: notificationPreferences.emailEnabled,
      whatsapp: notificationPreferences.whatsappEnabled,
      whatsappPhone: notificationPreferences.whatsappPhone,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);

/** `GET /api/notifications/preferences`: the member's choices (the defaults until they save any) and what is offered. */
export async function getNotificationPreferences(
  db: Db,
  input: { userId: string; channels: Modes },
): Promise<NotificationPreferences> {
  const [row] = await selectPreferences(db, input.userId);
  return toPreferences(row, input.channels);
}

function toPreferences(
  row: Awaited<ReturnType<typeof selectPreferences>>[number] | undefined,
  channels: Modes,
): NotificationPreferences {
  return {
    email: row?.email ?? true,
    whatsapp: row?.whatsapp ?? false,
    whatsappPhone: row?.whatsappPhone ?? null,
    emailAddress: row?.emailAddress ?? '',
    channels,
  };
}

/**
 * `PUT /api/notifications/preferences`: saves the member's choices in one batch (one upsert). A channel this server
 * does not offer cannot be turned on (409); WhatsApp needs a South African number (checked by the contract and again
 * by the table). Whatever else must be recorded with a change of channels (a consent) joins this batch, and the
 * choices as saved are read last in it, so nothing is read after the write.
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
  // A channel's consent (POPIA, decision 021) is recorded when the choice changes, given or withdrawn, against the
  // stored choice before this save (no row yet: email on, WhatsApp off, as the outbox reads them).
  const stored = (column: 'email_enabled' | 'whatsapp_enabled', byDefault: 0 | 1) =>
    sql`coalesce((select ${sql.raw(column)} from ${notificationPreferences}
      where ${notificationPreferences.userId} = ${users.id}), ${byDefault})`;
  const channelConsent = (kind: 'channel_email' | 'channel_whatsapp', granted: boolean, before: SQL) =>
    consentStatement(
      db,
      { userId: input.userId, kind, version: PRIVACY_NOTICE_VERSION, granted, method: 'settings' },
      sql`${before} <> ${granted ? 1 : 0}`,
    );
  const [, , , [row]] = await db.batch([
    channelConsent('channel_email', email, stored('email_enabled', 1)),
    channelConsent('channel_whatsapp', whatsapp, stored('whatsapp_enabled', 0)),
    db
      .insert(notificationPreferences)
      .values({ userId: input.userId, ...values })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { ...values, updatedAt: new Date().toISOString() },
      }),
    selectPreferences(db, input.userId),
  ]);
  return toPreferences(row, input.channels);
}
