import { msg } from '@lingui/core/macro';
import type { LocalFormats } from '../../../schema/contract/local-formats.ts';
import { TIME_ZONE } from '../../../schema/contract/product.ts';
import { publicHolidayOn } from './public-holidays.ts';

/**
 * The static monthly meetups the coaching and community pages list (spec section 2): the first Friday of every
 * month in Cape Town, Johannesburg and Durban, or the Friday after when that one is a public holiday (1 January,
 * Good Friday, Workers' Day...). The dates are computed, never typed in, so the pages are never out of date. No venue
 * or time is fixed yet: the pages say where they are announced instead of showing a time with no place.
 */
export const MEETUP_CITIES = ['Cape Town', 'Johannesburg', 'Durban'] as const;
export const MEETUP_MONTHS_SHOWN = 3;
/** Where a meetup's venue and time are given, as the cards say it (shown with `t`). */
export const MEETUP_WHERE = msg`Venue and time announced in the community rooms the week before`;

/** A calendar day in Johannesburg: `date` is 'YYYY-MM-DD'. */
export type MeetupDay = { date: string; year: number; month: number; day: number };

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date as Johannesburg reads it (a phone set to another zone still gets South Africa's day). */
export function johannesburgToday(now: Date): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(dayParts.formatToParts(now).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

const pad = (n: number) => String(n).padStart(2, '0');

const dayOf = (year: number, month: number, day: number): MeetupDay => ({
  date: `${year}-${pad(month)}-${pad(day)}`,
  year,
  month,
  day,
});

/** The first Friday of a month (month 1-12); plain calendar arithmetic, no time zone involved. */
export function firstFriday(year: number, month: number): MeetupDay {
  const weekdayOfFirst = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return dayOf(year, month, 1 + ((5 - weekdayOfFirst + 7) % 7));
}

/** A month's meetup day: its first Friday that is not a public holiday (every month has at least four Fridays). */
export function meetupDay(year: number, month: number): MeetupDay {
  let friday = firstFriday(year, month);
  while (publicHolidayOn(friday.date) !== undefined) friday = dayOf(year, month, friday.day + 7);
  return friday;
}

/**
 * The next `count` meetup days, counting today when today (in Johannesburg) is one: a meetup on the evening of the
 * day someone reads the page is still ahead of them.
 */
export function upcomingMeetupDays(now: Date, count = MEETUP_MONTHS_SHOWN): MeetupDay[] {
  const today = johannesburgToday(now);
  let { year, month } = today;
  const days: MeetupDay[] = [];
  while (days.length < count) {
    const friday = meetupDay(year, month);
    const thisMonth = year === today.year && month === today.month;
    if (!thisMonth || friday.day >= today.day) days.push(friday);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return days;
}

/** 'Friday, 6 February 2026' in the reader's language (`formats`): the day is already Johannesburg's, read at noon. */
export function formatMeetupDay(day: MeetupDay, formats: LocalFormats): string {
  return formats.longDate(`${day.date}T10:00:00Z`);
}
