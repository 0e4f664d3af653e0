import type { COACHING_CALL_SIDES, COACHING_CALL_STATUSES } from './enums.ts';

/**
 * One-on-one coaching calls: a coach's hours, the open slots, the calls themselves and the action plan after each
 * (docs/decisions/033-coaching-calls.md). The constants, types and messages the screens and the Worker share; free of
 * zod so the browser can import it (`coaching-calls.ts` builds the schemas on it).
 *
 * Every time is South African time (Africa/Johannesburg: UTC+2 all year, no daylight saving). The API speaks ISO 8601
 * with the offset (`2026-12-01T09:00:00+02:00`); a wall-clock time of day is `HH:mm`, a day `YYYY-MM-DD`.
 */

export type CoachingCallStatus = (typeof COACHING_CALL_STATUSES)[number];
export type CoachingCallSide = (typeof COACHING_CALL_SIDES)[number];

export const COACHING_TIME_ZONE = 'Africa/Johannesburg';
/** South African time is UTC+2 all year. */
export const SAST_OFFSET = '+02:00';

/** The week as the hours form shows it, Monday first; the key of each day's ranges. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** A stretch of one day, wall-clock South African time: `start` before `end`, `end` may be `24:00`. */
export type TimeRange = { start: string; end: string };
/** The hours of one date instead of its weekday's: no ranges is a day off. */
export type DateOverride = { date: string; ranges: TimeRange[] };
export type WeeklyHours = Record<Weekday, TimeRange[]>;

/** Minutes since midnight of `HH:mm` (24:00 is 1440). */
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const AVAILABILITY_LIMITS = {
  rangesPerDay: 4,
  overrides: 60,
  noticeHours: { min: 0, max: 168, default: 12 },
  bufferMinutes: { min: 0, max: 120, default: 15 },
  horizonDays: { min: 1, max: 90, default: 30 },
  weeklyCap: { min: 1, max: 50 },
  meetingLinkLength: 500,
} as const;

/** `GET` and `PUT /api/coaching/availability`: a coach's own hours and booking rules. */
export type CoachAvailability = {
  timeZone: typeof COACHING_TIME_ZONE;
  weeklyHours: WeeklyHours;
  /** Dates whose hours differ from their weekday's, in date order. */
  overrides: DateOverride[];
  /** How long before a call it must be booked. */
  noticeHours: number;
  /** Kept free between two calls, and between a call and a group session or event the coach hosts. */
  bufferMinutes: number;
  /** How many days ahead people may book. */
  horizonDays: number;
  /** At most this many calls in one week (Monday to Sunday); null: no cap. */
  weeklyCap: number | null;
  /** The coach's own video link (https); null: each call gets its own video room. */
  meetingLink: string | null;
};

/** A new coach's hours: none yet, the default rules. */
export const DEFAULT_AVAILABILITY: CoachAvailability = {
  timeZone: COACHING_TIME_ZONE,
  weeklyHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  overrides: [],
  noticeHours: AVAILABILITY_LIMITS.noticeHours.default,
  bufferMinutes: AVAILABILITY_LIMITS.bufferMinutes.default,
  horizonDays: AVAILABILITY_LIMITS.horizonDays.default,
  weeklyCap: null,
  meetingLink: null,
};

/** Open start times are offered on this grid from the start of each range. */
export const SLOT_STEP_MINUTES = 30;
/** One slots request covers at most this many days. */
export const SLOTS_MAX_DAYS = 31;
/** A subscriber may reschedule or cancel with the call given back up to this long before its start. */
export const FREE_CANCEL_HOURS = 24;
/** The meeting link shows to the two people from this long before the start. */
export const MEETING_LINK_OPENS_MINUTES = 15;
/** An action plan has 1 to 10 next steps and at most 5 links. */
export const ACTION_PLAN_LIMITS = { steps: 10, links: 5, summaryLength: 4000, stepLength: 300 } as const;
export const COACHING_CALL_PAGE_SIZE = 20;
/** A coaching request nobody answers for this long is said so to the subscriber. */
export const UNANSWERED_REQUEST_HOURS = 48;

