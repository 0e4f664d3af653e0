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

/**
 * Where a session or an event is shown in its list, asked to open, highlight or announce it on arrival (reminders,
 * calendar entries, a checkout's return): the app does that once it has started.
 */
export const GROUP_SESSION_PAGE_PREFIX = '/group-sessions?session=';
export const groupSessionPagePath = (id: number) => `${GROUP_SESSION_PAGE_PREFIX}${id}`;
export const eventPagePath = (id: number) => `/events?event=${id}`;

/**
 * The public page of a session, an event or a mentor: readable without an account, rendered by the Worker for
 * visitors with the Open Graph tags a chat app's link preview reads. Share links point here.
 */
export const sessionPublicPath = (id: number) => `/group-sessions/${id}`;
export const eventPublicPath = (id: number) => `/events/${id}`;
export const mentorPublicPath = (id: number) => `/mentors/${id}`;
