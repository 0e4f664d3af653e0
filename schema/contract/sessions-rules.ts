import type { SESSION_STATUSES } from './enums.ts';

/**
 * Group sessions: the constants and pure rules the screens and the Worker share (spec sections 3, 4, 5 and 9).
 *
 * Free of zod on purpose: the browser imports its values from here, while `sessions.ts` (the zod schemas)
 * re-exports every name, so server code keeps importing from there. Never import zod into this module.
 */

export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Spec section 3, in the calendar form's order. Stored and answered as these labels. */
export const SESSION_CATEGORIES = [
  'Business Planning',
  'Marketing',
  'Finance',
  'Leadership',
  'Technology',
  'Creative Skills',
  'Personal Development',
] as const;
export type SessionCategory = (typeof SESSION_CATEGORIES)[number];

export const SESSION_LIMITS = {
  minParticipants: 1,
  groupPageMinParticipants: 2,
  maxParticipants: 50,
  defaultParticipants: 10,
  minDuration: 30,
  maxDuration: 180,
  defaultDuration: 60,
  titleMax: 120,
  descriptionMax: 2000,
  locationMax: 120,
  meetingLinkMax: 500,
  ratingMin: 1,
  ratingMax: 5,
  ratingCommentMax: 500,
} as const;

/** Every message about sessions. The first block is the spec's text, word for word. */
export const SESSION_MESSAGES = {
  // Group sessions page (spec section 5): the Worker answers these too.
  required: 'Please fill in title, description, and scheduled date/time.',
  future: 'Please select a future date and time for the session.',
  // Calendar session form (spec section 5): checked in the browser before the request.
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  dateRequired: 'Date is required',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  minParticipants: 'Must allow at least 1 participant',
  locationRequired: 'Location is required',
  categoryRequired: 'Category is required',
  invalidDateTime: 'Please enter a valid date and time',
  calendarFuture: 'Session must be scheduled for a future date and time',
  // Toasts (spec section 8).
  created: 'Session Created: Your group mentorship session has been created successfully.',
  deleted: 'Session Deleted: Your session has been successfully deleted.',
  createFailed: 'Failed to create session',
  joinFailed: 'Failed to join session. Please try again.',
  deleteFailed: 'Error: Failed to delete session. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this session? This action cannot be undone.',
  // Bounds the spec gives as numbers only.
  maxParticipants: `A session can have at most ${SESSION_LIMITS.maxParticipants} participants.`,
  groupPageMinParticipants: `A group session needs room for at least ${SESSION_LIMITS.groupPageMinParticipants} participants.`,
  durationRange: `Duration must be between ${SESSION_LIMITS.minDuration} and ${SESSION_LIMITS.maxDuration} minutes.`,
  titleTooLong: `Title must be at most ${SESSION_LIMITS.titleMax} characters.`,
  descriptionTooLong: `Description must be at most ${SESSION_LIMITS.descriptionMax} characters.`,
  locationTooLong: `Location must be at most ${SESSION_LIMITS.locationMax} characters.`,
  invalidCategory: 'Please choose one of the session categories.',
  invalidMeetingLink: 'The meeting link must be a web address starting with https:// (or http://).',
  // Worker answers.
  notFound: 'Session not found.',
  mentorNotFound: 'Mentor not found.',
  onlyMentors: 'Only mentors can create group sessions.',
  onlyHostCanEdit: 'Only the mentor who hosts this session can change it.',
  onlyHostOrAdminCanDelete: 'Only the mentor who hosts this session or an administrator can delete it.',
  onlyHostOrAdminParticipants: 'Only the mentor who hosts this session can see who joined it.',
  notEditable: 'Only scheduled sessions that have not ended can be changed.',
  capacityBelowParticipants: (registered: number) =>
    `Max participants cannot be lower than the ${registered} people already registered.`,
  full: 'Session Full',
  alreadyRegistered: "You're already registered for this session.",
  ownSession: 'You host this session, so you cannot join it.',
  cancelled: 'This session was cancelled.',
  alreadyStarted: 'This session has already started, so it can no longer be joined.',
  leaveStarted: 'This session has already started, so you can no longer leave it.',
  ratingParticipantsOnly: 'Only participants can rate this session.',
  ratingNotEnded: 'You can rate this session once it has ended.',
  ratingTwice: 'You have already rated this session.',
  ratingRange: 'Please choose a rating from 1 to 5.',
  ratingCommentTooLong: `Comments can be at most ${SESSION_LIMITS.ratingCommentMax} characters.`,
  calendarForbidden: 'Only participants and the host can add this session to a calendar.',
  // Waiting lists and cancelling (decision 019).
  ownSessionWaitlist: 'You host this session, so you cannot join its waiting list.',
  waitlistClosed: 'This session has already started, so its waiting list is closed.',
  onlyHostOrAdminCanCancel: 'Only the mentor who hosts this session or an administrator can cancel it.',
  notCancellable: 'Only scheduled sessions that have not ended can be cancelled.',
  promotedNotice: (title: string, when: string) =>
    `A seat opened up in the group session "${title}" on ${when}, and it is yours: you're registered.`,
  cancelledNotice: (title: string, when: string) => `The group session "${title}" on ${when} was cancelled.`,
  scheduledNotice: (mentorName: string, title: string, when: string) =>
    `${mentorName} scheduled a new group session: "${title}" on ${when}.`,
} as const;

