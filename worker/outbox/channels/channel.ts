import type { AppLanguage } from '../../../schema/contract/app-languages.ts';
import type { ChannelMode } from '../../../schema/contract/notification-preferences-rules.ts';
import type { NOTIFICATION_CHANNELS } from '../../../schema/contract/enums.ts';

export type NotificationChannelName = (typeof NOTIFICATION_CHANNELS)[number];

/** A link a message carries outside the app, with what it is for. */
export type MessageLink = { label: string; url: string };

/**
 * One notice, ready for a channel: rendered from its outbox row when it is sent (render.ts). `link` is the in-app
 * path; `links` are the full URLs messages outside the app carry, the first of them the most useful.
 */
export type OutgoingNotice = {
  outboxId: number;
  /** The sender's claim on the row: the in-app channel writes only while it still holds. */
  claimToken: string;
  /** The recipient's language, which the notice is written in and a channel writes its own words in. */
  language: AppLanguage;
  /** One line, e.g. 'Reminder: "Pricing your crafts" starts Tue 14 Jan 2025, 18:30 SAST (in 1 hour).' */
  text: string;
  /** The email's subject. */
  subject: string;
  link: string | null;
  links: MessageLink[];
  /** Where the member turns a channel off. */
  settingsUrl: string | null;
  recipient: { email: string; whatsappPhone: string | null };
};

/**
 * Where a notice goes, behind one small interface (decision 018). Each channel outside the app has a real provider
 * and a local implementation that only records what it would send (outside production, when no provider is
 * configured); `mode` says which, so screens can say "Local: not sent".
 */
export interface NotificationChannel {
  readonly name: NotificationChannelName;
  readonly mode: Exclude<ChannelMode, 'unavailable'>;
  /** Delivers or throws (ChannelDeliveryError for a refusal worth retrying later). */
  deliver(notice: OutgoingNotice): Promise<void>;
}

/** The provider refused or could not be reached; the message says which, and never holds the recipient's details. */
export class ChannelDeliveryError extends Error {}

/** The channels this deployment has; a channel it lacks (null) is not offered and its rows are skipped. */
export type NotificationChannels = {
  in_app: NotificationChannel;
  email: NotificationChannel | null;
  whatsapp: NotificationChannel | null;
};
