import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type {
  CoachingConnection,
  CoachingMessage,
  CoachSummary,
  ConversationSocketMessage,
} from '../../../../schema/contract/coaching-rules.ts';
import type { LocalFormats } from '../../../../schema/contract/local-formats.ts';
import { mergeMessages } from '../../lib/live-chat/message-log.ts';

/**
 * The coaching chat's rules as plain functions (spec sections 4, 5 and 6): who receives a message, who may see
 * the chat, how connections are ordered and described, and when the send box is closed. Those that word something
 * take the render's translations.
 */

/**
 * The receiver rule (spec section 6): the coach writes to the connection's menteeId; the subscriber writes to the
 * mentor's id as text. The server refuses any other receiverId.
 */
export function receiverIdFor(connection: Pick<CoachingConnection, 'myRole' | 'menteeId' | 'mentor'>): string {
  return connection.myRole === 'coach' ? connection.menteeId : String(connection.mentor.id);
}

/** The other person of a connection, as the caller sees them. */
export function otherParty(
  connection: CoachingConnection,
  i18n: I18n,
): {
  name: string;
  profileImage: string | null;
  role: string;
} {
  return connection.myRole === 'coach'
    ? { name: connection.mentee.name, profileImage: connection.mentee.profileImage, role: i18n._(msg`Subscriber`) }
    : { name: connection.mentor.name, profileImage: connection.mentor.profileImage, role: connection.mentor.title };
}

/**
 * Who sees what on /coaching-chat. An active subscription opens the chat; a coach always has it (their requests
 * arrive there). Anyone else is asked to subscribe; if they have conversations from an earlier subscription, those
 * stay readable under the prompt.
 */
export function chatAccess({
  subscriptionActive,
  connections,
  isCoach,
}: {
  subscriptionActive: boolean;
  connections: readonly CoachingConnection[];
  isCoach: boolean;
}): { promptSubscribe: boolean; showChat: boolean } {
  const promptSubscribe = !subscriptionActive && !coachesHere({ isCoach, connections });
  return { promptSubscribe, showChat: !promptSubscribe || connections.length > 0 };
}

/** Whether the caller coaches on this page: a coach, or the coach side of any conversation (needs no subscription). */
export function coachesHere({
  isCoach,
  connections,
}: {
  isCoach: boolean;
  connections: readonly CoachingConnection[] | undefined;
}): boolean {
  return isCoach || (connections ?? []).some((connection) => connection.myRole === 'coach');
}

/** Whether a subscriber should be offered the coach picker first: no request waiting or running. */
export function needsCoach(connections: readonly CoachingConnection[]): boolean {
  return !connections.some((connection) => connection.myRole === 'mentee' && connection.status !== 'ended');
}

const statusRank = { active: 0, pending: 0, ended: 1 } as const;

/** Open conversations first, each group by latest activity (last message, else when it was asked for). */
export function sortConnections(connections: readonly CoachingConnection[]): CoachingConnection[] {
  const activity = (connection: CoachingConnection) => Date.parse(connection.lastMessageAt ?? connection.createdAt);
  return [...connections].sort(
    (a, b) => statusRank[a.status] - statusRank[b.status] || activity(b) - activity(a) || b.id - a.id,
  );
}

/** The one-line status under a connection's name. */
export function connectionStatusLabel(connection: Pick<CoachingConnection, 'status' | 'myRole'>, i18n: I18n): string {
  switch (connection.status) {
    case 'pending':
      return connection.myRole === 'coach'
        ? i18n._(msg`New request: accept to start coaching`)
        : i18n._(msg`Waiting for the coach to accept`);
    case 'active':
      return i18n._(msg`Active`);
    case 'ended':
      return i18n._(msg`Ended`);
  }
}

/** '3 unread messages'; null when there are none. */
export function unreadLabel(count: number, i18n: I18n): string | null {
  if (count <= 0) return null;
  return i18n._(msg`${plural(count, { one: '# unread message', other: '# unread messages' })}`);
}

/**
 * Why the send box is closed, or null when the caller may write. History stays readable in every case: a member
 * whose subscription was cancelled keeps reading what was said, but may no longer write.
 */
export function sendBlockReason(
  connection: Pick<CoachingConnection, 'status' | 'myRole'>,
  { subscriptionActive }: { subscriptionActive: boolean },
  i18n: I18n,
): string | null {
  if (connection.status === 'ended') {
    return i18n._(
      msg`This coaching connection has ended. You can still read the conversation, but no new messages can be sent.`,
    );
  }
  if (connection.status === 'pending') {
    return connection.myRole === 'coach'
      ? i18n._(msg`Accept this request to start chatting.`)
      : i18n._(
          msg`Your coach has been notified of your request and will accept it soon. You can send messages once they do.`,
        );
  }
  if (connection.myRole === 'mentee' && !subscriptionActive) {
    return i18n._(
      msg`Your coaching subscription is not active, so you can read this conversation but not send messages.`,
    );
  }
  return null;
}

