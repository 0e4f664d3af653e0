import {
  normaliseSouthAfricanPhone,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '../../../../schema/contract/notification-preferences-rules.ts';

/** The settings form as typed: the number stays as the member wrote it until it is saved. */
export type NotificationSettingsValues = { email: boolean; whatsapp: boolean; whatsappPhone: string };
export type NotificationSettingsField = keyof NotificationSettingsValues;

/** Screen order, for the focus on the first problem. */
export const NOTIFICATION_SETTINGS_FIELDS = ['email', 'whatsappPhone', 'whatsapp'] as const;

export function settingsValuesOf(saved: NotificationPreferences): NotificationSettingsValues {
  return { email: saved.email, whatsapp: saved.whatsapp, whatsappPhone: saved.whatsappPhone ?? '' };
}

/** WhatsApp is offered only once the number is a South African mobile number. */
export const whatsAppOffered = (values: NotificationSettingsValues) =>
  normaliseSouthAfricanPhone(values.whatsappPhone) !== null;

/**
 * The request body. WhatsApp counts only while it is offered: clearing the number turns it off rather than leaving a
 * box ticked that the screen no longer shows. A number that is not South African stays as typed, so the contract's
 * message lands beside it.
 */
export function settingsInput(values: NotificationSettingsValues): NotificationPreferencesInput {
  const phone = values.whatsappPhone.trim();
  return {
    email: values.email,
    whatsapp: values.whatsapp && whatsAppOffered(values),
    whatsappPhone: phone === '' ? null : phone,
  };
}

/** '+27821234567' as people read it: '+27 82 123 4567'. */
export function formatSouthAfricanPhone(phone: string): string {
  const match = /^\+27(\d{2})(\d{3})(\d{4})$/.exec(phone);
  return match ? `+27 ${match[1]} ${match[2]} ${match[3]}` : phone;
}
