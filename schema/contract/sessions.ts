import * as z from 'zod/mini';
import { bodyInt, FIELD_MESSAGES, lineText, multilineText, queryInt, withinScheduleWindow } from './fields.ts';
import { BooleanQuerySchema, PageQuerySchema, type Page } from './pagination.ts';
import {
  MEETING_CODE_PATTERN,
  meetingLinkForCode,
  parseSessionDateTime,
  SESSION_CATEGORIES,
  SESSION_LIMITS,
  SESSION_MESSAGES,
  type GroupSession,
  type SessionCategory,
} from './sessions-rules.ts';
import { addIssue } from './zod-mini.ts';

/**
 * Group sessions: the zod schemas of the requests and the types of the answers (spec sections 3, 4, 5 and 9).
 *
 * The server enforces the union of the two screens' rules: the calendar form allows 1-50 participants and the
 * group sessions page 2-50, so the server accepts 1-50 (default 10); the group sessions page keeps its own
 * minimum of 2 in the browser (`SESSION_LIMITS.groupPageMinParticipants`).
 *
 * The constants and pure rules live in the zod-free `sessions-rules.ts` (the browser imports them from there)
 * and are re-exported here under the same names.
 */
export * from './sessions-rules.ts';

/** '' and null mean "no link"; a code becomes a room URL; anything else must be an http(s) URL. */
const MeetingLinkSchema = z.pipe(
  z.union([
    z
      .string()
      .check(z.trim(), z.maxLength(SESSION_LIMITS.meetingLinkMax, { message: SESSION_MESSAGES.invalidMeetingLink })),
    z.null(),
  ]),
  z.transform((value: string | null, ctx) => {
    if (!value) return null;
    if (MEETING_CODE_PATTERN.test(value)) return meetingLinkForCode(value);
    let url: URL | null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) {
      addIssue(ctx, { message: SESSION_MESSAGES.invalidMeetingLink });
      return z.NEVER;
    }
    return url.toString();
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// Inputs

/** A whole number (a JSON number) from `min` to `max`; every failure answers `message` (or `maxMessage`). */
const wholeNumber = (min: number, max: number, message: string, maxMessage = message) =>
  bodyInt({ min, max, message, maxMessage });

const title = z
  .string()
  .check(lineText(), z.maxLength(SESSION_LIMITS.titleMax, { message: SESSION_MESSAGES.titleTooLong }));
const description = z
  .string()
  .check(multilineText(), z.maxLength(SESSION_LIMITS.descriptionMax, { message: SESSION_MESSAGES.descriptionTooLong }));
const scheduledAt = z.string().check(z.trim(), z.maxLength(40, { message: SESSION_MESSAGES.invalidDateTime }));
const duration = wholeNumber(SESSION_LIMITS.minDuration, SESSION_LIMITS.maxDuration, SESSION_MESSAGES.durationRange);
const maxParticipants = wholeNumber(
  SESSION_LIMITS.minParticipants,
  SESSION_LIMITS.maxParticipants,
  SESSION_MESSAGES.minParticipants,
  SESSION_MESSAGES.maxParticipants,
);
/** '' and null mean none. */
const location = z.pipe(
  z.union([
    z
      .string()
      .check(lineText(), z.maxLength(SESSION_LIMITS.locationMax, { message: SESSION_MESSAGES.locationTooLong })),
    z.null(),
  ]),
  z.transform((v: string | null) => v || null),
);
const category = z.pipe(
  z.union([z.string().check(z.maxLength(60, { message: SESSION_MESSAGES.invalidCategory })), z.null()], {
    message: SESSION_MESSAGES.invalidCategory,
  }),
  z.transform((value: string | null, ctx): SessionCategory | null => {
    if (!value) return null;
    const known = SESSION_CATEGORIES.find((c) => c === value);
    if (!known) addIssue(ctx, { message: SESSION_MESSAGES.invalidCategory });
    return known ?? null;
  }),
);

/**
 * A start time must be a real date and time in the future, and within the scheduling window (the year 9999 is a
 * typo); issues without a path carry the spec's toast text.
 */
function checkStart(value: string, ctx: z.core.ParsePayload, now: number): string | null {
  const iso = parseSessionDateTime(value);
  if (!iso) {
    addIssue(ctx, { message: SESSION_MESSAGES.invalidDateTime, path: ['scheduledAt'] });
    return null;
  }
  if (Date.parse(iso) <= now) {
    addIssue(ctx, { message: SESSION_MESSAGES.future, path: [] });
    return null;
  }
  if (!withinScheduleWindow(Date.parse(iso), now)) {
    addIssue(ctx, { message: FIELD_MESSAGES.scheduleWindow, path: ['scheduledAt'] });
    return null;
  }
  return iso;
}

const createFields = z.object({
  title: z._default(title, ''),
  description: z._default(description, ''),
  scheduledAt: z._default(scheduledAt, ''),
  duration: z._default(duration, SESSION_LIMITS.defaultDuration),
  maxParticipants: z._default(maxParticipants, SESSION_LIMITS.defaultParticipants),
  meetingLink: z._default(MeetingLinkSchema, null),
  location: z._default(location, null),
  category: z._default(category, null),
  /** The calendar screen sends 'scheduled'; a new session is always scheduled. */
  status: z.optional(z.literal('scheduled')),
});

/**
 * `POST /api/group-sessions`: the group sessions page's body (title, description, maxParticipants, scheduledAt,
 * duration, meetingLink) and the calendar dialog's (the same plus status 'scheduled', location, category).
 * scheduledAt: an ISO instant, or `YYYY-MM-DDTHH:mm` read as Johannesburg time. A missing title, description or
 * scheduledAt answers 400 with exactly SESSION_MESSAGES.required; a past time with SESSION_MESSAGES.future.
 */
export const CreateGroupSessionInputSchema = z.pipe(
  createFields,
  z.transform((input: z.output<typeof createFields>, ctx) => {
    if (!input.title || !input.description || !input.scheduledAt) {
      addIssue(ctx, { message: SESSION_MESSAGES.required, path: [] });
      return z.NEVER;
    }
    const start = checkStart(input.scheduledAt, ctx, Date.now());
    if (!start) return z.NEVER;
    const { status: _status, ...rest } = input;
    return { ...rest, scheduledAt: start };
  }),
);
export type CreateGroupSessionInput = z.input<typeof CreateGroupSessionInputSchema>;
export type CreateGroupSessionData = z.output<typeof CreateGroupSessionInputSchema>;

const updateFields = z.object({
  title: z.optional(title),
  description: z.optional(description),
  scheduledAt: z.optional(scheduledAt),
  duration: z.optional(duration),
  maxParticipants: z.optional(maxParticipants),
  meetingLink: z.optional(MeetingLinkSchema),
  location: z.optional(location),
  category: z.optional(category),
});

/**
 * `PATCH /api/group-sessions/{id}` (the host only): any subset of the create fields. A new scheduledAt must be in
 * the future; maxParticipants may not go below the people already registered (409). null/'' clears meetingLink,
 * location and category.
 */
export const UpdateGroupSessionInputSchema = z.pipe(
  updateFields,
  z.transform((input: z.output<typeof updateFields>, ctx) => {
    if (input.title === '' || input.description === '' || input.scheduledAt === '') {
      addIssue(ctx, { message: SESSION_MESSAGES.required, path: [] });
      return z.NEVER;
    }
    if (input.scheduledAt === undefined) return { ...input, scheduledAt: undefined };
    const start = checkStart(input.scheduledAt, ctx, Date.now());
    if (!start) return z.NEVER;
    return { ...input, scheduledAt: start };
  }),
);
export type UpdateGroupSessionInput = z.input<typeof UpdateGroupSessionInputSchema>;
export type UpdateGroupSessionData = z.output<typeof UpdateGroupSessionInputSchema>;

/** `POST /api/group-sessions/{id}/rating`: once per participant, after the session has ended. */
export const RateSessionInputSchema = z.object({
  rating: wholeNumber(SESSION_LIMITS.ratingMin, SESSION_LIMITS.ratingMax, SESSION_MESSAGES.ratingRange),
  comment: z._default(
    z.pipe(
      z.union([
        z
          .string()
          .check(
            multilineText(),
            z.maxLength(SESSION_LIMITS.ratingCommentMax, { message: SESSION_MESSAGES.ratingCommentTooLong }),
          ),
        z.null(),
      ]),
      z.transform((v: string | null) => v || null),
    ),
    null,
  ),
});
export type RateSessionInput = z.input<typeof RateSessionInputSchema>;

/**
 * `GET /api/group-sessions` query. Order: upcoming sessions (scheduled, start in the future) soonest first, then
 * the rest (started, ended, cancelled) most recent first. `upcoming=true` answers only the first part.
 */
export const GroupSessionListQuerySchema = z.extend(PageQuerySchema, {
  mentorId: z.optional(queryInt({ min: 1 })),
  upcoming: z._default(BooleanQuerySchema, false),
});
export type GroupSessionListQuery = z.input<typeof GroupSessionListQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

/** `GET /api/group-sessions` and `GET /api/group-sessions/mentor/{mentorId}`. */
export type GroupSessionPage = Page<GroupSession>;

/** `GET /api/group-sessions/my-sessions`: the caller's joined sessions, in the list order. */
export type MySessionEntry = { sessionId: number; joinedAt: string; session: GroupSession };
export type MySessionPage = Page<MySessionEntry>;

/** `GET /api/group-sessions/{id}/participants` (host or admin): who joined, in joining order. */
export type SessionParticipant = {
  userId: string;
  firstName: string;
  lastName: string;
  profileImage: string | null;
  joinedAt: string;
};
export type SessionParticipantPage = Page<SessionParticipant>;

/** `DELETE /api/group-sessions/{id}`: how many participants, and how many people waiting, were sent an in-app notice. */
export type DeletedGroupSession = { id: number; deleted: true; notifiedParticipants: number; notifiedWaiting: number };

/** `POST /api/group-sessions/{id}/rating` answer (201). */
export type SessionRating = { sessionId: number; rating: number; comment: string | null; createdAt: string };
