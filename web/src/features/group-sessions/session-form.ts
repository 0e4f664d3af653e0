import type { CreateGroupSessionInput } from '../../../../schema/contract/sessions.ts';
import {
  MEETING_CODE_PATTERN,
  parseSessionDateTime,
  SESSION_LIMITS,
  SESSION_MESSAGES,
} from '../../../../schema/contract/sessions-rules.ts';

/*
 * The create form of the group sessions page (spec section 5, "Group session creation"): title, description and
 * scheduled date/time required, in the future; 2-50 participants (default 10); 30-180 minutes (default 60).
 * Pure, so every rule and message is unit-tested; the Worker checks the same rules again.
 */

export interface GroupSessionFormValues {
  title: string;
  description: string;
  /** A datetime-local value, `YYYY-MM-DDTHH:mm`, read as Johannesburg time. */
  scheduledAt: string;
  duration: string;
  maxParticipants: string;
  meetingLink: string;
}

export const EMPTY_GROUP_SESSION_FORM: GroupSessionFormValues = {
  title: '',
  description: '',
  scheduledAt: '',
  duration: String(SESSION_LIMITS.defaultDuration),
  maxParticipants: String(SESSION_LIMITS.defaultParticipants),
  meetingLink: '',
};

export type FormErrors<T> = Partial<Record<keyof T, string>>;

export type FormCheck<T, P> =
  | { ok: true; payload: P }
  | {
      ok: false;
      /** Per-field messages, shown under each field. */
      errors: FormErrors<T>;
      /** The form-level message (the spec's sentence), shown at the top of the form. */
      formError?: string;
    };

/** A whole number from a number input, or null. */
export function wholeNumber(value: string): number | null {
  const trimmed = value.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** A meeting link is optional: empty, an `abc-defg-hij` code, or an http(s) web address. */
export function meetingLinkProblem(value: string): string | undefined {
  const link = value.trim();
  if (!link || MEETING_CODE_PATTERN.test(link)) return undefined;
  if (link.length > SESSION_LIMITS.meetingLinkMax) return SESSION_MESSAGES.invalidMeetingLink;
  try {
    const url = new URL(link);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')) return undefined;
  } catch {
    // not a URL
  }
  return SESSION_MESSAGES.invalidMeetingLink;
}

export function checkGroupSessionForm(
  values: GroupSessionFormValues,
  now = new Date(),
): FormCheck<GroupSessionFormValues, CreateGroupSessionInput> {
  const errors: FormErrors<GroupSessionFormValues> = {};
  const title = values.title.trim();
  const description = values.description.trim();

  if (!title || !description || !values.scheduledAt) {
    if (!title) errors.title = 'Please fill in a title.';
    if (!description) errors.description = 'Please fill in a description.';
    if (!values.scheduledAt) errors.scheduledAt = 'Please choose the date and time.';
    return { ok: false, errors, formError: SESSION_MESSAGES.required };
  }

  if (title.length > SESSION_LIMITS.titleMax) errors.title = SESSION_MESSAGES.titleTooLong;
  if (description.length > SESSION_LIMITS.descriptionMax) errors.description = SESSION_MESSAGES.descriptionTooLong;

  const participants = wholeNumber(values.maxParticipants);
  if (participants === null || participants < SESSION_LIMITS.groupPageMinParticipants) {
    errors.maxParticipants = SESSION_MESSAGES.groupPageMinParticipants;
  } else if (participants > SESSION_LIMITS.maxParticipants) {
    errors.maxParticipants = SESSION_MESSAGES.maxParticipants;
  }

  const duration = wholeNumber(values.duration);
  if (duration === null || duration < SESSION_LIMITS.minDuration || duration > SESSION_LIMITS.maxDuration) {
    errors.duration = SESSION_MESSAGES.durationRange;
  }

  const link = meetingLinkProblem(values.meetingLink);
  if (link) errors.meetingLink = link;

  const scheduledAt = parseSessionDateTime(values.scheduledAt);
  if (!scheduledAt) {
    errors.scheduledAt = SESSION_MESSAGES.invalidDateTime;
    return { ok: false, errors };
  }
  if (Date.parse(scheduledAt) <= now.getTime()) {
    errors.scheduledAt = SESSION_MESSAGES.future;
    return { ok: false, errors, formError: SESSION_MESSAGES.future };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  return {
    ok: true,
    payload: {
      title,
      description,
      scheduledAt,
      duration: duration!,
      maxParticipants: participants!,
      meetingLink: values.meetingLink.trim() || null,
    },
  };
}

/** 'Session Created: Your group…' → a toast's title and description (the spec writes toasts as "Title: text"). */
export function splitToastMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(': ');
  if (at < 0) return { title: message };
  return { title: message.slice(0, at), description: message.slice(at + 2) };
}