/**
 * One socket event applied to the conversation: a message merges in by id; a read receipt marks what the reader
 * received up to `upToId` as read. "Received" is "not sent by the reader" (two people per conversation), so the
 * receipt holds whichever id form the subscriber's messages carry as receiverId (spec section 6: the mentor's id).
 */
export function applyConversationEvent(
  current: CoachingMessage[],
  event: ConversationSocketMessage,
  now: () => string = () => new Date().toISOString(),
): CoachingMessage[] {
  if (event.type === 'message') return mergeMessages(current, [event.message]);
  if (event.type === 'read') {
    let changed = false;
    const readAt = now();
    const next = current.map((message) => {
      if (message.senderId === event.readerId || message.id > event.upToId || message.readAt) return message;
      changed = true;
      return { ...message, readAt };
    });
    return changed ? next : current;
  }
  return current;
}

/** The newest message the other person sent (what "mark read" covers), or 0. */
export function newestIncomingId(messages: readonly CoachingMessage[], myUserId: string): number {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]!.senderId !== myUserId) return messages[i]!.id;
  }
  return 0;
}

/** The id of my newest message, for its "Read" mark; 0 when I have sent none. */
export function newestOwnId(messages: readonly CoachingMessage[], myUserId: string): number {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]!.senderId === myUserId) return messages[i]!.id;
  }
  return 0;
}

/** A message's time in SAST: '18:30' today, else 'Tue, 14 Jan 2025 18:30'. */
export function formatMessageTime(iso: string, formats: LocalFormats, now: Date = new Date()): string {
  const day = formats.date(iso);
  return day === formats.date(now) ? formats.time(iso) : formats.dateTime(iso);
}

/** The preselected coach (from the coaching page's `?coach=`) first; the rest as the server ordered them. */
export function orderCoaches(coaches: readonly CoachSummary[], preselectId: number | null): CoachSummary[] {
  const chosen = coaches.find((coach) => coach.id === preselectId);
  return chosen ? [chosen, ...coaches.filter((coach) => coach !== chosen)] : [...coaches];
}

/** What the closed send box says in place of its text: a subscriber waiting for the coach is not "closed". */
export function closedPlaceholder(
  connection: Pick<CoachingConnection, 'status' | 'myRole'>,
  i18n: I18n,
): string | undefined {
  return connection.status === 'pending' && connection.myRole === 'mentee'
    ? i18n._(msg`Waiting for your coach to accept`)
    : undefined;
}

/**
 * Why a file cannot be attached in a conversation the caller may write in, or null when it can: the subscriber's plan
 * does not include files, said with the plans that do. (Where sending is closed, the send box already says why.)
 */
export function attachBlockReason(
  connection: Pick<CoachingConnection, 'myRole'>,
  { filesAllowed, plansWithFiles }: { filesAllowed: boolean; plansWithFiles: readonly string[] },
  i18n: I18n,
): string | null {
  if (filesAllowed) return null;
  const coach = connection.myRole === 'coach';
  if (plansWithFiles.length === 0) {
    return coach
      ? i18n._(msg`Your subscriber's plan does not include file sharing.`)
      : i18n._(msg`Your plan does not include file sharing.`);
  }
  const planNames = plansWithFiles.reduce((list, name) => i18n._(msg`${list} and ${name}`));
  const count = plansWithFiles.length;
  return coach
    ? i18n._(
        msg`Your subscriber's plan does not include file sharing: it comes with the ${planNames} ${plural(count, { one: 'plan', other: 'plans' })}.`,
      )
    : i18n._(
        msg`Your plan does not include file sharing: it comes with the ${planNames} ${plural(count, { one: 'plan', other: 'plans' })}.`,
      );
}

/** A file's size as people read it: '820 bytes', '14 KB', '2.4 MB'. */
export function formatFileSize(bytes: number, i18n: I18n): string {
  if (bytes < 1024) return i18n._(msg`${plural(bytes, { one: '# byte', other: '# bytes' })}`);
  if (bytes < 1024 * 1024) {
    const kilobytes = Math.round(bytes / 1024);
    return i18n._(msg`${kilobytes} KB`);
  }
  const megabytes = (bytes / (1024 * 1024)).toFixed(1);
  return i18n._(msg`${megabytes} MB`);
}
