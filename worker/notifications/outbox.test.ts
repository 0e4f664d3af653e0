import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationPreferences, users } from '../../schema/db/index.ts';
import { createSession } from '../sessions/manage-sessions.ts';
import { connectMentee, createGroupSession, createMentor, createUser, db, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { messagingStandIn } from '../test/messaging-stand-in.ts';
import { fanOutNoticeStatements, noticeStatements } from '../outbox/outbox.ts';
import { MAX_ATTEMPTS, retryDelayMs } from '../outbox/sender.ts';
import {
  ORIGIN,
  MINUTE,
  HOUR,
  providerChannels,
  runSender,
  memberOnWhatsApp,
  rowsOf,
  inAppOf,
  notice,
} from '../test/outbox-notices.ts';

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
