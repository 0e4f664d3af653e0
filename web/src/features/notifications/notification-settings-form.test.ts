import { describe, expect, it } from 'vitest';
import { NotificationPreferencesInputSchema } from '../../../../schema/contract/notification-preferences.ts';
import { formatSouthAfricanPhone, settingsInput, whatsAppOffered } from './notification-settings-form.ts';

describe('the notification settings form', () => {
  it('offers WhatsApp only with a South African number, and sends it off when the number goes', () => {
    expect(whatsAppOffered({ email: true, whatsapp: false, whatsappPhone: '12345' })).toBe(false);
    expect(whatsAppOffered({ email: true, whatsapp: false, whatsappPhone: '082 123 4567' })).toBe(true);
    expect(settingsInput({ email: true, whatsapp: true, whatsappPhone: '  ' })).toEqual({
      email: true,
      whatsapp: false,
      whatsappPhone: null,
    });
  });

  it('sends what the contract accepts, and keeps a wrong number for its message', () => {
    const ok = NotificationPreferencesInputSchema.safeParse(
      settingsInput({ email: false, whatsapp: true, whatsappPhone: '082 123 4567' }),
    );
    expect(ok.data).toEqual({ email: false, whatsapp: true, whatsappPhone: '+27821234567' });
    const wrong = NotificationPreferencesInputSchema.safeParse(
      settingsInput({ email: true, whatsapp: true, whatsappPhone: '+1 202 555 0100' }),
    );
    expect(wrong.error?.issues.map((i) => i.path)).toEqual([['whatsappPhone']]);
    expect(formatSouthAfricanPhone('+27821234567')).toBe('+27 82 123 4567');
  });
});
