import type {
  CreateGroupSessionInput,
  GroupSession,
  UpdateGroupSessionInput,
} from '../../../../schema/contract/sessions.ts';
import {
  parseSessionDateTime,
  SESSION_CATEGORIES,
  SESSION_LIMITS,
  SESSION_MESSAGES,
  type SessionCategory,
} from '../../../../schema/contract/sessions-rules.ts';
import { toSastInputs } from '../../components/date-time.ts';
import { meetingLinkProblem, wholeNumber, type FormErrors } from '../group-sessions/session-form.ts';

/*
 * The calendar session form (spec section 5, "Calendar session form messages"), used by the Create Session and
 * Edit dialogs. Its end time becomes the session's duration (30-180 minutes after the start), and location and
 * category are sent and stored. Pure, so every rule and message is unit-tested.
 */

export interface CalendarFormValues {
  title: string;
  description: string;
  /** `YYYY-MM-DD` from a date input (Johannesburg calendar day). */
  sessionDate: string;
  /** `HH:mm` from time inputs (Johannesburg wall time). */
  startTime: string;
  endTime: string;
  maxParticipants: string;
  location: string;
  /** One of SESSION_CATEGORIES, or '' for none chosen. */
  category: string;
  meetingLink: string;
}

export const EMPTY_CALENDAR_FORM: CalendarFormValues = {
  title: '',
  description: '',
  sessionDate: '',
  startTime: '',
  endTime: '',
  maxParticipants: String(SESSION_LIMITS.defaultParticipants),
  location: '',
  category: '',
  meetingLink: '',
};

/** The duration rule, said in the form's own terms (an end time, not a number of minutes). */
export const END_TIME_RANGE_MESSAGE = `The end time must be ${SESSION_LIMITS.minDuration} to ${SESSION_LIMITS.maxDuration} minutes after the start time.`;

