import { env } from 'cloudflare:test';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { formatSastDateTime } from '../../schema/contract/share.ts';
import { LocalWhatsAppChannel } from '../outbox/channels/whatsapp-local.ts';
import { notificationChannelsFor } from '../outbox/channels/channels-for.ts';
import { noticeStatements } from '../outbox/outbox.ts';
import { deliverDueNotices } from '../outbox/sender.ts';
import { emailsTo } from '../test/outbox.ts';
import { addParticipants, createGroupSession, createMentor, db } from '../test/factories.ts';
import { config, HOUR, inAppOf, memberOnWhatsApp, ORIGIN } from '../test/outbox-notices.ts';
import { writeSessionReminders } from './reminders.ts';
import { notificationPreferences, users } from '../../schema/db/index.ts';
import { eq } from 'drizzle-orm';

/** This server's own channels: the local email outbox and the local WhatsApp record (no provider in tests). */
const localChannels = () => notificationChannelsFor({ db, env, config });
const runLocalSender = (now = new Date()) =>
  deliverDueNotices({ db, channels: localChannels(), origin: ORIGIN, reminderLinkKey: config.reminderLinkKey, now });

async function memberIn(language: 'en' | 'zu' | 'xh' | 'af') {
  const member = await memberOnWhatsApp();
  await db.update(users).set({ language }).where(eq(users.id, member.id));
  return member;
}

const whatsAppTo = async (phone: string) => {
  const channel = localChannels().whatsapp as LocalWhatsAppChannel;
  return (await channel.list()).filter((record) => record.to === phone.replace(/^\+/, ''));
};

describe("notices in the recipient's language (decision 042)", () => {
  it('remind a member whose language is isiZulu in isiZulu, on every channel, and an English one in English', async () => {
    const { mentor } = await createMentor();
    const now = new Date();
    const session = await createGroupSession(mentor.id, {
      title: 'Pricing your crafts',
      scheduledAt: new Date(now.getTime() + 23 * HOUR).toISOString(),
      meetingLink: 'https://meet.example/crafts-abc',
    });
    const zulu = await memberIn('zu');
    const english = await memberIn('en');
    await addParticipants(session.id, [zulu.id, english.id]);

    await writeSessionReminders(db, now);
    await runLocalSender(now);

    // The date stays in South African time, written by the one formatter.
    const when = formatSastDateTime(session.scheduledAt);
    expect((await inAppOf(zulu.id)).map((n) => n.text)).toEqual([
      `Isikhumbuzo: "Pricing your crafts" iqala ngo-${when}.`,
    ]);
    expect((await inAppOf(english.id)).map((n) => n.text)).toEqual([`Reminder: "Pricing your crafts" starts ${when}.`]);

    const [toZulu] = await emailsTo(zulu.email);
    expect(toZulu!.subject).toBe(`Isikhumbuzo: Pricing your crafts, ${when}`);
    expect(toZulu!.text).toContain('Joyina iseshini: https://meet.example/crafts-abc');
    expect(toZulu!.text).toContain(`Engeza ekhalendeni lakho: ${ORIGIN}/api/group-sessions/${session.id}/calendar.ics`);
    expect(toZulu!.text).toContain('Ngeke ukwazi ukufika? Nikeza isihlalo sakho komunye olindile: ');
    expect(toZulu!.text).toContain(`Ukuzivala: ${ORIGIN}/notification-settings`);
    expect(toZulu!.text).not.toContain('Reminder');
    const [toEnglish] = await emailsTo(english.email);
    expect(toEnglish!.subject).toBe(`Reminder: Pricing your crafts, ${when}`);
    expect(toEnglish!.text).toContain('Join the session: https://meet.example/crafts-abc');

    const [whatsapp] = await whatsAppTo(zulu.phone);
    expect(whatsapp!.parameters[0]).toBe(`Isikhumbuzo: "Pricing your crafts" iqala ngo-${when}.`);
    expect(whatsapp!.parameters[1]).toContain('Joyina iseshini: https://meet.example/crafts-abc');
  });

  it("follow the language the member has when the reminder is sent, and a place's name for a session in a place", async () => {
    const { mentor } = await createMentor();
    const now = new Date();
    const session = await createGroupSession(mentor.id, {
      title: 'Stokvel basics',
      scheduledAt: new Date(now.getTime() + 23 * HOUR).toISOString(),
      meetingLink: null,
      location: 'Soweto Library',
    });
    const member = await memberIn('en');
    await addParticipants(session.id, [member.id]);
    await writeSessionReminders(db, now);
    await db.update(users).set({ language: 'af' }).where(eq(users.id, member.id));
    await runLocalSender(now);
    const when = formatSastDateTime(session.scheduledAt);
    expect((await inAppOf(member.id)).map((n) => n.text)).toEqual([
      `Herinnering: "Stokvel basics" begin ${when} by Soweto Library.`,
    ]);
  });

  it('write a notice in each recipient’s own language in the one statement that writes it', async () => {
    const members = await Promise.all((['zu', 'xh', 'af', 'en'] as const).map((language) => memberIn(language)));
    // Email only: the WhatsApp record is not what this checks.
    for (const member of members) {
      await db
        .update(notificationPreferences)
        .set({ whatsappEnabled: false })
        .where(eq(notificationPreferences.userId, member.id));
    }
    const [first, ...rest] = members.flatMap((member) =>
      noticeStatements(db, {
        userId: member.id,
        kind: 'test',
        key: crypto.randomUUID(),
        text: (i18n) => i18n._(msg`Session details`),
        link: '/',
      }),
    );
    await db.batch([first!, ...rest]);
    await runLocalSender();
    const texts = await Promise.all(members.map(async (member) => (await inAppOf(member.id))[0]!.text));
    expect(texts).toEqual([
      'Imininingwane yeseshini',
      'Iinkcukacha zeseshoni',
      'Sessiebesonderhede',
      'Session details',
    ]);
    const [email] = await emailsTo(members[0]!.email);
    expect(email!.text).toContain('Vula iSebenza: ');
  });
});
