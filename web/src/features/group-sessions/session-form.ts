/**
 * The session form's values, texts and request bodies (spec sections 3, 5, 8 and 9). One form serves two screens:
 * the group sessions page's create dialog ('group') and the calendar's Create Session and Edit dialogs
 * ('calendar'). Their rules are the contract's CreateGroupSessionInputSchema and UpdateGroupSessionInputSchema,
 * which the form kit runs before sending (`session-form-setup.ts` picks them per screen); `check` and `reword`
 * below hold only what each screen's spec says beyond them. Free of zod: the pages import their texts from here.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  CreateGroupSessionInput,
  GroupSession,
  UpdateGroupSessionInput,
} from '../../../../schema/contract/sessions.ts';
import { parseSessionDateTime, SESSION_LIMITS, SESSION_MESSAGES } from '../../../../schema/contract/sessions-rules.ts';
import type { FieldSpec } from '../../components/form/field-spec.ts';
import type { FieldErrors, PlacedIssues } from '../../components/form/form-errors.ts';
import { toSastInputs } from '../../components/date-time.ts';
import { SESSION_TEXTS } from './session-texts.ts';

export type SessionScreen = 'group' | 'calendar';

export interface SessionFormValues {
  title: string;
  description: string;
  /** Group sessions page: a datetime-local value, `YYYY-MM-DDTHH:mm`, read as Johannesburg time. */
  scheduledAt: string;
  /** Group sessions page: minutes. */
  duration: string;
  /** Calendar: `YYYY-MM-DD` from a date input (Johannesburg calendar day). */
  sessionDate: string;
  /** Calendar: `HH:mm` from time inputs (Johannesburg wall time); the end time gives the duration. */
  startTime: string;
  endTime: string;
  maxParticipants: string;
  /** Calendar only. */
  location: string;
  /** Calendar only: one of SESSION_CATEGORIES, or '' for none chosen. */
  category: string;
  meetingLink: string;
}

export type SessionField = keyof SessionFormValues;

/** Each screen's fields in screen order: the first one with a problem is focused. */
export const SESSION_FORM_FIELDS: Record<SessionScreen, readonly SessionField[]> = {
  group: ['title', 'description', 'scheduledAt', 'duration', 'maxParticipants', 'meetingLink'],
  calendar: [
    'title',
    'description',
    'sessionDate',
    'startTime',
    'endTime',
    'maxParticipants',
    'category',
    'location',
    'meetingLink',
  ],
};

/** The duration rule, said in the calendar form's own terms (an end time, not a number of minutes). */
export const END_TIME_RANGE_MESSAGE = `The end time must be ${SESSION_LIMITS.minDuration} to ${SESSION_LIMITS.maxDuration} minutes after the start time.`;

/** What a dialog says: its title and description, and its alert when saving failed. */
export interface SessionDialogTexts {
  title: MessageDescriptor;
  failedTitle: MessageDescriptor;
  failed: MessageDescriptor;
}

/** What each dialog says (spec section 8 for the toasts); `sessionFormSetup` gives each its description. */
export const SESSION_FORM_TEXTS = {
  group: {
    title: msg`Create a group session`,
    failedTitle: SESSION_TEXTS.createFailed,
    failed: msg`Please try again.`,
  },
  calendarCreate: {
    title: msg`Create Session`,
    failedTitle: msg`Error`,
    failed: msg`Failed to create session. Please try again.`,
  },
  calendarEdit: {
    title: msg`Edit Session`,
    failedTitle: msg`Error`,
    failed: msg`Failed to update session. Please try again.`,
  },
  updatedTitle: msg`Session Updated`,
  updated: msg`Your changes have been saved.`,
} as const satisfies Record<string, SessionDialogTexts | MessageDescriptor>;

/** Each dialog's description, in the page's language; the Edit dialog's names the session. */
export const SESSION_FORM_DESCRIPTIONS = {
  group: (i18n: I18n) =>
    i18n._(
      msg`Free group mentorship: pick a time (South African time), how long it runs and how many people can join.`,
    ),
  calendarCreate: (i18n: I18n) => i18n._(msg`A free group session. Times are South African time (SAST).`),
  calendarEdit: (title: string, i18n: I18n) => i18n._(msg`Change “${title}”. People who joined keep their seats.`),
};

/** A field's texts before they are said in the page's language. */
type FieldTexts = Omit<FieldSpec, 'label' | 'hint'> & { label: MessageDescriptor; hint?: MessageDescriptor };

const { minDuration, maxDuration } = SESSION_LIMITS;