/** `GET /api/coaching/coaches/{mentorId}/slots`: the open start times, each a call of `durationMinutes`. */
export type CoachingSlots = {
  timeZone: typeof COACHING_TIME_ZONE;
  durationMinutes: number;
  from: string;
  to: string;
  /** ISO 8601 with the South African offset, earliest first. */
  slots: string[];
};

export type ActionStep = { id: number; text: string; dueDate: string | null; done: boolean };
export type ActionPlan = { summary: string; steps: ActionStep[]; links: string[]; writtenAt: string };

/** One coaching call as either of its two people sees it. */
export type CoachingCall = {
  id: number;
  connectionId: number;
  /** Which side the caller is on. */
  myRole: CoachingCallSide;
  coach: { mentorId: number; name: string; profileImage: string | null };
  subscriber: { id: string; name: string; profileImage: string | null };
  /** ISO 8601 with the South African offset. */
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  status: CoachingCallStatus;
  /** A cancelled call: who cancelled, and whether it was too late to be given back. */
  cancelledBy: CoachingCallSide | null;
  cancelledLate: boolean;
  /** A no-show: who did not come. */
  noShowBy: CoachingCallSide | null;
  /** Whether it counts against the subscriber's calls this period. */
  counts: boolean;
  /** The video link, shown from MEETING_LINK_OPENS_MINUTES before the start while the call is booked, else null. */
  meetingLink: string | null;
  meetingLinkOpensAt: string;
  /** What the caller may do now. */
  canReschedule: boolean;
  canCancel: boolean;
  /** Cancelling now forfeits the call (a subscriber inside FREE_CANCEL_HOURS). */
  cancelForfeits: boolean;
  canComplete: boolean;
  actionPlan: ActionPlan | null;
};

/** `GET /api/coaching/calls`: booked calls first (earliest first), then the rest (latest first). */
export type CoachingCallPage = { items: CoachingCall[]; nextCursor: string | null };

export const COACHING_CALL_MESSAGES = {
  notACoach: 'Only coaches keep coaching hours.',
  rangeOrder: 'Each range must end after it starts.',
  rangesOverlap: 'Ranges on the same day must not overlap.',
  tooManyRanges: `At most ${AVAILABILITY_LIMITS.rangesPerDay} ranges a day.`,
  timeFormat: 'Times are HH:mm, from 00:00 to 24:00.',
  dateFormat: 'Dates are YYYY-MM-DD.',
  duplicateOverride: 'Each date can have only one override.',
  tooManyOverrides: `At most ${AVAILABILITY_LIMITS.overrides} date overrides.`,
  meetingLink: 'The meeting link must be an https:// link.',
  subscriptionRequired: 'An active coaching subscription is needed to book calls.',
  connectionRequired: 'Connect with this coach before booking a call.',
  connectionNotFound: 'Coaching connection not found.',
  coachNotFound: 'That coach is not available for one-on-one coaching.',
  slotsRange: `Ask for at most ${SLOTS_MAX_DAYS} days of slots at a time.`,
  slotsOrder: '"to" must not be before "from".',
  dateTime: 'Times are ISO 8601 with an offset, e.g. 2026-12-01T09:00:00+02:00.',
  slotTaken: 'That time is no longer open. Please pick another slot.',
  notASlot: 'That time is not one of the coach’s open slots. Please pick a slot from the list.',
  noCallsLeft: 'You have used all the calls in your plan for this period.',
  callNotFound: 'Coaching call not found.',
  onlySubscriberReschedules: 'Only the subscriber can move a call; a coach can cancel it.',
  tooLateToReschedule: `Calls can be moved up to ${FREE_CANCEL_HOURS} hours before they start.`,
  notBooked: 'This call is no longer booked.',
  alreadyStarted: 'This call has already started.',
  onlyCoachCompletes: 'Only the coach can mark how a call went.',
  notStarted: 'A call can be marked only after it starts.',
  actionPlanRequired: 'A completed call needs an action plan: a summary and at least one next step.',
  noShowWho: 'Say who did not come.',
  stepNotFound: 'Next step not found.',
  link: 'Links must be http:// or https:// addresses.',
} as const;
