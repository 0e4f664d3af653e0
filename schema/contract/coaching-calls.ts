import * as z from 'zod/mini';
import {
  ACTION_PLAN_LIMITS,
  AVAILABILITY_LIMITS,
  COACHING_CALL_MESSAGES as M,
  COACHING_CALL_PAGE_SIZE,
  SLOTS_MAX_DAYS,
  minutesOfDay,
  WEEKDAYS,
  type TimeRange,
} from './coaching-calls-rules.ts';
import { bodyInt, idParamSchema, lineText, multilineText, queryInt } from './fields.ts';
import './zod-mini.ts';

export * from './coaching-calls-rules.ts';

const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An instant with its offset (`Z` or `+02:00`); seconds and milliseconds optional. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A real calendar date (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const calendarDate = () => z.string().check(z.refine(isCalendarDate, { message: M.dateFormat }));

/** An ISO 8601 instant with an offset, as the API speaks it. */
export const instant = () =>
  z
    .string({ message: M.dateTime })
    .check(z.refine((value) => INSTANT.test(value) && !Number.isNaN(Date.parse(value)), { message: M.dateTime }));

const timeOfDay = z.string({ message: M.timeFormat }).check(z.regex(TIME_OF_DAY, { message: M.timeFormat }));
const timeRange = z
  .object({ start: timeOfDay, end: timeOfDay })
  .check(z.refine((range) => minutesOfDay(range.start) < minutesOfDay(range.end), { message: M.rangeOrder }));

/** A day's ranges: at most four, none overlapping (touching is fine), answered sorted by start. */
const dayRanges = z.pipe(
  z
    .array(timeRange)
    .check(
      z.maxLength(AVAILABILITY_LIMITS.rangesPerDay, { message: M.tooManyRanges }),
      z.refine(noOverlap, { message: M.rangesOverlap }),
    ),
  z.transform((ranges: TimeRange[]) => sortRanges(ranges)),
);

function sortRanges(ranges: TimeRange[]): TimeRange[] {
  return [...ranges].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
}

function noOverlap(ranges: TimeRange[]): boolean {
  const sorted = sortRanges(ranges);
  return sorted.every((range, i) => i === 0 || minutesOfDay(sorted[i - 1]!.end) <= minutesOfDay(range.start));
}

const httpsLink = z.string({ message: M.meetingLink }).check(
  z.trim(),
  z.maxLength(AVAILABILITY_LIMITS.meetingLinkLength, { message: M.meetingLink }),
  z.refine(
    (value) => URL.canParse(value) && new URL(value).protocol === 'https:' && new URL(value).hostname.includes('.'),
    {
      message: M.meetingLink,
    },
  ),
);

const intIn = (limits: { min: number; max: number }, label: string) =>
  bodyInt({ ...limits, message: `${label} must be a whole number from ${limits.min} to ${limits.max}.` });

/** `PUT /api/coaching/availability`: the coach's whole hours and rules (what `GET` answers, less the time zone). */
export const AvailabilitySchema = z.object({
  weeklyHours: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z._default(dayRanges, [])])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodMiniDefault<typeof dayRanges>
    >,
  ),
  overrides: z._default(
    z.array(z.object({ date: calendarDate(), ranges: dayRanges })).check(
      z.maxLength(AVAILABILITY_LIMITS.overrides, { message: M.tooManyOverrides }),
      z.refine((list) => new Set(list.map((o) => o.date)).size === list.length, { message: M.duplicateOverride }),
    ),
    [],
  ),
  noticeHours: intIn(AVAILABILITY_LIMITS.noticeHours, 'Minimum notice (hours)'),
  bufferMinutes: intIn(AVAILABILITY_LIMITS.bufferMinutes, 'Buffer between calls (minutes)'),
  horizonDays: intIn(AVAILABILITY_LIMITS.horizonDays, 'How far ahead (days)'),
  weeklyCap: z._default(z.nullable(intIn(AVAILABILITY_LIMITS.weeklyCap, 'Calls per week')), null),
  meetingLink: z._default(
    z.nullable(
      z.pipe(
        httpsLink,
        z.transform((value: string) => value || null),
      ),
    ),
    null,
  ),
});
export type AvailabilityInput = z.input<typeof AvailabilitySchema>;

