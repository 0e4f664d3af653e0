import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppLanguage } from '../../schema/contract/app-languages.ts';
import { groupSessionCalendarPath } from '../../schema/contract/calendar.ts';
import { NOTIFICATION_SETTINGS_PATH } from '../../schema/contract/product.ts';
import { PRODUCT_NAME } from '../../schema/contract/product.ts';
import { formatSastDateTime, groupSessionPagePath } from '../../schema/contract/share.ts';
import { CANT_MAKE_IT_PATH, cantMakeItToken } from './cant-make-it-link.ts';
import { isRecordNotice } from './outbox.ts';
import type { MessageLink } from './channels/channel.ts';
import { i18nFor } from '../i18n/i18n.ts';

/**
 * What a notice says on every channel, in the recipient's language: one line, the email's subject, the in-app path,
 * the links outside it, and where the member turns a channel off (null for a record of their money, which is not
 * turned off).
 */
export type RenderedNotice = {
  /** The recipient's language, which everything here is written in (an email's own lines follow it too). */
  language: AppLanguage;
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

/** `language`: the recipient's, from their profile when the notice is sent. */
type Context = { origin: string; reminderLinkKey: string | null; language: AppLanguage };

const SUBJECT_LENGTH = 80;

const settingsUrlOf = (ctx: Context) => `${ctx.origin}${NOTIFICATION_SETTINGS_PATH}`;

/**
 * A notice that is its own text (a story published, a session cancelled): the text, written in the recipient's
 * language when the notice was (outbox.ts), and a link to open the app.
 */
export function renderNotice(row: { kind: string; text: string; link: string | null }, ctx: Context): RenderedNotice {
  const i18n = i18nFor(ctx.language);
  const subject = row.text.length > SUBJECT_LENGTH ? `${row.text.slice(0, SUBJECT_LENGTH - 1)}…` : row.text;
  return {
    language: ctx.language,
    text: row.text,
    subject: `${PRODUCT_NAME}: ${subject}`,
    link: row.link,
    links: [{ label: i18n._(msg`Open ${PRODUCT_NAME}`), url: `${ctx.origin}${row.link ?? '/'}` }],
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
  const i18n = i18nFor(ctx.language);
  const when = formatSastDateTime(session.scheduledAt);
  const path = groupSessionPagePath(session.id);
  const links: MessageLink[] = [];
  if (session.meetingLink) links.push({ label: i18n._(msg`Join the session`), url: session.meetingLink });
  links.push({ label: i18n._(msg`Add to your calendar`), url: `${ctx.origin}${groupSessionCalendarPath(session.id)}` });
  // Without the signing key (production without REMINDER_LINK_KEY) the link is left out rather than unsigned.
  if (ctx.reminderLinkKey) {
    const token = await cantMakeItToken(ctx.reminderLinkKey, {
      sessionId: session.id,
      seatId,
      expiresAt: new Date(session.scheduledAt),
    });
    links.push({
      label: i18n._(msg`Can't make it? Give your seat to someone waiting`),
      url: `${ctx.origin}${CANT_MAKE_IT_PATH}/${token}`,
    });
  }
  links.push({ label: i18n._(msg`Session details`), url: `${ctx.origin}${path}` });
  return {
    language: ctx.language,
    text: reminderText(i18n, session, when),
    subject: reminderSubject(i18n, session.title, when),
    link: path,
    links,
    settingsUrl: settingsUrlOf(ctx),
  };
}

/** The reminder's line: where it happens only for a session in a place (an online one has its link). */
function reminderText(i18n: I18n, session: ReminderSession, when: string): string {
  const { title, location } = session;
  if (!session.meetingLink && location) return i18n._(msg`Reminder: "${title}" starts ${when} at ${location}.`);
  return i18n._(msg`Reminder: "${title}" starts ${when}.`);
}

/** The reminder's email subject. */
function reminderSubject(i18n: I18n, title: string, when: string): string {
  return i18n._(msg`Reminder: ${title}, ${when}`);
}
