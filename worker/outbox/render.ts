import { groupSessionCalendarPath } from '../../schema/contract/calendar.ts';
import { NOTIFICATION_SETTINGS_PATH } from '../../schema/contract/product.ts';
import { PRODUCT_NAME } from '../../schema/contract/product.ts';
import { formatSastDateTime, groupSessionPagePath } from '../../schema/contract/share.ts';
import { CANT_MAKE_IT_PATH, cantMakeItToken } from './cant-make-it-link.ts';
import { isRecordNotice } from './outbox.ts';
import type { MessageLink } from './channels/channel.ts';

/**
 * What a notice says on every channel: one line, the email's subject, the in-app path, the links outside it, and where
 * the member turns a channel off (null for a record of their money, which is not turned off).
 */
export type RenderedNotice = {
  text: string;
  subject: string;
  link: string | null;
  links: MessageLink[];
  settingsUrl: string | null;
};

/** A reminder's session as it is when the reminder is sent (its time or link may have changed since it was written). */
export type ReminderSession = {
  id: number;
  title: string;
  scheduledAt: string;
  meetingLink: string | null;
  location: string | null;
};

type Context = { origin: string; reminderLinkKey: string | null };

const SUBJECT_LENGTH = 80;

const settingsUrlOf = (ctx: Context) => `${ctx.origin}${NOTIFICATION_SETTINGS_PATH}`;

/** A notice that is its own text (a story published, a session cancelled): the text, and a link to open the app. */
export function renderNotice(row: { kind: string; text: string; link: string | null }, ctx: Context): RenderedNotice {
  const subject = row.text.length > SUBJECT_LENGTH ? `${row.text.slice(0, SUBJECT_LENGTH - 1)}…` : row.text;
  return {
    text: row.text,
    subject: `${PRODUCT_NAME}: ${subject}`,
    link: row.link,
    links: [{ label: `Open ${PRODUCT_NAME}`, url: `${ctx.origin}${row.link ?? '/'}` }],
    // A record of the member's money is not something they turn off.
    settingsUrl: isRecordNotice(row.kind) ? null : settingsUrlOf(ctx),
  };
}

/**
 * A session reminder, sent only to a member who holds a seat: the start in South African time, the meeting link, an
 * add-to-calendar link (the session's .ics), and the one-tap "can't make it" link, signed for this member's seat
 * (`seatId`: the registration, so the link dies with it).
 */
export async function renderReminder(session: ReminderSession, seatId: number, ctx: Context): Promise<RenderedNotice> {
  const when = formatSastDateTime(session.scheduledAt);
  const path = groupSessionPagePath(session.id);
  const links: MessageLink[] = [];
  if (session.meetingLink) links.push({ label: 'Join the session', url: session.meetingLink });
  links.push({ label: 'Add to your calendar', url: `${ctx.origin}${groupSessionCalendarPath(session.id)}` });
  // Without the signing key (production without REMINDER_LINK_KEY) the link is left out rather than unsigned.
  if (ctx.reminderLinkKey) {
    const token = await cantMakeItToken(ctx.reminderLinkKey, {
      sessionId: session.id,
      seatId,
      expiresAt: new Date(session.scheduledAt),
    });
    links.push({
      label: "Can't make it? Give your seat to someone waiting",
      url: `${ctx.origin}${CANT_MAKE_IT_PATH}/${token}`,
    });
  }
  links.push({ label: 'Session details', url: `${ctx.origin}${path}` });
  const where = session.meetingLink ? '' : session.location ? ` at ${session.location}` : '';
  return {
    text: `Reminder: "${session.title}" starts ${when}${where}.`,
    subject: `Reminder: ${session.title}, ${when}`,
    link: path,
    links,
    settingsUrl: settingsUrlOf(ctx),
  };
}
