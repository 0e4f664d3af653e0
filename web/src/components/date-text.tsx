import { formatDate, formatTime } from './date-time.ts';

/** "Tue, 3 Mar 2026 14:05" for an instant, in Johannesburg time (see date-time.ts). */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso)} ${formatTime(iso)}`;
}

/** A calendar date (YYYY-MM-DD, e.g. an incident date) as "Tue, 3 Mar 2026", never shifted by a time zone. */
export function formatCalendarDate(day: string): string {
  const noon = `${day.slice(0, 10)}T10:00:00Z`;
  return Number.isNaN(Date.parse(noon)) ? day : formatDate(noon);
}

/** A `<time>` element for an instant: machine-readable value, human-readable text (en-ZA, Johannesburg). */
export function DateText({ value, withTime = false }: { value: string; withTime?: boolean }) {
  if (Number.isNaN(Date.parse(value))) return <>{value}</>;
  return <time dateTime={value}>{withTime ? formatDateTime(value) : formatDate(value)}</time>;
}
