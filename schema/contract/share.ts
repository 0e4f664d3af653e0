/**
 * Times and share links for sessions and events, shared by the Worker (which puts `shareUrl` on every
 * answer) and the SPA (which may rebuild one). Deterministic on purpose: South Africa keeps SAST (UTC+2)
 * all year with no daylight saving, so a fixed offset is exact and no ICU data is needed.
 */

/** South African time is UTC+2 all year (no daylight saving). */
export const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** Day and month names in full, as en-ZA writes them (every SAST format here and in the SPA builds on these). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MONTH_NAMES = [
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
] as const;

export const pad2 = (n: number) => String(n).padStart(2, '0');

/** The wall-clock fields of an instant in Johannesburg (SAST); month and weekday are indexes into the names. */
export function sastWallClock(instant: string | Date) {
  const local = new Date((typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + SAST_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    /** '18:30' */
    time: `${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}`,
  };
}

/** 'Tue 14 Jan 2025, 18:30 SAST' for a UTC ISO instant (Africa/Johannesburg wall time). */
export function formatSastDateTime(iso: string): string {
  const d = sastWallClock(iso);
  return `${WEEKDAY_NAMES[d.weekday]!.slice(0, 3)} ${d.day} ${MONTH_NAMES[d.month]!.slice(0, 3)} ${d.year}, ${d.time} SAST`;
}

/**
 * The "Share to WhatsApp" link: `https://wa.me/?text=` + the encoded text
 * "title — time in Africa/Johannesburg — URL". WhatsApp opens its own chooser of contacts.
 */
export function whatsAppShareUrl(item: { title: string; startsAt: string; url: string }): string {
  const text = `${item.title} — ${formatSastDateTime(item.startsAt)} — ${item.url}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Where a session or an event is shown in the SPA; share links and calendar entries point here. */
export const GROUP_SESSION_PAGE_PREFIX = '/group-sessions?session=';
export const groupSessionPagePath = (id: number) => `${GROUP_SESSION_PAGE_PREFIX}${id}`;
export const eventPagePath = (id: number) => `/events?event=${id}`;
