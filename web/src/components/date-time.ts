import { MONTH_NAMES, pad2, sastWallClock, WEEKDAY_NAMES } from '../../../schema/contract/share.ts';

/*
 * Dates and times as South Africans read them (design card: en-ZA, Africa/Johannesburg), whatever the phone's own
 * settings: the server stores UTC ISO strings. South Africa keeps SAST (UTC+2) all year, so every conversion uses a
 * fixed offset.
 */

// Written out by hand rather than with Intl.DateTimeFormat: a page's first formatter costs a phone's browser about
// 20 ms of loading locale data (measured in Chromium on this machine, so ~200 ms on a phone ten times slower), and
// the server (workerd) and the browser ship different ICU versions that disagree on details ('Sep' / 'Sept'), which
// would break hydration. The test checks these against Node's Intl for en-ZA. The names and the SAST wall clock are
// schema/contract/share.ts's, which the Worker's own formats use too.

/** en-ZA's short month names: the first three letters, except 'Sept'. */
const shortMonth = (month: number) => (month === 8 ? 'Sept' : MONTH_NAMES[month]!.slice(0, 3));

/** 'Tue, 14 Jan 2025' ('Wed, 01 Jan 2025': en-ZA writes two-digit days in its short patterns). */
export function formatDate(iso: string): string {
  const d = sastWallClock(iso);
  return `${WEEKDAY_NAMES[d.weekday]!.slice(0, 3)}, ${pad2(d.day)} ${shortMonth(d.month)} ${d.year}`;
}

/** 'Tuesday, 14 January 2025'. */
export function formatLongDate(iso: string): string {
  const d = sastWallClock(iso);
  return `${WEEKDAY_NAMES[d.weekday]}, ${d.day} ${MONTH_NAMES[d.month]} ${d.year}`;
}

/** 'Tuesday, 14 January' ('Wednesday, 01 January'): a date close enough that the year goes without saying. */
export function formatDayAndMonth(iso: string | Date): string {
  const d = sastWallClock(iso);
  return `${WEEKDAY_NAMES[d.weekday]}, ${pad2(d.day)} ${MONTH_NAMES[d.month]}`;
}

/** '18:30' (24-hour clock, as en-ZA reads). */
export function formatTime(iso: string): string {
  return sastWallClock(iso).time;
}

/** '14 Jan, 18:30' ('01 Feb, 09:05'): when something was said, in a conversation. */
export function formatMessageTime(iso: string): string {
  const d = sastWallClock(iso);
  return `${pad2(d.day)} ${shortMonth(d.month)}, ${d.time}`;
}

/** '18:30–19:30', or '09:00 – Sat, 15 Mar 2025 14:00' when the end falls on another day. */
export function formatTimeRange(startIso: string, endIso: string): string {
  if (formatDate(startIso) === formatDate(endIso)) return `${formatTime(startIso)}–${formatTime(endIso)}`;
  return `${formatTime(startIso)} – ${formatDate(endIso)} ${formatTime(endIso)}`;
}

/** '60 minutes', '1 minute'. The spec shows durations in minutes. */
export function formatMinutes(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** A UTC ISO instant as the values of a date input and a time input, in Johannesburg wall time. */
export function toSastInputs(iso: string): { date: string; time: string } {
  const d = sastWallClock(iso);
  return { date: `${d.year}-${pad2(d.month + 1)}-${pad2(d.day)}`, time: d.time };
}