/** The in-app notice kind written for each participant when a session is deleted before it ends. */
export const SESSION_CANCELLED_NOTICE_KIND = 'session-cancelled';
/** The in-app notice kind written for each connected mentee when their mentor schedules a session. */
export const SESSION_SCHEDULED_NOTICE_KIND = 'session-scheduled';
/** The in-app notice kind written for a waiting user who was given a freed seat. */
export const SESSION_PROMOTED_NOTICE_KIND = 'session-waitlist-promoted';

/** Button and badge labels the screens show (spec sections 4 and 8). */
export const SESSION_LABELS = {
  join: 'Join',
  registered: "You're registered",
  full: 'Session Full',
  noSessionsYet: 'No Sessions Yet',
  createFirst: 'Create Your First Session',
  noneCreated: 'No sessions created yet',
  noneAvailable: 'No sessions available',
  joinMeeting: 'Join Meeting',
  newRating: 'New',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Dates

const SAST_OFFSET = '+02:00';
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Reads a start time as the screens send it: an ISO instant (`2025-06-01T16:00:00.000Z`, or with an offset), or
 * a zone-less `YYYY-MM-DDTHH:mm` from a date-time input, which is read as Africa/Johannesburg wall time.
 * Answers the UTC ISO string, or null when the value is not a real date and time.
 */
export function parseSessionDateTime(value: string): string | null {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  const ms = Date.parse(m[7] ? value.trim() : `${value.trim()}${SAST_OFFSET}`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** When a session ends: its start plus its duration. */
export function sessionEndsAt(scheduledAt: string, durationMinutes: number): string {
  return new Date(Date.parse(scheduledAt) + durationMinutes * 60_000).toISOString();
}

/**
 * The status every reader shows: a scheduled session becomes completed once it has ended (the daily cron then
 * stores that); cancelled and completed stay as they are.
 */
export function effectiveSessionStatus(
  status: SessionStatus,
  scheduledAt: string,
  durationMinutes: number,
  now = new Date(),
): SessionStatus {
  if (status !== 'scheduled') return status;
  return Date.parse(sessionEndsAt(scheduledAt, durationMinutes)) <= now.getTime() ? 'completed' : 'scheduled';
}

// ---------------------------------------------------------------------------------------------------------------
// Meeting links

/** The client-generated meeting code: three, four and three lowercase letters (`abc-defg-hij`). */
export const MEETING_CODE_PATTERN = /^[a-z]{3}-[a-z]{4}-[a-z]{3}$/;

/** A random `abc-defg-hij` code (browser and Worker both have WebCrypto). */
export function generateMeetingCode(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const pick = (i: number) => letters[bytes[i]! % 26]!;
  const part = (from: number, length: number) => Array.from({ length }, (_, i) => pick(from + i)).join('');
  return `${part(0, 3)}-${part(3, 4)}-${part(7, 3)}`;
}

/**
 * A bare code becomes a real, account-free video room, so the generated link opens a working meeting.
 * The screens may send either the code or this URL (or any other https link).
 */
export const meetingLinkForCode = (code: string) => `https://meet.jit.si/sebenza-${code}`;

// ---------------------------------------------------------------------------------------------------------------
// Answers: declared here rather than in sessions.ts so the rules below read them without importing the zod module
// (sessions.ts re-exports them).

/** The host as a session card shows it. */
export type SessionMentor = { id: number; name: string; title: string; profileImage: string | null };

/** One group session as every endpoint answers it, seen by the caller. */
export type GroupSession = {
  id: number;
  mentorId: number;
  mentor: SessionMentor;
  title: string;
  description: string;
  /** UTC ISO start; show it in Africa/Johannesburg (`formatSastDateTime`). */
  scheduledAt: string;
  /** UTC ISO end: scheduledAt + duration. */
  endsAt: string;
  /** Minutes. */
  duration: number;
  /** Counted from the participant rows. */
  currentParticipants: number;
  maxParticipants: number;
  /**
   * The video link, only for the host, registered participants and administrators (null for everyone else, so
   * the link does not leak to people who have not joined), and only while the session is still to run (null once it
   * has ended or was cancelled); `hasMeetingLink` says whether one exists.
   */
  meetingLink: string | null;
  hasMeetingLink: boolean;
  location: string | null;
  category: SessionCategory | null;
  /** Effective status: 'completed' as soon as the session has ended, whatever the cron has stored yet. */
  status: SessionStatus;
  /** The caller joined it (false for visitors). */
  isRegistered: boolean;
  /** The caller hosts it. */
  isHost: boolean;
  /** How many people wait for a seat (decision 019). */
  waitlistCount: number;
  /** The caller's place on the waiting list (1 = next to get a seat), or null when not waiting. */
  waitlistPosition: number | null;
  /** The caller's rating (1-5) or null. */
  myRating: number | null;
  /** Average rating (one decimal) and number of ratings; average null until the first rating. */
  ratingAverage: number | null;
  ratingCount: number;
  /** A WhatsApp share link ("title — time SAST — URL"). */
  shareUrl: string;
  /** `/api/group-sessions/{id}/calendar.ics` for the host and participants, else null. */
  calendarUrl: string | null;
  createdAt: string;
};

// ---------------------------------------------------------------------------------------------------------------
// What the screens derive

/** Spec section 4: upcoming = scheduled and starting in the future. */
export const isUpcomingSession = (s: Pick<GroupSession, 'status' | 'scheduledAt'>, now = new Date()) =>
  s.status === 'scheduled' && Date.parse(s.scheduledAt) > now.getTime();

/**
 * No seat for a newcomer: every seat is taken, or people are already waiting (a seat freed a moment ago goes to
 * the first of them, never to someone who was not queueing).
 */
export const isSessionFull = (s: Pick<GroupSession, 'currentParticipants' | 'maxParticipants' | 'waitlistCount'>) =>
  s.currentParticipants >= s.maxParticipants || s.waitlistCount > 0;

/** Spec section 4: available = upcoming with a free seat. */
export const isAvailableSession = (s: GroupSession, now = new Date()) => isUpcomingSession(s, now) && !isSessionFull(s);

/** What the session card's action shows: 'full' offers the waiting list, 'waitlisted' the caller's place on it. */
export type SessionJoinState = 'host' | 'registered' | 'waitlisted' | 'full' | 'closed' | 'open';
export function sessionJoinState(s: GroupSession, now = new Date()): SessionJoinState {
  if (s.isHost) return 'host';
  if (s.isRegistered) return 'registered';
  if (!isUpcomingSession(s, now)) return 'closed';
  if (s.waitlistPosition !== null) return 'waitlisted';
  return isSessionFull(s) ? 'full' : 'open';
}

/** 'current / max participants'. */
export const participantsLabel = (s: Pick<GroupSession, 'currentParticipants' | 'maxParticipants'>) =>
  `${s.currentParticipants} / ${s.maxParticipants} participants`;
