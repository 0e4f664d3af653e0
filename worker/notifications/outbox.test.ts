import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../schema/contract/consents-rules.ts';
import type { LocalDeliveries, NotificationPreferences } from '../../schema/contract/notification-preferences.ts';
import { formatSastDateTime } from '../../schema/contract/share.ts';
import {
  consents,
  notificationOutbox,
  notificationPreferences,
  notifications,
  sessionParticipants,
  users,
} from '../../schema/db/index.ts';
import { ResendEmailSender } from '../email/resend.ts';
import { readConfig } from '../env.ts';
import worker from '../index.ts';
import { leaveSession } from '../sessions/join-session.ts';
import { createSession } from '../sessions/manage-sessions.ts';
import { emailsTo } from '../test/outbox.ts';
import {
  addParticipants,
  connectMentee,
  createGroupSession,
  createMentor,
  createUser,
  db,
  signedInMember,
  signIn,
} from '../test/factories.ts';
import { api, postForm } from '../test/http.ts';
import { messagingStandIn, STAND_IN_RESEND_KEY, STAND_IN_WHATSAPP } from '../test/messaging-stand-in.ts';
import { cantMakeItToken } from './cant-make-it.ts';
import type { NotificationChannels } from './channels/channel.ts';
import { EmailChannel } from './channels/email.ts';
import { InAppChannel } from './channels/in-app.ts';
import { WhatsAppCloudChannel } from './channels/whatsapp.ts';
import { fanOutNoticeStatements, noticeStatements } from './outbox.ts';
import { writeSessionReminders } from './reminders.ts';
import { deliverDueNotices, MAX_ATTEMPTS, retryDelayMs } from './sender.ts';

const ORIGIN = 'https://sebenza.example';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const config = readConfig(env);

/** The real channels with providers configured, talking to the stand-ins (messaging-stand-in.ts). */
function providerChannels(): NotificationChannels {
  return {
    in_app: new InAppChannel(db),
    email: new EmailChannel(
      new ResendEmailSender({ apiKey: STAND_IN_RESEND_KEY, from: 'Sebenza <hello@sebenza.example>' }),
    ),
    whatsapp: new WhatsAppCloudChannel({ ...STAND_IN_WHATSAPP, template: 'sebenza_notice', language: 'en' }),
  };
}

const runSender = (now = new Date(), channels = providerChannels()) =>
  deliverDueNotices({ db, channels, origin: ORIGIN, reminderLinkKey: config.reminderLinkKey, now });

let phones = 0;
/** A member with WhatsApp on, each with a number of their own unless given one. */
async function memberOnWhatsApp(phone = `+2782${String(10_000_000 + ++phones).slice(1)}`) {
  const user = await createUser();
  await db
    .insert(notificationPreferences)
    .values({ userId: user.id, emailEnabled: true, whatsappEnabled: true, whatsappPhone: phone });
  return { ...user, phone };
}

const rowsOf = (userIds: string[]) =>
  db
    .select()
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.userId, userIds))
    .orderBy(notificationOutbox.id);

const inAppOf = (userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId));

const notice = (userId: string, key = crypto.randomUUID()) =>
  noticeStatements(db, { userId, kind: 'test', key, text: 'Your story was published.', link: '/success-stories' });

afterEach(() => vi.restoreAllMocks());