/** What each field says and allows; the limits are the contract's. */
const SESSION_FIELD_TEXTS = {
  title: { label: msg`Title`, required: true, maxLength: SESSION_LIMITS.titleMax },
  description: {
    label: msg`Description`,
    hint: msg`What will people learn, and what should they bring?`,
    required: true,
    maxLength: SESSION_LIMITS.descriptionMax,
  },
  scheduledAt: {
    label: msg`Scheduled date and time`,
    hint: msg`South African time (SAST).`,
    type: 'datetime-local',
    required: true,
  },
  duration: {
    label: msg`Duration (minutes)`,
    hint: msg`${minDuration} to ${maxDuration} minutes.`,
    type: 'number',
    inputMode: 'numeric',
    min: SESSION_LIMITS.minDuration,
    max: SESSION_LIMITS.maxDuration,
    step: 15,
  },
  sessionDate: { label: msg`Date`, type: 'date', required: true },
  startTime: { label: msg`Start time`, type: 'time', required: true },
  endTime: { label: msg`End time`, type: 'time', required: true },
  category: { label: msg`Category`, required: true },
  location: {
    label: msg`Location`,
    hint: msg`“Online”, or a venue and town, e.g. Soweto Library, Johannesburg.`,
    required: true,
    maxLength: SESSION_LIMITS.locationMax,
  },
} satisfies Partial<Record<SessionField, FieldTexts>>;

type SpecifiedField = keyof typeof SESSION_FIELD_TEXTS;

/** What each field says and allows, in the page's language. */
export function sessionFields(i18n: I18n): Record<SpecifiedField, FieldSpec> {
  const entries = Object.entries(SESSION_FIELD_TEXTS).map(([field, texts]: [string, FieldTexts]) => {
    const { label, hint, ...attributes } = texts;
    return [field, { ...attributes, label: i18n._(label), ...(hint ? { hint: i18n._(hint) } : {}) }];
  });
  return Object.fromEntries(entries) as Record<SpecifiedField, FieldSpec>;
}

/**
 * Maximum participants: 2-50 on the group sessions page, 1-50 on the calendar (required there), and never below
 * the people already registered when editing.
 */
export function maxParticipantsField(screen: SessionScreen, registered: number, i18n: I18n) {
  const min = screen === 'calendar' ? SESSION_LIMITS.minParticipants : SESSION_LIMITS.groupPageMinParticipants;
  const max = SESSION_LIMITS.maxParticipants;
  return {
    label: i18n._(msg`Maximum participants`),
    hint:
      registered > 0
        ? i18n._(msg`${registered} already registered; at most ${max}.`)
        : i18n._(msg`${min} to ${max} people.`),
    type: 'number',
    inputMode: 'numeric',
    required: screen === 'calendar',
    min: Math.max(min, registered),
    max: SESSION_LIMITS.maxParticipants,
  } satisfies FieldSpec;
}

export function emptySessionValues(): SessionFormValues {
  return {
    title: '',
    description: '',
    scheduledAt: '',
    duration: String(SESSION_LIMITS.defaultDuration),
    sessionDate: '',
    startTime: '',
    endTime: '',
    maxParticipants: String(SESSION_LIMITS.defaultParticipants),
    location: '',
    category: '',
    meetingLink: '',
  };
}

/** The form's values for an existing session (the calendar's Edit dialog), in Johannesburg time. */
export function valuesFromSession(session: GroupSession): SessionFormValues {
  const start = toSastInputs(session.scheduledAt);
  return {
    ...emptySessionValues(),
    title: session.title,
    description: session.description,
    duration: String(session.duration),
    sessionDate: start.date,
    startTime: start.time,
    endTime: toSastInputs(session.endsAt).time,
    maxParticipants: String(session.maxParticipants),
    location: session.location ?? '',
    category: session.category ?? '',
    meetingLink: session.meetingLink ?? '',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Times

const TIME = /^(\d{2}):(\d{2})(?::\d{2})?$/;

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

/**
 * A start as sent (spec section 9: ISO): a real date and time becomes its UTC instant; anything else goes as
 * typed, so the contract names the problem ('Please enter a valid date and time').
 */
function startOf(dateTime: string): string {
  return parseSessionDateTime(dateTime) ?? dateTime.trim();
}

/** A number input's text as a number; '' is 0 and 'x' NaN, which the contract's ranges refuse with their message. */
const numberOf = (text: string) => Number(text.trim());

// ---------------------------------------------------------------------------------------------------------------
// The group sessions page (spec section 5, "Group session creation")

/** `POST /api/group-sessions` from the group sessions page: title, description, time, duration, seats, link. */
export function toGroupPageInput(values: SessionFormValues): CreateGroupSessionInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    scheduledAt: startOf(values.scheduledAt),
    duration: numberOf(values.duration),
    maxParticipants: numberOf(values.maxParticipants),
    meetingLink: values.meetingLink.trim() || null,
  };
}

/** This page asks for room for at least 2 people (spec section 5); the API allows 1, for the calendar form. */
export function checkGroupPage(values: SessionFormValues): FieldErrors<SessionField> {
  return numberOf(values.maxParticipants) < SESSION_LIMITS.groupPageMinParticipants
    ? { maxParticipants: SESSION_MESSAGES.groupPageMinParticipants }
    : {};
}

