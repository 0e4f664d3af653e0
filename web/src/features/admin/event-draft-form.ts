/**
 * The draft event editor's values and request body. Its rules are the contract's EventDraftInputSchema, which the form
 * kit runs before sending, with the messages the server answers with. Times are typed in South African time (SAST)
 * as a date and two times; the price in rand.
 */
import type { AdminEventDraft, EventDraftInput } from '../../../../schema/contract/admin.ts';
import type { EventType } from '../../../../schema/contract/events-rules.ts';
import { parseSessionDateTime } from '../../../../schema/contract/sessions-rules.ts';
import { toSastInputs } from '../../components/date-time.ts';

export interface DraftFormValues {
  title: string;
  type: EventType;
  description: string;
  /** `YYYY-MM-DD` from a date input, a Johannesburg calendar day. */
  date: string;
  /** `HH:mm` from time inputs, Johannesburg wall time; the end is optional. */
  startTime: string;
  endTime: string;
  location: string;
  address: string;
  maxAttendees: string;
  /** Rand as typed: '150', '150.00' or '150,50'; '0' is free. */
  price: string;
}
export type DraftField = keyof DraftFormValues;

/** Screen order: the first field with a problem is focused. */
export const DRAFT_FIELD_ORDER: readonly DraftField[] = [
  'title',
  'type',
  'description',
  'date',
  'startTime',
  'endTime',
  'location',
  'address',
  'maxAttendees',
  'price',
];

/**
 * The form's values for a draft. A start that is not in the future is the placeholder a new draft gets (or a date
 * that has passed): the date and times start empty, so the admin sets them rather than keeping it by mistake.
 */
export function draftValues(draft: AdminEventDraft): DraftFormValues {
  const start = draft.hasFutureStart ? toSastInputs(draft.scheduledAt) : null;
  return {
    title: draft.title,
    type: draft.type,
    description: draft.description,
    date: start?.date ?? '',
    startTime: start?.time ?? '',
    endTime: start && draft.endTime ? toSastInputs(draft.endTime).time : '',
    location: draft.location,
    address: draft.address ?? '',
    maxAttendees: String(draft.maxAttendees),
    price: (draft.priceCents / 100).toFixed(2),
  };
}

const RAND = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** A price typed in rand ('150', 'R150.00', '150,5': both separators are written here) as integer cents, or null. */
export function randToCents(text: string): number | null {
  const m = RAND.exec(text.trim().replace(/^R\s*/i, '').replace(/\s/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const DAY_MS = 86_400_000;

/**
 * The end as an instant: on the start's day, or the next day when it is not after the start (an evening event that
 * ends after midnight). Without a real start there is no day to put it on (the start's own problem is shown); an end
 * that is not a real time goes as typed, so the contract says so.
 */
function endOf(values: DraftFormValues, startIso: string | null): string | null {
  const endTime = values.endTime.trim();
  if (!endTime || !startIso) return null;
  const end = parseSessionDateTime(`${values.date.trim()}T${endTime}`);
  if (!end) return endTime;
  return Date.parse(end) > Date.parse(startIso) ? end : new Date(Date.parse(end) + DAY_MS).toISOString();
}

/**
 * The `PUT /api/admin/event-drafts/:id` body. A start or a number that cannot be read is sent as typed (NaN for
 * numbers), so the contract's own sentence is shown beside the field.
 */
export function toDraftInput(values: DraftFormValues): EventDraftInput {
  const date = values.date.trim();
  const startTime = values.startTime.trim();
  const start = date && startTime ? `${date}T${startTime}` : '';
  const startIso = parseSessionDateTime(start);
  return {
    title: values.title.trim(),
    type: values.type,
    description: values.description.trim(),
    scheduledAt: startIso ?? start,
    endTime: endOf(values, startIso),
    location: values.location.trim(),
    address: values.address.trim() || null,
    maxAttendees: values.maxAttendees.trim() ? Number(values.maxAttendees.trim()) : Number.NaN,
    priceCents: randToCents(values.price) ?? Number.NaN,
  };
}

/** The form field showing a request-body key: the start goes beside whichever of its two fields is missing. */
export function draftFieldOf(name: string, values: DraftFormValues): DraftField | undefined {
  if (name === 'scheduledAt') return values.date.trim() ? 'startTime' : 'date';
  if (name === 'priceCents') return 'price';
  return DRAFT_FIELD_ORDER.find((field) => field === name);
}
