/*
 * Dates and times as South Africans read them (design card: en-ZA, Africa/Johannesburg), whatever the phone's own
 * settings: the server stores UTC ISO strings. South Africa keeps SAST (UTC+2) all year, so every conversion uses a
 * fixed offset.
 */

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

// Written out by hand rather than with Intl.DateTimeFormat: a page's first formatter costs a phone's browser about
// 20 ms of loading locale data (measured in Chromium on this machine, so ~200 ms on a phone ten times slower), and
// the server (workerd) and the browser ship different ICU versions that disagree on details ('Sep' / 'Sept'), which
// would break hydration. The test checks these against Node's Intl for en-ZA.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** en-ZA's short month names: the first three letters, except 'Sept'. */
const shortMonth = (month: number) => (month === 8 ? 'Sept' : MONTHS[month]!.slice(0, 3));

/** The wall-clock fields of an instant in Johannesburg (SAST, UTC+2 all year). */
function sast(iso: string | Date) {
  const local = new Date((typeof iso === 'string' ? Date.parse(iso) : iso.getTime()) + SAST_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/** 'Tue, 14 Jan 2025' ('Wed, 01 Jan 2025': en-ZA writes two-digit days in its short patterns). */
export function formatDate(iso: string): string {
  const d = sast(iso);
  return `${WEEKDAYS[d.weekday]!.slice(0, 3)}, ${pad(d.day)} ${shortMonth(d.month)} ${d.year}`;
}

/** 'Tuesday, 14 January 2025'. */
export function formatLongDate(iso: string): string {
  const d = sast(iso);
  return `${WEEKDAYS[d.weekday]}, ${d.day} ${MONTHS[d.month]} ${d.year}`;
}

/** 'Tuesday, 14 January' ('Wednesday, 01 January'): a date close enough that the year goes without saying. */
export function formatDayAndMonth(iso: string | Date): string {
  const d = sast(iso);
  return `${WEEKDAYS[d.weekday]}, ${pad(d.day)} ${MONTHS[d.month]}`;
}

/** '18:30' (24-hour clock, as en-ZA reads). */
export function formatTime(iso: string): string {
  return sast(iso).time;
}

/** '14 Jan, 18:30' ('01 Feb, 09:05'): when something was said, in a conversation. */
export function formatMessageTime(iso: string): string {
  const d = sast(iso);
  return `${pad(d.day)} ${shortMonth(d.month)}, ${d.time}`;
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
  const local = new Date(Date.parse(iso) + SAST_OFFSET_MS);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}
