import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../schema/contract/consents-rules.ts';
import type { NotificationPreferences } from '../../schema/contract/notification-preferences.ts';
import { consents } from '../../schema/db/index.ts';
import { db, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { rowsOf, notice } from '../test/outbox-notices.ts';

afterEach(() => vi.restoreAllMocks());

describe('/api/notifications/preferences', () => {
  it('starts with email on, takes a South African number in any usual spelling, and offers WhatsApp only with one', async () => {
    const { user, cookie } = await signedInMember();
    const read = async () => (await api('/api/notifications/preferences', { cookie })).json<NotificationPreferences>();
    expect(await read()).toEqual({
      email: true,
      whatsapp: false,
      whatsappPhone: null,
      emailAddress: user.email,
      channels: { email: 'local', whatsapp: 'local' },
    });
    const save = (body: unknown) => api('/api/notifications/preferences', { method: 'PUT', cookie, body });

    const noPhone = await save({ email: true, whatsapp: true, whatsappPhone: '' });
    expect(noPhone.status).toBe(400);
    expect(await noPhone.json()).toMatchObject({
      message: 'Add your South African mobile number to get WhatsApp reminders.',
    });
    for (const phone of ['+1 202 555 0100', '+27 082 123 4567', '082 123 456', '0021234567']) {
      const res = await save({ email: true, whatsapp: true, whatsappPhone: phone });
      expect(res.status, phone).toBe(400);
    }
    const saved = await save({ email: false, whatsapp: true, whatsappPhone: '082 123 4567' });
    expect(saved.status).toBe(200);
    expect(await read()).toMatchObject({ email: false, whatsapp: true, whatsappPhone: '+27821234567' });
    // Each changed choice is a consent given or withdrawn, with the privacy notice's version; saving it again is not.
    expect(await save({ email: false, whatsapp: true, whatsappPhone: '082 123 4567' })).toHaveProperty('status', 200);
    const recorded = await db
      .select({ kind: consents.kind, granted: consents.granted, version: consents.version, method: consents.method })
      .from(consents)
      .where(eq(consents.userId, user.id))
      .orderBy(asc(consents.id));
    expect(recorded).toEqual([
      { kind: 'channel_email', granted: false, version: PRIVACY_NOTICE_VERSION, method: 'settings' },
      { kind: 'channel_whatsapp', granted: true, version: PRIVACY_NOTICE_VERSION, method: 'settings' },
    ]);

    // What is written from now on follows the choice.
    await db.batch(notice(user.id));
    expect((await rowsOf([user.id])).map((r) => r.channel)).toEqual(['in_app', 'whatsapp']);
  });
});
