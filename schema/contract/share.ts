/**
 * Times and share links for sessions and events, shared by the Worker (which puts `shareUrl` on every
 * answer) and the SPA (which may rebuild one). Deterministic on purpose: South Africa keeps SAST (UTC+2)
 * all year with no daylight saving, so a fixed offset is exact and no ICU data is needed.
 */

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Tue 14 Jan 2025, 18:30 SAST' for a UTC ISO instant (Africa/Johannesburg wall time). */
export function formatSastDateTime(iso: string): string {
  const local = new Date(Date.parse(iso) + SAST_OFFSET_MS);
  const day = DAYS[local.getUTCDay()];
  const month = MONTHS[local.getUTCMonth()];
  return `${day} ${local.getUTCDate()} ${month} ${local.getUTCFullYear()}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())} SAST`;
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
