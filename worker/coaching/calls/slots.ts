import {
  minutesOfDay,
  SAST_OFFSET,
  SLOT_STEP_MINUTES,
  WEEKDAYS,
  type CoachAvailability,
  type TimeRange,
} from '../../../schema/contract/coaching-calls.ts';
import { SAST_OFFSET_MS } from '../../../schema/contract/share.ts';

/*
 * The open start times of a coach (decision 033), computed from what one read brought: their hours and rules, and
 * what already fills their time. South African time is UTC+2 all year, so a South African day is a fixed 24-hour
 * stretch of UTC and no time-zone database is needed.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Something that fills the coach's time: a booked call, a group session or event they host (UTC ISO times). */
export type BusyTime = { startsAt: string; endsAt: string };

export type SlotRules = Pick<
  CoachAvailability,
  'weeklyHours' | 'overrides' | 'noticeHours' | 'bufferMinutes' | 'horizonDays' | 'weeklyCap'
>;

/** The UTC instant of `minutes` after midnight of a South African day (`YYYY-MM-DD`). */
export function sastInstant(day: string, minutes = 0): number {
  return Date.parse(`${day}T00:00:00Z`) - SAST_OFFSET_MS + minutes * MINUTE_MS;
}

/** The South African day an instant falls on. */
export function sastDayOf(ms: number): string {
  return new Date(ms + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as the API speaks it: ISO 8601 in South African time with its offset, to the second. */
export function sastIso(ms: number): string {
  return `${new Date(ms + SAST_OFFSET_MS).toISOString().slice(0, 19)}${SAST_OFFSET}`;
}

/** The Monday (`YYYY-MM-DD`) of the South African week a day is in: a coach's weekly cap counts Monday to Sunday. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` after another. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The hours of one day: its override if it has one (no ranges: a day off), else its weekday's. */
export function rangesOn(rules: Pick<SlotRules, 'weeklyHours' | 'overrides'>, day: string): TimeRange[] {
  const override = rules.overrides.find((o) => o.date === day);
  if (override) return override.ranges;
  const weekday = WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  return rules.weeklyHours[weekday];
}

/** The earliest and latest start a booking made `now` may have. */
export function bookingWindow(rules: Pick<SlotRules, 'noticeHours' | 'horizonDays'>, now: Date) {
  return { earliest: now.getTime() + rules.noticeHours * HOUR_MS, latest: now.getTime() + rules.horizonDays * DAY_MS };
}

/** Whether a call from `start` to `end` (ms) keeps `bufferMinutes` from everything in `busy`. */
export function clearOf(busy: readonly BusyTime[], start: number, end: number, bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE_MS;
  return busy.every((b) => end + buffer <= Date.parse(b.startsAt) || Date.parse(b.endsAt) + buffer <= start);
}

/**
 * The open start times from `fromDay` to `toDay` (South African days, both included), earliest first: on the
 * SLOT_STEP_MINUTES grid from the start of each range, the whole call inside the range, after the notice, within the
 * horizon, clear of `busy` by the buffer, in a week under the cap (`callsPerWeek`: the coach's calls that count per
 * week, keyed by `weekOf`).
 */
export function openSlots({
  rules,
  durationMinutes,
  fromDay,
  toDay,
  busy,
  callsPerWeek,
  now,
}: {
  rules: SlotRules;
  durationMinutes: number;
  fromDay: string;
  toDay: string;
  busy: readonly BusyTime[];
  callsPerWeek: ReadonlyMap<string, number>;
  now: Date;
}): string[] {
  const { earliest, latest } = bookingWindow(rules, now);
  const slots: string[] = [];
  for (let day = fromDay; day <= toDay; day = addDays(day, 1)) {
    if (rules.weeklyCap !== null && (callsPerWeek.get(weekOf(day)) ?? 0) >= rules.weeklyCap) continue;
    for (const range of rangesOn(rules, day)) {
      const rangeEnd = minutesOfDay(range.end);
      for (let minute = minutesOfDay(range.start); minute + durationMinutes <= rangeEnd; minute += SLOT_STEP_MINUTES) {
        const start = sastInstant(day, minute);
        const end = start + durationMinutes * MINUTE_MS;
        if (start < earliest || start > latest) continue;
        if (clearOf(busy, start, end, rules.bufferMinutes)) slots.push(sastIso(start));
      }
    }
  }
  return slots;
}