describe('writing notices', () => {
  it('writes one row per channel each member chose, in the batch, and the same notice twice only once', async () => {
    const usual = await createUser();
    const onWhatsApp = await memberOnWhatsApp();
    const noEmail = await createUser();
    await db.insert(notificationPreferences).values({ userId: noEmail.id, emailEnabled: false });
    const everyone = [usual.id, onWhatsApp.id, noEmail.id];
    const tellAll = () =>
      fanOutNoticeStatements(db, {
        kind: 'test',
        key: 'fan-out-test',
        text: 'Hello',
        recipients: sql`select ${users.id} from ${users} where ${users.id} in (${sql.join(
          everyone.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      });

    const [inApp] = await db.batch([...tellAll(), ...notice(usual.id, 'single')]);
    expect(inApp.meta.changes).toBe(3);
    await db.batch([...tellAll(), ...notice(usual.id, 'single')]);

    const rows = await rowsOf(everyone);
    const channelsOf = (userId: string, key: string) =>
      rows.filter((r) => r.userId === userId && r.dedupeKey === `${key}:${userId}`).map((r) => r.channel);
    expect(channelsOf(usual.id, 'fan-out-test')).toEqual(['in_app', 'email']);
    expect(channelsOf(onWhatsApp.id, 'fan-out-test')).toEqual(['in_app', 'email', 'whatsapp']);
    expect(channelsOf(noEmail.id, 'fan-out-test')).toEqual(['in_app']);
    expect(channelsOf(usual.id, 'single')).toEqual(['in_app', 'email']);
    expect(rows.every((r) => r.status === 'pending' && r.attempts === 0)).toBe(true);
  });

  it('writes nothing when the change it belongs to fails', async () => {
    const user = await createUser();
    await expect(
      db.batch([...notice(user.id), db.insert(users).values({ ...user, email: `${user.email}-copy` })]),
    ).rejects.toThrow();
    expect(await rowsOf([user.id])).toEqual([]);
  });
});

describe('the sender', () => {
  it('delivers every row exactly once per channel when two senders run at the same time', async () => {
    const stand = messagingStandIn();
    const members = await Promise.all(Array.from({ length: 12 }, () => memberOnWhatsApp()));
    const [first, ...rest] = members.flatMap((m) => notice(m.id));
    await db.batch([first!, ...rest]);

    await Promise.all([runSender(), runSender()]);

    for (const member of members) {
      expect(await inAppOf(member.id)).toHaveLength(1);
      expect(stand.emails.filter((e) => e.body.to[0] === member.email)).toHaveLength(1);
    }
    for (const member of members) {
      const [row] = await db
        .select({ phone: notificationPreferences.whatsappPhone })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, member.id));
      expect(stand.whatsapp.filter((m) => `+${m.to}` === row!.phone)).toHaveLength(1);
    }
    const rows = await rowsOf(members.map((m) => m.id));
    expect(rows).toHaveLength(members.length * 3);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.claimToken === null)).toBe(true);
    // Resend drops a repeat of the same key, should an answer be lost and the row be sent again.
    const email = rows.find((r) => r.channel === 'email')!;
    expect(stand.emails.map((e) => e.idempotencyKey)).toContain(`sebenza-notice-${email.id}`);
  });

  it('sends a WhatsApp template message with one-line parameters, the notice and its links', async () => {
    const stand = messagingStandIn();
    const member = await memberOnWhatsApp('+27831234567');
    await db.batch(
      noticeStatements(db, {
        userId: member.id,
        kind: 'test',
        key: 'whatsapp-shape',
        text: 'Your complaint was resolved.\nOutcome:   the   mentor apologised.',
        link: '/complaint-form',
      }),
    );
    await runSender();
    expect(stand.whatsapp).toEqual([
      {
        to: '27831234567',
        template: {
          name: 'sebenza_notice',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Your complaint was resolved. Outcome: the mentor apologised.' },
                { type: 'text', text: `Open Sebenza: ${ORIGIN}/complaint-form` },
              ],
            },
          ],
        },
      },
    ]);
  });

  it('retries a failing channel with growing waits while the other channels deliver, then gives up', async () => {
    const stand = messagingStandIn();
    const member = await memberOnWhatsApp();
    await db.batch(notice(member.id));
    stand.fail('whatsapp', 1);
    const start = new Date();

    await runSender(start);
    const byChannel = async () => new Map((await rowsOf([member.id])).map((r) => [r.channel, r]));
    let rows = await byChannel();
    expect(rows.get('in_app')!.status).toBe('sent');
    expect(rows.get('email')!.status).toBe('sent');
    expect(rows.get('whatsapp')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'WhatsApp answered 500.',
      claimToken: null,
      nextAttemptAt: new Date(start.getTime() + MINUTE).toISOString(),
    });
    expect(await inAppOf(member.id)).toHaveLength(1);

    const toMember = () => stand.whatsapp.filter((m) => `+${m.to}` === member.phone);
    await runSender(new Date(start.getTime() + 30_000));
    expect(toMember()).toHaveLength(0);
    await runSender(new Date(start.getTime() + MINUTE));
    rows = await byChannel();
    expect(rows.get('whatsapp')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(toMember()).toHaveLength(1);
    expect(await inAppOf(member.id)).toHaveLength(1);

    // A provider that keeps failing: 1, 2, 4, 8 and 16 minutes apart, then the row is given up.
    const other = await memberOnWhatsApp();
    await db.batch(notice(other.id));
    stand.fail('whatsapp', 100);
    let at = start.getTime() + 2 * MINUTE;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await runSender(new Date(at));
      const row = (await byChannelOf(other.id)).get('whatsapp')!;
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('pending');
        waits.push(Date.parse(row.nextAttemptAt) - at);
        at = Date.parse(row.nextAttemptAt);
      } else {
        expect(row.status).toBe('failed');
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16].map((m) => m * MINUTE));
    expect(retryDelayMs(20)).toBe(HOUR);
  });

  it('skips rows whose channel the member turned off since, or which this server does not offer', async () => {
    const stand = messagingStandIn();
    const member = await memberOnWhatsApp();
    await db.batch(notice(member.id));
    await db
      .update(notificationPreferences)
      .set({ emailEnabled: false })
      .where(eq(notificationPreferences.userId, member.id));
    await runSender(new Date(), { ...providerChannels(), whatsapp: null });
    const rows = new Map((await rowsOf([member.id])).map((r) => [r.channel, r]));
    expect(rows.get('in_app')!.status).toBe('sent');
    expect(rows.get('email')).toMatchObject({ status: 'skipped', lastError: 'The member turned email off.' });
    expect(rows.get('whatsapp')).toMatchObject({
      status: 'skipped',
      lastError: 'This server does not offer the channel.',
    });
    expect(stand.emails.filter((e) => e.body.to[0] === member.email)).toEqual([]);
  });
});

async function byChannelOf(userId: string) {
  return new Map((await rowsOf([userId])).map((r) => [r.channel, r]));
}

describe('session reminders', () => {
  it('are written once per member and channel in the 24 h and 1 h windows, never to who left or a cancelled session', async () => {
    const stand = messagingStandIn();
    const { mentor } = await createMentor();
    const now = new Date();
    const at = (ms: number) => new Date(now.getTime() + ms);
    const session = await createGroupSession(mentor.id, {
      title: 'Pricing your crafts',
      scheduledAt: at(23 * HOUR).toISOString(),
      meetingLink: 'https://meet.example/crafts-abc',
    });
    const cancelled = await createGroupSession(mentor.id, {
      scheduledAt: at(23 * HOUR).toISOString(),
      status: 'cancelled',
    });
    const later = await createGroupSession(mentor.id, { scheduledAt: at(30 * HOUR).toISOString() });
    const stays = await memberOnWhatsApp();
    const leaves = await createUser();
    await addParticipants(session.id, [stays.id, leaves.id]);
    await addParticipants(cancelled.id, [stays.id]);
    await addParticipants(later.id, [stays.id]);
    await leaveSession(db, { userId: leaves.id, id: session.id, now });

    await writeSessionReminders(db, now);
    await writeSessionReminders(db, at(MINUTE));
    const remindersOf = async (userId: string) =>
      (await rowsOf([userId])).filter((r) => r.kind.startsWith('session-reminder')).map((r) => [r.kind, r.channel]);
    expect(await remindersOf(stays.id)).toEqual([
      ['session-reminder-24h', 'in_app'],
      ['session-reminder-24h', 'email'],
      ['session-reminder-24h', 'whatsapp'],
    ]);
    expect(await remindersOf(leaves.id)).toEqual([]);
    expect(
      (await rowsOf([stays.id])).every((r) => r.sessionId === session.id && !r.text.includes('meet.example')),
    ).toBe(true);

    // Delivered: the time in South African time, and for the participant the meeting, calendar and "can't make it".
    await runSender(now);
    const when = formatSastDateTime(session.scheduledAt);
    expect((await inAppOf(stays.id)).map((n) => [n.text, n.link])).toEqual([
      [`Reminder: "Pricing your crafts" starts ${when}.`, `/group-sessions?session=${session.id}`],
    ]);
    const email = stand.emails.find((e) => e.body.to[0] === stays.email)!;
    expect(email.body.subject).toBe(`Reminder: Pricing your crafts, ${when}`);
    expect(email.body.text).toContain('Join the session: https://meet.example/crafts-abc');
    expect(email.body.text).toContain(`Add to your calendar: ${ORIGIN}/api/group-sessions/${session.id}/calendar.ics`);
    const cantMakeIt = new RegExp(
      `Can't make it\\? Give your seat to someone waiting: ${ORIGIN}(/api/cant-make-it/\\S+)`,
    );
    const leavePath = cantMakeIt.exec(email.body.text)?.[1];
    expect(leavePath).toBeDefined();
    expect(email.body.text).toContain(`To turn them off: ${ORIGIN}/notification-settings`);
    const whatsapp = stand.whatsapp.find((m) => `+${m.to}` === stays.phone)!;
    const whatsappLinks = whatsapp.template.components[0]!.parameters[1]!.text;
    expect(whatsappLinks).toContain('Join the session: https://meet.example/crafts-abc');
    expect(whatsappLinks).toContain(`${ORIGIN}${leavePath}`);

    // An hour before: the 1 h reminder, once.
    await writeSessionReminders(db, at(22 * HOUR + 30 * MINUTE));
    await writeSessionReminders(db, at(22 * HOUR + 31 * MINUTE));
    expect((await remindersOf(stays.id)).filter(([kind]) => kind === 'session-reminder-1h')).toHaveLength(3);

    // The member taps "can't make it": the page only asks; its button gives the seat up.
    const page = await api(leavePath!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Give up my seat');
    const seat = () =>
      db
        .select()
        .from(sessionParticipants)
        .where(and(eq(sessionParticipants.sessionId, session.id), eq(sessionParticipants.userId, stays.id)));
    expect(await seat()).toHaveLength(1);
    const done = await postForm(leavePath!, { confirm: 'free-my-seat' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your seat is free');
    expect(await seat()).toEqual([]);

    // The 1 h reminder written before they left is not sent: it carries the meeting link.
    const aboutIt = () => stand.emails.filter((e) => e.body.subject.includes('Pricing your crafts'));
    expect(aboutIt()).toHaveLength(1);
    await runSender(at(22 * HOUR + 31 * MINUTE));
    const hourRows = (await rowsOf([stays.id])).filter((r) => r.kind === 'session-reminder-1h');
    expect(hourRows.map((r) => [r.status, r.lastError])).toEqual(
      Array.from({ length: 3 }, () => ['skipped', 'The member no longer holds a seat.']),
    );
    expect(aboutIt()).toHaveLength(1);
    // The later session is now within a day: its own reminder went out.
    expect(stand.emails.some((e) => e.body.to[0] === stays.email && e.body.subject.includes(later.title))).toBe(true);
  });

  it('come from the every-minute cron, through the local channels when no provider is configured', async () => {
    const { mentor } = await createMentor();
    const session = await createGroupSession(mentor.id, {
      title: 'Selling at the market',
      scheduledAt: new Date(Date.now() + 40 * MINUTE).toISOString(),
    });
    const member = await memberOnWhatsApp('+27710000001');
    await addParticipants(session.id, [member.id]);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect((await inAppOf(member.id)).map((n) => n.text)).toEqual([
      `Reminder: "Selling at the market" starts ${formatSastDateTime(session.scheduledAt)}.`,
    ]);
    const [email] = await emailsTo(member.email);
    expect(email!.subject).toContain('Selling at the market');
    expect(email!.text).toContain('/api/cant-make-it/');

    const admin = await createUser({ role: 'admin' });
    const res = await api('/api/admin/local-deliveries', { cookie: await signIn(admin.id) });
    expect(res.status).toBe(200);
    const local = await res.json<LocalDeliveries>();
    expect(local.channels).toEqual({ email: 'local', whatsapp: 'local' });
    const whatsapp = local.items.find((item) => item.channel === 'whatsapp' && item.to === '+27710000001');
    expect(whatsapp).toMatchObject({ subject: 'Template sebenza_notice (en)' });
    expect(whatsapp!.text).toContain('{{1}} Reminder: "Selling at the market"');
  });
});

describe('the "can\'t make it" page', () => {
  it('refuses forged, altered and expired links, and asks again for a post without its button', async () => {
    const { mentor } = await createMentor();
    const session = await createGroupSession(mentor.id);
    const member = await createUser();
    await addParticipants(session.id, [member.id]);
    const key = config.reminderLinkKey!;
    const token = await cantMakeItToken(key, {
      sessionId: session.id,
      userId: member.id,
      expiresAt: new Date(session.scheduledAt),
    });
    const forged = await cantMakeItToken('another-key-that-is-long-enough-to-sign-with', {
      sessionId: session.id,
      userId: member.id,
      expiresAt: new Date(session.scheduledAt),
    });
    const otherSeat = token.replace(`${session.id}.`, `${session.id + 1}.`);
    const expired = await cantMakeItToken(key, {
      sessionId: session.id,
      userId: member.id,
      expiresAt: new Date(Date.now() - MINUTE),
    });
    expect((await api(`/api/cant-make-it/${forged}`)).status).toBe(404);
    expect((await api(`/api/cant-make-it/${otherSeat}`)).status).toBe(404);
    expect((await api('/api/cant-make-it/not-a-token')).status).toBe(404);
    expect((await postForm(`/api/cant-make-it/${forged}`, { confirm: 'free-my-seat' })).status).toBe(404);
    expect((await api(`/api/cant-make-it/${expired}`)).status).toBe(410);
    expect((await postForm(`/api/cant-make-it/${token}`, {})).status).toBe(400);
    expect(
      (await api(`/api/cant-make-it/${token}`, { method: 'POST', headers: { Origin: 'https://evil.example' } })).status,
    ).toBe(403);
    expect(await db.$count(sessionParticipants, eq(sessionParticipants.sessionId, session.id))).toBe(1);
  });
});

describe('notices from the app', () => {
  it('tells the host once when joining their session connects a mentee, whether they join or Connect first', async () => {
    const { user: hostUser, mentor } = await createMentor();
    const session = await createGroupSession(mentor.id);
    const { cookie } = await signedInMember({ firstName: 'Sipho', lastName: 'Nkosi' });
    const join = await api(`/api/group-sessions/${session.id}/join`, { method: 'POST', cookie });
    expect(join.status).toBe(201);
    // Leaving and joining again, then Connect: still the same connection, so nothing new to tell.
    await api(`/api/group-sessions/${session.id}/join`, { method: 'DELETE', cookie });
    await api(`/api/group-sessions/${session.id}/join`, { method: 'POST', cookie });
    await api('/api/mentor-connections', { method: 'POST', cookie, body: { mentorId: mentor.id } });
    const told = (await rowsOf([hostUser.id])).filter((r) => r.kind === 'mentee-connected');
    expect(told.map((r) => [r.channel, r.text])).toEqual([
      ['in_app', 'Sipho Nkosi connected with you. You can see what they want to learn on your dashboard.'],
      ['email', 'Sipho Nkosi connected with you. You can see what they want to learn on your dashboard.'],
    ]);
  });

  it('tells a mentor once when a mentee connects, and never puts a meeting link in a new-session notice', async () => {
    const stand = messagingStandIn();
    const { user: mentorUser, mentor } = await createMentor();
    const { cookie } = await signedInMember({ firstName: 'Lerato', lastName: 'Dube' });
    for (let i = 0; i < 2; i++) {
      const res = await api('/api/mentor-connections', { method: 'POST', cookie, body: { mentorId: mentor.id } });
      expect(res.ok).toBe(true);
    }
    const told = (await rowsOf([mentorUser.id])).filter((r) => r.kind === 'mentee-connected');
    expect(told.map((r) => [r.channel, r.text])).toEqual([
      ['in_app', 'Lerato Dube connected with you. You can see what they want to learn on your dashboard.'],
      ['email', 'Lerato Dube connected with you. You can see what they want to learn on your dashboard.'],
    ]);

    const follower = await createUser();
    await connectMentee(follower.id, mentor.id);
    // Through the service: a request would start the sender with this server's local channels first.
    await createSession(db, {
      userId: mentorUser.id,
      session: {
        title: 'Secret link session',
        description: 'Hello.',
        maxParticipants: 5,
        scheduledAt: new Date(Date.now() + 48 * HOUR).toISOString(),
        duration: 60,
        meetingLink: 'https://meet.example/only-for-participants',
        location: null,
        category: null,
      },
    });
    await runSender();
    const [inApp] = await inAppOf(follower.id);
    expect(inApp!.text).toContain('Secret link session');
    const email = stand.emails.find((e) => e.body.to[0] === follower.email)!;
    expect(email.body.text).toContain('Secret link session');
    for (const text of [inApp!.text, email.body.text]) expect(text).not.toContain('only-for-participants');
  });
});

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
