/**
 * "Add to calendar": an .ics file per session or event the caller joined, and a private feed URL that calendar
 * apps subscribe to. Times are UTC (`Z`); the feed also names Africa/Johannesburg as its time zone.
 */

export const groupSessionCalendarPath = (id: number) => `/api/group-sessions/${id}/calendar.ics`;
export const eventCalendarPath = (id: number) => `/api/events/${id}/calendar.ics`;

/**
 * `POST /api/calendar-feed` creates the caller's private feed, or replaces it (the old URL stops working at once).
 * `url` is https(s) for copying into Google Calendar ("From URL"); `webcalUrl` opens Apple/Outlook directly.
 * `DELETE /api/calendar-feed` switches the feed off (204).
 */
export type CalendarFeed = { url: string; webcalUrl: string };

/**
 * `GET /api/calendar-feed`: the caller's feed, its URL shown again (decision 017). `active` false: there is none.
 * `feed` null while active: a link made before URLs were kept, or on a server without the key to read it; it still
 * works, and can only be replaced.
 */
export type MyCalendarFeed = { active: boolean; feed: CalendarFeed | null; createdAt: string | null };

export const CALENDAR_MESSAGES = {
  feedNotFound: 'Calendar feed not found. Create a new link from your dashboard.',
  feedRotated: 'Your calendar link was replaced. Calendars using the old link will stop updating.',
} as const;
