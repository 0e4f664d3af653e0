import { LOCALE, TIME_ZONE } from '../../../schema/contract/product.ts';

/*
 * Dates and times as South Africans read them (design card: en-ZA, Africa/Johannesburg), whatever the phone's own
 * settings: the server stores UTC ISO strings. Intl ships with the browser, so this costs no bytes of data.
 * South Africa keeps SAST (UTC+2) all year, so form values convert with a fixed offset.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options });
    formatters.set(key, f);
  }
  return f;
}

/** 'Tue, 14 Jan 2025'. */
export function formatDate(iso: string): string {
  return formatter('date', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** 'Tuesday, 14 January 2025'. */
export function formatLongDate(iso: string): string {
  return formatter('long-date', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** '18:30' (24-hour clock, as en-ZA reads). */
export function formatTime(iso: string): string {
  return formatter('time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
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

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC ISO instant as the values of a date input and a time input, in Johannesburg wall time. */
export function toSastInputs(iso: string): { date: string; time: string } {
  const local = new Date(Date.parse(iso) + SAST_OFFSET_MS);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}
