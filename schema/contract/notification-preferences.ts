import * as z from 'zod/mini';
import './zod-mini.ts';
import { NOTIFICATION_PREFERENCE_MESSAGES, normaliseSouthAfricanPhone } from './notification-preferences-rules.ts';
import { addIssue } from './zod-mini.ts';

export * from './notification-preferences-rules.ts';

/** A South African mobile number in any usual spelling, answered as +27 and 9 digits; empty means none. */
const PhoneSchema = z.pipe(
  z.nullable(z.string().check(z.maxLength(40))),
  z.transform((value, ctx): string | null => {
    if (value === null || value.trim() === '') return null;
    const phone = normaliseSouthAfricanPhone(value);
    if (!phone) addIssue(ctx, { message: NOTIFICATION_PREFERENCE_MESSAGES.phoneInvalid });
    return phone;
  }),
);

/** `PUT /api/notifications/preferences`: WhatsApp is offered only with a valid South African number. */
export const NotificationPreferencesInputSchema = z
  .object({ email: z.boolean(), whatsapp: z.boolean(), whatsappPhone: PhoneSchema })
  .check(
    z.refine((input) => !input.whatsapp || input.whatsappPhone !== null, {
      message: NOTIFICATION_PREFERENCE_MESSAGES.whatsappNeedsPhone,
      path: ['whatsappPhone'],
    }),
  );
