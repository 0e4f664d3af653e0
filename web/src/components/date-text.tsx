/**
 * Dates as South Africans read them (en-ZA, Africa/Johannesburg; design card "locale"). Instants are stored as
 * UTC ISO strings; calendar dates (YYYY-MM-DD, e.g. an incident date) have no time zone and are shown as they are.
 */

const TIME_ZONE = 'Africa/Johannesburg';

const dateFormat = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const calendarFormat = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function valid(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/** "3 Mar 2026" for an instant, in Johannesburg time; the input itself when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? dateFormat.format(date) : iso;
}

/** "3 Mar 2026, 14:05" for an instant, in Johannesburg time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? dateTimeFormat.format(date) : iso;
}

/** "3 Mar 2026" for a calendar date (YYYY-MM-DD), never shifted by a time zone. */
export function formatCalendarDate(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return valid(date) ? calendarFormat.format(date) : day;
}

/** A `<time>` element: machine-readable value, human-readable text. */
export function DateText({ value, withTime = false }: { value: string; withTime?: boolean }) {
  return <time dateTime={value}>{withTime ? formatDateTime(value) : formatDate(value)}</time>;
}
