import { and, eq, sql } from 'drizzle-orm';
import { SAST_OFFSET } from '../../schema/contract/coaching-calls-rules.ts';
import { SAST_OFFSET_MS } from '../../schema/contract/share.ts';
import { coachingConnections, coachingMessages, mentors, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { fullNameOf } from '../db/full-name.ts';
import { fanOutNoticeStatements } from '../outbox/outbox.ts';
import { coachingMessageText, coachingRequestText } from '../outbox/notice-texts.ts';

/*
 * Nobody waits unattended in coaching (decision 018's outbox, on each member's chosen channels): the coach is told of
 * every request, and each person of the first message of a day they receive in a conversation. Each notice goes in the
 * batch of the change it announces. (The reminders before calls and the unanswered requests are written by the
 * schedule: worker/notifications/coaching-notices.ts.)
 */

export const COACHING_NOTICE_KINDS = { request: 'coaching-request', message: 'coaching-message' } as const;

/** Where a coach answers requests and both people chat. */
export const COACHING_CHAT_PATH = '/coaching-chat';

const senderName = (userId: string) =>
  sql<string>`(select ${fullNameOf(users)} from ${users} where ${users.id} = ${userId})`;

/**
 * The coach told of a request, for the request's batch: only when this request asked (the connection is pending and
 * was asked for at `askedAt`), so a second tap on a pending request tells nobody again.
 */
export function coachingRequestNoticeStatements(
  db: Db,
  { menteeId, mentorId, askedAt }: { menteeId: string; mentorId: number; askedAt: string },
) {
  const pair = and(eq(coachingConnections.menteeId, menteeId), eq(coachingConnections.mentorId, mentorId));
  return fanOutNoticeStatements(db, {
    kind: COACHING_NOTICE_KINDS.request,
    key: sql`${COACHING_NOTICE_KINDS.request} || ':' || (select ${coachingConnections.id} from ${coachingConnections} where ${pair}) || ':' || ${askedAt}`,
    text: coachingRequestText(senderName(menteeId)),
    link: COACHING_CHAT_PATH,
    recipients: sql`select ${mentors.userId} from ${mentors} join ${coachingConnections}
      on ${coachingConnections.mentorId} = ${mentors.id}
      where ${pair} and ${coachingConnections.status} = 'pending' and ${coachingConnections.createdAt} = ${askedAt}`,
  });
}

/** The South African calendar day (YYYY-MM-DD) of an instant. */
const sastDay = (at: Date) => new Date(at.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The receiver told of the first message of a South African day in a conversation, for the message's batch: the key
 * carries the connection and the day, so one notice a day per conversation and receiver. It is written only when the
 * conversation's newest message is the sender's of that day (the one this batch inserted), so a refused message tells
 * nobody; the look walks the conversation's index from its newest message only.
 */
export function firstMessageOfDayNoticeStatements(
  db: Db,
  {
    connectionId,
    senderId,
    receiverId,
    now,
  }: { connectionId: number; senderId: string; receiverId: string; now: Date },
) {
  const day = sastDay(now);
  const dayStart = new Date(`${day}T00:00:00${SAST_OFFSET}`).toISOString();
  return fanOutNoticeStatements(db, {
    kind: COACHING_NOTICE_KINDS.message,
    key: `${COACHING_NOTICE_KINDS.message}:${connectionId}:${day}`,
    text: coachingMessageText(senderName(senderId)),
    link: COACHING_CHAT_PATH,
    recipients: sql`select ${receiverId} where (select ${coachingMessages.senderId} = ${senderId}
      and ${coachingMessages.createdAt} >= ${dayStart} from ${coachingMessages}
      where ${coachingMessages.connectionId} = ${connectionId} order by ${coachingMessages.id} desc limit 1)`,
  });
}
