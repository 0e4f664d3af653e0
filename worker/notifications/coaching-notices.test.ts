import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNANSWERED_REQUEST_HOURS } from '../../schema/contract/coaching-calls-rules.ts';
import { COACHING_PATH } from '../../schema/contract/product.ts';
import { formatSastDateTime } from '../../schema/contract/share.ts';
import { coachingCalls, coachingConnections } from '../../schema/db/index.ts';
import { insertCoachingCall } from '../test/coaching-call-rows.ts';
import { pair } from '../test/coaching.ts';
import { db } from '../test/factories.ts';
import { HOUR, inAppOf, MINUTE, rowsOf } from '../test/outbox-notices.ts';
import { runCron } from '../test/cron.ts';
import { NOTIFICATION_CRON } from '../scheduled.ts';
import { writeCoachingNotices } from './coaching-notices.ts';

/** The outbox rows of one kind for a member, as [kind, channel, text, link]. */
const noticesOf = async (userId: string, kindPrefix: string) =>
  (await rowsOf([userId])).filter((r) => r.kind.startsWith(kindPrefix)).map((r) => [r.kind, r.channel, r.text, r.link]);

describe('coaching call reminders', () => {
  it('remind both people 24 h and 1 h before a booked call, once per window, and again after it moves', async () => {
    const { sub, coach, connectionId } = await pair();
    const now = new Date();
    const at = (ms: number) => new Date(now.getTime() + ms);
    const call = await insertCoachingCall({ connectionId, startsAt: at(23 * HOUR).toISOString() });
    await insertCoachingCall({ connectionId, startsAt: at(20 * HOUR).toISOString(), status: 'cancelled' });
    await insertCoachingCall({ connectionId, startsAt: at(30 * HOUR).toISOString() });

    await writeCoachingNotices(db, now);
    await writeCoachingNotices(db, at(MINUTE));
    const when = formatSastDateTime(call.startsAt);
    const dayReminder = (withWhom: string) => (channel: string) => [
      'coaching-call-reminder-24h',
      channel,
      `Reminder: your coaching call with ${withWhom} starts ${when}.`,
      COACHING_PATH,
    ];
    // No preferences yet: in the app and by email (WhatsApp is off until turned on).
    expect(await noticesOf(sub.user.id, 'coaching-call-reminder')).toEqual(
      ['in_app', 'email'].map(dayReminder('Sipho Dube')),
    );
    expect(await noticesOf(coach.user.id, 'coaching-call-reminder')).toEqual(
      ['in_app', 'email'].map(dayReminder('Lerato Dlamini')),
    );

    // An hour before: the 1 h reminder, once each.
    await writeCoachingNotices(db, at(22 * HOUR + 30 * MINUTE));
    await writeCoachingNotices(db, at(22 * HOUR + 31 * MINUTE));
    for (const userId of [sub.user.id, coach.user.id]) {
      expect((await noticesOf(userId, 'coaching-call-reminder-1h')).map(([, channel]) => channel)).toEqual([
        'in_app',
        'email',
      ]);
    }

    // The call moves: it is reminded of again at its new time.
    const moved = at(26 * HOUR).toISOString();
    await db
      .update(coachingCalls)
      .set({ startsAt: moved, endsAt: at(27 * HOUR).toISOString() })
      .where(eq(coachingCalls.id, call.id));
    await writeCoachingNotices(db, at(3 * HOUR));
    const texts = (await noticesOf(sub.user.id, 'coaching-call-reminder-24h')).map(([, , text]) => text);
    expect(texts).toContain(`Reminder: your coaching call with Sipho Dube starts ${formatSastDateTime(moved)}.`);
  });

  it('go out from the every-minute cron', async () => {
    const { sub, connectionId } = await pair();
    const call = await insertCoachingCall({ connectionId, startsAt: new Date(Date.now() + 40 * MINUTE).toISOString() });
    await runCron(NOTIFICATION_CRON);
    expect((await inAppOf(sub.user.id)).map((n) => n.text)).toContain(
      `Reminder: your coaching call with Sipho Dube starts ${formatSastDateTime(call.startsAt)}.`,
    );
  });
});

describe('a coaching request nobody answers', () => {
  it(`is said so to the subscriber once, after ${UNANSWERED_REQUEST_HOURS} hours, with the way to another coach`, async () => {
    const now = new Date();
    const askedAt = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();
    const waiting = await pair({ pending: true });
    const recent = await pair({ pending: true });
    const answered = await pair();
    await db
      .update(coachingConnections)
      .set({ createdAt: askedAt(49) })
      .where(eq(coachingConnections.id, waiting.connectionId));
    await db
      .update(coachingConnections)
      .set({ createdAt: askedAt(47) })
      .where(eq(coachingConnections.id, recent.connectionId));
    await db
      .update(coachingConnections)
      .set({ createdAt: askedAt(72) })
      .where(eq(coachingConnections.id, answered.connectionId));

    await writeCoachingNotices(db, now);
    await writeCoachingNotices(db, new Date(now.getTime() + MINUTE));
    const text = `Sipho Dube has not answered your coaching request in ${UNANSWERED_REQUEST_HOURS} hours. You can choose another coach.`;
    expect(await noticesOf(waiting.sub.user.id, 'coaching-request-unanswered')).toEqual([
      ['coaching-request-unanswered', 'in_app', text, COACHING_PATH],
      ['coaching-request-unanswered', 'email', text, COACHING_PATH],
    ]);
    expect(await noticesOf(recent.sub.user.id, 'coaching-request-unanswered')).toEqual([]);
    expect(await noticesOf(answered.sub.user.id, 'coaching-request-unanswered')).toEqual([]);
  });
});
