import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { safeParse } from 'zod/mini';
import {
  AVAILABILITY_LIMITS,
  AvailabilitySchema,
  minutesOfDay,
  WEEKDAYS,
  type AvailabilityInput,
  type CoachAvailability,
  type DateOverride,
  type TimeRange,
  type Weekday,
  type WeeklyHours,
} from '../../../../schema/contract/coaching-calls.ts';
import type { FieldSpec } from '../../components/form/field-spec.ts';
import type { PlacedIssues } from '../../components/form/form-errors.ts';
import { dayLabel } from './calls-rules.ts';

/**
 * The "Coaching hours" form of Calendar Management, kept pure so it is unit-tested: the stored hours as the form
 * holds them (numbers as typed), the request body back, the times a range may take, and which day or date a
 * problem belongs to. What it words takes the render's translations.
 */

/** The weekdays' names (the contract's WEEKDAY_LABELS), in the reader's language. */
export const WEEKDAY_NAMES: Record<Weekday, MessageDescriptor> = {
  mon: msg`Monday`,
  tue: msg`Tuesday`,
  wed: msg`Wednesday`,
  thu: msg`Thursday`,
  fri: msg`Friday`,
  sat: msg`Saturday`,
  sun: msg`Sunday`,
};

export type HoursValues = {
  weeklyHours: WeeklyHours;
  overrides: DateOverride[];
  noticeHours: string;
  bufferMinutes: string;
  horizonDays: string;
  /** '' is no cap. */
  weeklyCap: string;
  /** '' is no link of their own: each call gets its own video room. */
  meetingLink: string;
};
export type HoursField = keyof HoursValues;

export const HOURS_FIELDS = [
  'weeklyHours',
  'overrides',
  'noticeHours',
  'bufferMinutes',
  'horizonDays',
  'weeklyCap',
  'meetingLink',
] as const satisfies readonly HoursField[];

const { noticeHours, bufferMinutes, horizonDays, weeklyCap, meetingLinkLength } = AVAILABILITY_LIMITS;
const whole = { type: 'number', inputMode: 'numeric', step: 1 } as const;

export const hoursSpecs = (i18n: I18n) => {
  const [noticeMin, noticeMax] = [noticeHours.min, noticeHours.max];
  const [horizonMin, horizonMax] = [horizonDays.min, horizonDays.max];
  return {
    noticeHours: {
      ...whole,
      label: i18n._(msg`Minimum notice (hours)`),
      hint: i18n._(msg`How long before a call it must be booked: ${noticeMin} to ${noticeMax} hours.`),
      min: noticeHours.min,
      max: noticeHours.max,
    },
    bufferMinutes: {
      ...whole,
      label: i18n._(msg`Buffer between calls (minutes)`),
      hint: i18n._(msg`Kept free between two calls, and around the group sessions and events you host.`),
      min: bufferMinutes.min,
      max: bufferMinutes.max,
    },
    horizonDays: {
      ...whole,
      label: i18n._(msg`How far ahead (days)`),
      hint: i18n._(msg`People can book up to this many days ahead: ${horizonMin} to ${horizonMax}.`),
      min: horizonDays.min,
      max: horizonDays.max,
    },
    weeklyCap: {
      ...whole,
      label: i18n._(msg`Calls per week (optional)`),
      hint: i18n._(msg`At most this many calls from Monday to Sunday. Leave empty for no limit.`),
      min: weeklyCap.min,
      max: weeklyCap.max,
    },
    meetingLink: {
      type: 'url',
      inputMode: 'url',
      label: i18n._(msg`Your meeting link (optional)`),
      hint: i18n._(
        msg`An https:// link to your Google Meet, Zoom, Teams or WhatsApp call. Leave empty and each call gets its own video room.`,
      ),
      maxLength: meetingLinkLength,
    },
  } satisfies Partial<Record<HoursField, FieldSpec>>;
};