export const CoachParamSchema = z.object({ mentorId: queryInt({ min: 1, message: M.coachNotFound }) });

/**
 * `GET /api/coaching/coaches/{mentorId}/slots?from=&to=`: South African days, `to` included (default: from today for
 * 14 days); at most SLOTS_MAX_DAYS days.
 */
export const SlotsQuerySchema = z.object({ from: z.optional(calendarDate()), to: z.optional(calendarDate()) }).check(
  z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: M.slotsOrder, path: ['to'] }),
  z.refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < SLOTS_MAX_DAYS, {
    message: M.slotsRange,
    path: ['to'],
  }),
);

/** Whole days from one `YYYY-MM-DD` to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** `POST /api/coaching/calls`. */
export const BookCallSchema = z.object({
  connectionId: bodyInt({ min: 1, message: M.connectionNotFound }),
  startsAt: instant(),
});
export type BookCallInput = z.input<typeof BookCallSchema>;

/** `POST /api/coaching/calls/{id}/reschedule`. */
export const RescheduleCallSchema = z.object({ startsAt: instant() });

export const CallParamSchema = idParamSchema(M.callNotFound);
export const StepParamSchema = idParamSchema(M.stepNotFound);

/** `GET /api/coaching/calls?cursor=&limit=`. */
export const CallsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(100))),
  limit: z._default(queryInt({ min: 1, max: 50 }), COACHING_CALL_PAGE_SIZE),
});

const link = z.string({ message: M.link }).check(
  z.trim(),
  z.maxLength(500, { message: M.link }),
  z.refine((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol), {
    message: M.link,
  }),
);

export const ActionPlanSchema = z.object({
  summary: z.string({ message: M.actionPlanRequired }).check(
    multilineText(),
    z.refine((summary: string) => summary.length > 0, { message: M.actionPlanRequired }),
    z.maxLength(ACTION_PLAN_LIMITS.summaryLength, {
      message: `The summary can be at most ${ACTION_PLAN_LIMITS.summaryLength} characters.`,
    }),
  ),
  steps: z
    .array(
      z.object({
        text: z.string({ message: M.actionPlanRequired }).check(
          lineText(),
          z.refine((text: string) => text.length > 0, { message: 'Each next step needs some text.' }),
          z.maxLength(ACTION_PLAN_LIMITS.stepLength, {
            message: `A next step can be at most ${ACTION_PLAN_LIMITS.stepLength} characters.`,
          }),
        ),
        dueDate: z._default(z.nullable(calendarDate()), null),
      }),
    )
    .check(
      z.refine((steps) => steps.length > 0, { message: M.actionPlanRequired }),
      z.maxLength(ACTION_PLAN_LIMITS.steps, { message: `At most ${ACTION_PLAN_LIMITS.steps} next steps.` }),
    ),
  links: z._default(
    z
      .array(link)
      .check(z.maxLength(ACTION_PLAN_LIMITS.links, { message: `At most ${ACTION_PLAN_LIMITS.links} links.` })),
    [],
  ),
});
export type ActionPlanInput = z.input<typeof ActionPlanSchema>;

/**
 * `POST /api/coaching/calls/{id}/complete` (the coach, after the start): `completed` with its action plan, or
 * `no_show` saying whose.
 */
export const CompleteCallSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('completed'), actionPlan: ActionPlanSchema }),
  z.object({
    outcome: z.literal('no_show'),
    noShowBy: z.enum(['subscriber', 'coach'], { message: M.noShowWho }),
  }),
]);
export type CompleteCallInput = z.input<typeof CompleteCallSchema>;

/** `POST /api/coaching/action-steps/{id}`: the subscriber ticks a next step done (or not). */
export const TickStepSchema = z.object({ done: z.boolean({ message: 'done must be true or false.' }) });