/** The contract's 'at least 1' would contradict this page's minimum of 2: say the page's. */
export function rewordGroupPage(found: PlacedIssues<SessionField>): PlacedIssues<SessionField> {
  if (found.fields.maxParticipants !== SESSION_MESSAGES.minParticipants) return found;
  return { ...found, fields: { ...found.fields, maxParticipants: SESSION_MESSAGES.groupPageMinParticipants } };
}

// ---------------------------------------------------------------------------------------------------------------
// The calendar form (spec section 5, "Calendar session form messages")

/** The start from the date and the start time, seconds at 00 (spec section 9); '' while either is missing. */
function calendarStart(values: SessionFormValues): string {
  const date = values.sessionDate.trim();
  const time = values.startTime.trim().slice(0, 5);
  return date && time ? startOf(`${date}T${time}`) : '';
}

/**
 * `POST /api/group-sessions` from the calendar: its fields plus status 'scheduled'; the end time becomes the
 * duration. Without both times there is no duration to send (and `checkCalendar` asks for them).
 */
export function toCalendarCreateInput(values: SessionFormValues): CreateGroupSessionInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    maxParticipants: numberOf(values.maxParticipants),
    scheduledAt: calendarStart(values),
    duration: durationBetween(values.startTime, values.endTime) ?? undefined,
    meetingLink: values.meetingLink.trim() || null,
    status: 'scheduled',
    location: values.location.trim(),
    category: values.category || null,
  };
}

/**
 * `PATCH /api/group-sessions/{id}`: only what changed. An unchanged start is not sent again, so a session that has
 * started may still be edited until it ends (the contract checks a new start only).
 */
export function toCalendarUpdateInput(values: SessionFormValues, session: GroupSession): UpdateGroupSessionInput {
  const next = toCalendarCreateInput(values);
  const original = valuesFromSession(session);
  const changes: UpdateGroupSessionInput = {};
  if (next.title !== session.title) changes.title = next.title;
  if (next.description !== session.description) changes.description = next.description;
  if (values.sessionDate !== original.sessionDate || values.startTime !== original.startTime) {
    changes.scheduledAt = next.scheduledAt;
  }
  if (next.duration !== session.duration) changes.duration = next.duration;
  if (next.maxParticipants !== session.maxParticipants) changes.maxParticipants = next.maxParticipants;
  if (next.meetingLink !== (session.meetingLink ?? null)) changes.meetingLink = next.meetingLink;
  if (next.location !== (session.location ?? '')) changes.location = next.location;
  if (next.category !== session.category) changes.category = next.category;
  return changes;
}

/**
 * The calendar field showing a request-body key: the duration is the end time; a start that is not a real time
 * is about the date and the start time together, so it goes to the form's alert.
 */
export function calendarFieldOf(name: string): SessionField | undefined {
  if (name === 'duration') return 'endTime';
  if (name === 'scheduledAt') return undefined;
  return SESSION_FORM_FIELDS.calendar.find((field) => field === name);
}

/**
 * The calendar form's own rules (spec section 5): each empty field says so in its own words, and it asks for an
 * end time, a location and a category, which the API does not require.
 */
export function checkCalendar(values: SessionFormValues): FieldErrors<SessionField> {
  const errors: FieldErrors<SessionField> = {};
  if (!values.title.trim()) errors.title = SESSION_MESSAGES.titleRequired;
  if (!values.description.trim()) errors.description = SESSION_MESSAGES.descriptionRequired;
  if (!values.sessionDate.trim()) errors.sessionDate = SESSION_MESSAGES.dateRequired;
  if (!values.startTime.trim()) errors.startTime = SESSION_MESSAGES.startTimeRequired;
  if (!values.endTime.trim()) errors.endTime = SESSION_MESSAGES.endTimeRequired;
  if (!values.location.trim()) errors.location = SESSION_MESSAGES.locationRequired;
  if (!values.category) errors.category = SESSION_MESSAGES.categoryRequired;
  return errors;
}

/**
 * The calendar spec's wording of the contract's rules: the end time's range, and its own future-time sentence. No
 * group-page 'Please fill in…' and no summary for a missing date or start time: each empty field says it already,
 * and a problem is said once.
 */
export function rewordCalendar(found: PlacedIssues<SessionField>): PlacedIssues<SessionField> {
  const fields = { ...found.fields };
  if (fields.endTime === SESSION_MESSAGES.durationRange) fields.endTime = END_TIME_RANGE_MESSAGE;
  const form = found.form === SESSION_MESSAGES.required ? undefined : found.form;
  return { fields, form: form === SESSION_MESSAGES.future ? SESSION_MESSAGES.calendarFuture : form };
}

/** 'Session Created: Your group…' → a toast's title and description (the spec writes toasts as "Title: text"). */
export function splitToastMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(': ');
  if (at < 0) return { title: message };
  return { title: message.slice(0, at), description: message.slice(at + 2) };
}
