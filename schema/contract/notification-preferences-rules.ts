/**
 * Reminders and notices outside the app (decision 018), free of zod (decision 006): the South African phone rule the
 * form checks as people type, the channels' names and the answers' shapes. Schemas are in
 * notification-preferences.ts.
 */

/** How a channel outside the app works on this server. 'local': it only records what it would send (development). */
export type ChannelMode = 'provider' | 'local' | 'unavailable';

/** `GET` / `PUT /api/notifications/preferences`. In-app notices are always on and not listed. */
export type NotificationPreferences = {
  email: boolean;
  whatsapp: boolean;
  /** +27 and 9 digits, or null. */
  whatsappPhone: string | null;
  /** Where notices go: the account's email address. */
  emailAddress: string;
  /** What this server can send; an 'unavailable' channel is not offered. */
  channels: { email: ChannelMode; whatsapp: ChannelMode };
};

/** The body of `PUT /api/notifications/preferences`. */
export type NotificationPreferencesInput = { email: boolean; whatsapp: boolean; whatsappPhone: string | null };

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  phoneInvalid: 'Enter a South African mobile number: +27 and 9 digits, or 0 and 9 digits (e.g. 082 123 4567).',
  whatsappNeedsPhone: 'Add your South African mobile number to get WhatsApp reminders.',
  channelUnavailable: (channel: string) => `${channel} reminders are not available on this server.`,
  saved: 'Your notification settings are saved.',
} as const;

/**
 * A South African number as WhatsApp wants it (E.164, +27 and 9 digits), from what people type: `+27 82 123 4567`,
 * `0821234567`, `27821234567`, with spaces, dashes, dots or brackets anywhere. Null for anything else, including a
 * national number that starts 00 or a +27 number whose next digit is 0.
 */
export function normaliseSouthAfricanPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  const national = /^(?:\+27|27|0)([1-9]\d{8})$/.exec(compact)?.[1];
  return national ? `+27${national}` : null;
}

/**
 * A message a local channel recorded instead of sending (development servers without a provider), for the admin
 * console: `GET /api/admin/local-deliveries`. WhatsApp records name their template; `text` holds its parameters.
 */
export type LocalDelivery = {
  channel: 'email' | 'whatsapp';
  to: string;
  /** The email's subject, or the WhatsApp template's name and language. */
  subject: string;
  text: string;
  sentAt: string;
};

export type LocalDeliveries = { channels: { email: ChannelMode; whatsapp: ChannelMode }; items: LocalDelivery[] };