export function hoursValues(availability: CoachAvailability): HoursValues {
  return {
    weeklyHours: availability.weeklyHours,
    overrides: availability.overrides,
    noticeHours: String(availability.noticeHours),
    bufferMinutes: String(availability.bufferMinutes),
    horizonDays: String(availability.horizonDays),
    weeklyCap: availability.weeklyCap === null ? '' : String(availability.weeklyCap),
    meetingLink: availability.meetingLink ?? '',
  };
}

/** A typed whole number, or NaN (which the contract refuses with its own sentence) when it is not one. */
const typedNumber = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);

export function hoursInput(values: HoursValues): AvailabilityInput {
  return {
    weeklyHours: values.weeklyHours,
    overrides: [...values.overrides].sort((a, b) => a.date.localeCompare(b.date)),
    noticeHours: typedNumber(values.noticeHours),
    bufferMinutes: typedNumber(values.bufferMinutes),
    horizonDays: typedNumber(values.horizonDays),
    weeklyCap: values.weeklyCap.trim() === '' ? null : typedNumber(values.weeklyCap),
    meetingLink: values.meetingLink.trim() === '' ? null : values.meetingLink.trim(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The times a range may start or end at: every half hour (the slots' grid), plus a stored time off it. */
export function timeOptions(edge: 'start' | 'end', current: string, i18n: I18n): { value: string; label: string }[] {
  const times = Array.from({ length: 48 }, (_, i) => clock(edge === 'start' ? i * 30 : (i + 1) * 30));
  if (current && !times.includes(current)) times.push(current);
  times.sort((a, b) => minutesOfDay(a) - minutesOfDay(b));
  return times.map((time) => ({ value: time, label: time === '24:00' ? i18n._(msg`24:00 (midnight)`) : time }));
}

/** The next range a day gets: an hour after its last one ends (09:00–12:00 on an empty day). */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '12:00' };
  const start = Math.min(minutesOfDay(last.end) + 60, 23 * 60);
  return { start: clock(start), end: clock(Math.min(start + 60, 24 * 60)) };
}

/** A new date override: the day after the last one (or tomorrow), a day off until ranges are added. */
export function nextOverride(overrides: readonly DateOverride[], today: string): DateOverride {
  const last = [...overrides]
    .map((o) => o.date)
    .sort()
    .at(-1);
  const after = last && last >= today ? last : today;
  const next = new Date(Date.parse(`${after}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { date: next, ranges: [] };
}

/** The contract's check of one day's ranges alone: whether the schema would refuse them. */
function rangesRefused(ranges: TimeRange[]): boolean {
  const weeklyHours = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as TimeRange[]])) as WeeklyHours;
  const probe = { weeklyHours: { ...weeklyHours, mon: ranges }, noticeHours: 0, bufferMinutes: 0, horizonDays: 1 };
  return !safeParse(AvailabilitySchema, probe).success;
}

/**
 * The contract's sentences name no day ("Ranges on the same day must not overlap."): the form says which weekday
 * or which date a problem is on, before the sentence.
 */
export function nameTheDay(found: PlacedIssues<HoursField>, values: HoursValues, i18n: I18n): PlacedIssues<HoursField> {
  const fields = { ...found.fields };
  if (fields.weeklyHours) {
    const day = WEEKDAYS.find((d) => rangesRefused(values.weeklyHours[d]));
    if (day) {
      const dayName = i18n._(WEEKDAY_NAMES[day]);
      const problem = fields.weeklyHours;
      fields.weeklyHours = i18n._(msg`${dayName}: ${problem}`);
    }
  }
  if (fields.overrides) {
    const override = values.overrides.find((o) => rangesRefused(o.ranges));
    if (override) {
      const date = dayLabel(override.date, i18n);
      const problem = fields.overrides;
      fields.overrides = i18n._(msg`${date}: ${problem}`);
    }
  }
  return { ...found, fields };
}