const TIME = /^(\d{2}):(\d{2})(?::\d{2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes since midnight for `HH:mm` (or `HH:mm:ss`), or null. */
export function minutesOfDay(value: string): number | null {
  const m = TIME.exec(value.trim());
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** Minutes from start to end; an end at or before the start is read as the next day (a late-night session). */
export function durationBetween(startTime: string, endTime: string): number | null {
  const start = minutesOfDay(startTime);
  const end = minutesOfDay(endTime);
  if (start === null || end === null) return null;
  const difference = end - start;
  return difference > 0 ? difference : difference + 24 * 60;
}

/** `HH:mm` plus some minutes, wrapping at midnight (fills the end time one hour after a chosen start). */
export function addMinutes(time: string, minutes: number): string {
  const start = minutesOfDay(time);
  if (start === null) return '';
  const total = (start + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The form's values for an existing session (the Edit dialog). */
export function valuesFromSession(session: GroupSession): CalendarFormValues {
  const start = toSastInputs(session.scheduledAt);
  const end = toSastInputs(session.endsAt);
  return {
    title: session.title,
    description: session.description,
    sessionDate: start.date,
    startTime: start.time,
    endTime: end.time,
    maxParticipants: String(session.maxParticipants),
    location: session.location ?? '',
    category: session.category ?? '',
    meetingLink: session.meetingLink ?? '',
  };
}

const isCategory = (value: string): value is SessionCategory =>
  (SESSION_CATEGORIES as readonly string[]).includes(value);

interface Checked {
  title: string;
  description: string;
  maxParticipants: number;
  location: string;
  category: SessionCategory;
  meetingLink: string | null;
  duration: number;
  /** null when the date and start time are unchanged on an edit (they are then not re-checked or sent). */
  scheduledAt: string | null;
}

export type CalendarFormCheck =
  | { ok: true; value: Checked }
  | {
      ok: false;
      errors: FormErrors<CalendarFormValues>;
      /** A toast: 'Missing Information: Please select both a date and start time for the session.' */
      toast?: string;
      /** 'Please enter a valid date and time' or 'Session must be scheduled for a future date and time'. */
      formError?: string;
    };

/**
 * Checks the form in the spec's order: each field's own message; on submit a missing date or start time also
 * raises the 'Missing Information' toast; then the combined date and start time must be a real time
 * ('Please enter a valid date and time') and in the future ('Session must be scheduled for a future date and
 * time'). `original` (an edit) skips the future check when the date and start time were not changed, and
 * `minParticipants` keeps the capacity at or above the people already registered.
 */
export function checkCalendarForm(
  values: CalendarFormValues,
  options: { now?: Date; original?: CalendarFormValues; registered?: number } = {},
): CalendarFormCheck {
  const now = options.now ?? new Date();
  const errors: FormErrors<CalendarFormValues> = {};
  const title = values.title.trim();
  const description = values.description.trim();
  const location = values.location.trim();

  if (!title) errors.title = SESSION_MESSAGES.titleRequired;
  else if (title.length > SESSION_LIMITS.titleMax) errors.title = SESSION_MESSAGES.titleTooLong;
  if (!description) errors.description = SESSION_MESSAGES.descriptionRequired;
  else if (description.length > SESSION_LIMITS.descriptionMax) errors.description = SESSION_MESSAGES.descriptionTooLong;
  if (!values.sessionDate.trim()) errors.sessionDate = SESSION_MESSAGES.dateRequired;
  if (!values.startTime.trim()) errors.startTime = SESSION_MESSAGES.startTimeRequired;
  if (!values.endTime.trim()) errors.endTime = SESSION_MESSAGES.endTimeRequired;

  const participants = wholeNumber(values.maxParticipants);
  const registered = options.registered ?? 0;
  if (participants === null || participants < SESSION_LIMITS.minParticipants) {
    errors.maxParticipants = SESSION_MESSAGES.minParticipants;
  } else if (participants > SESSION_LIMITS.maxParticipants) {
    errors.maxParticipants = SESSION_MESSAGES.maxParticipants;
  } else if (participants < registered) {
    errors.maxParticipants = SESSION_MESSAGES.capacityBelowParticipants(registered);
  }

  if (!location) errors.location = SESSION_MESSAGES.locationRequired;
  else if (location.length > SESSION_LIMITS.locationMax) errors.location = SESSION_MESSAGES.locationTooLong;
  if (!isCategory(values.category)) errors.category = SESSION_MESSAGES.categoryRequired;

  const link = meetingLinkProblem(values.meetingLink);
  if (link) errors.meetingLink = link;

  const missingDateTime = !values.sessionDate.trim() || !values.startTime.trim();
  if (Object.keys(errors).length > 0) {
    return { ok: false, errors, toast: missingDateTime ? SESSION_MESSAGES.missingDateTime : undefined };
  }

  // The start: the date plus the start time with seconds at 00 (spec section 9), as Johannesburg time.
  const unchangedStart =
    options.original !== undefined &&
    options.original.sessionDate === values.sessionDate &&
    options.original.startTime === values.startTime;
  const date = values.sessionDate.trim();
  const start = minutesOfDay(values.startTime);
  const scheduledAt =
    DATE.test(date) && start !== null ? parseSessionDateTime(`${date}T${values.startTime.trim().slice(0, 5)}`) : null;
  if (!scheduledAt) {
    return {
      ok: false,
      errors: { sessionDate: SESSION_MESSAGES.invalidDateTime },
      formError: SESSION_MESSAGES.invalidDateTime,
    };
  }

  const duration = durationBetween(values.startTime, values.endTime);
  if (duration === null || duration < SESSION_LIMITS.minDuration || duration > SESSION_LIMITS.maxDuration) {
    return { ok: false, errors: { endTime: END_TIME_RANGE_MESSAGE } };
  }

  if (!unchangedStart && Date.parse(scheduledAt) <= now.getTime()) {
    return {
      ok: false,
      errors: { sessionDate: SESSION_MESSAGES.calendarFuture },
      formError: SESSION_MESSAGES.calendarFuture,
    };
  }

  return {
    ok: true,
    value: {
      title,
      description,
      maxParticipants: participants!,
      location,
      category: values.category as SessionCategory,
      meetingLink: values.meetingLink.trim() || null,
      duration,
      scheduledAt: unchangedStart ? null : scheduledAt,
    },
  };
}

/** `POST /api/group-sessions` from the calendar screen: its fields plus status 'scheduled'. */
export function createPayload(value: Checked): CreateGroupSessionInput {
  return {
    title: value.title,
    description: value.description,
    maxParticipants: value.maxParticipants,
    scheduledAt: value.scheduledAt ?? '',
    duration: value.duration,
    meetingLink: value.meetingLink,
    status: 'scheduled',
    location: value.location,
    category: value.category,
  };
}

/** `PATCH /api/group-sessions/{id}`: only what changed (an unchanged past start is not re-sent). */
export function updatePayload(value: Checked, session: GroupSession): UpdateGroupSessionInput {
  const changes: UpdateGroupSessionInput = {};
  if (value.title !== session.title) changes.title = value.title;
  if (value.description !== session.description) changes.description = value.description;
  if (value.scheduledAt !== null && value.scheduledAt !== session.scheduledAt) changes.scheduledAt = value.scheduledAt;
  if (value.duration !== session.duration) changes.duration = value.duration;
  if (value.maxParticipants !== session.maxParticipants) changes.maxParticipants = value.maxParticipants;
  if (value.meetingLink !== (session.meetingLink ?? null)) changes.meetingLink = value.meetingLink;
  if (value.location !== (session.location ?? '')) changes.location = value.location;
  if (value.category !== session.category) changes.category = value.category;
  return changes;
}
