import * as z from 'zod';
import { BooleanQuerySchema, PageQuerySchema, type Page } from './pagination.ts';
import {
  MEETING_CODE_PATTERN,
  meetingLinkForCode,
  parseSessionDateTime,
  SESSION_CATEGORIES,
  SESSION_LIMITS,
  SESSION_MESSAGES,
  type SessionCategory,
  type SessionStatus,
} from './sessions-rules.ts';

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
const MeetingLinkSchema = z
  .union([
    z.string().trim().max(SESSION_LIMITS.meetingLinkMax, { message: SESSION_MESSAGES.invalidMeetingLink }),
    z.null(),
  ])
  .transform((value, ctx) => {
    if (!value) return null;
    if (MEETING_CODE_PATTERN.test(value)) return meetingLinkForCode(value);
    let url: URL | null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) {
      ctx.addIssue({ code: 'custom', message: SESSION_MESSAGES.invalidMeetingLink });
      return z.NEVER;
    }
    return url.toString();
  });

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const title = z.string().trim().max(SESSION_LIMITS.titleMax, { message: SESSION_MESSAGES.titleTooLong });
const description = z
  .string()
  .trim()
  .max(SESSION_LIMITS.descriptionMax, { message: SESSION_MESSAGES.descriptionTooLong });
const scheduledAt = z.string().trim().max(40, { message: SESSION_MESSAGES.invalidDateTime });
const duration = z.coerce
  .number({ message: SESSION_MESSAGES.durationRange })
  .int({ message: SESSION_MESSAGES.durationRange })
  .min(SESSION_LIMITS.minDuration, { message: SESSION_MESSAGES.durationRange })
  .max(SESSION_LIMITS.maxDuration, { message: SESSION_MESSAGES.durationRange });
const maxParticipants = z.coerce
  .number({ message: SESSION_MESSAGES.minParticipants })
  .int({ message: SESSION_MESSAGES.minParticipants })
  .min(SESSION_LIMITS.minParticipants, { message: SESSION_MESSAGES.minParticipants })
  .max(SESSION_LIMITS.maxParticipants, { message: SESSION_MESSAGES.maxParticipants });
/** '' and null mean none. */
const location = z
  .union([z.string().trim().max(SESSION_LIMITS.locationMax, { message: SESSION_MESSAGES.locationTooLong }), z.null()])
  .transform((v) => v || null);
const category = z
  .union([z.string().max(60, { message: SESSION_MESSAGES.invalidCategory }), z.null()], {
    message: SESSION_MESSAGES.invalidCategory,
  })
  .transform((value, ctx): SessionCategory | null => {
    if (!value) return null;
    const known = SESSION_CATEGORIES.find((c) => c === value);
    if (!known) ctx.addIssue({ code: 'custom', message: SESSION_MESSAGES.invalidCategory });
    return known ?? null;
  });

/** A start time must be a real date and time in the future; issues without a path carry the spec's toast text. */
function checkStart(value: string, ctx: z.RefinementCtx, now: number): string | null {
  const iso = parseSessionDateTime(value);
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: SESSION_MESSAGES.invalidDateTime, path: ['scheduledAt'] });
    return null;
  }
  if (Date.parse(iso) <= now) {
    ctx.addIssue({ code: 'custom', message: SESSION_MESSAGES.future, path: [] });
    return null;
  }
  return iso;
}

/**
 * `POST /api/group-sessions`: the group sessions page's body (title, description, maxParticipants, scheduledAt,
 * duration, meetingLink) and the calendar dialog's (the same plus status 'scheduled', location, category).
 * scheduledAt: an ISO instant, or `YYYY-MM-DDTHH:mm` read as Johannesburg time. A missing title, description or
 * scheduledAt answers 400 with exactly SESSION_MESSAGES.required; a past time with SESSION_MESSAGES.future.
 */
export const CreateGroupSessionInputSchema = z
  .object({
    title: title.default(''),
    description: description.default(''),
    scheduledAt: scheduledAt.default(''),
    duration: duration.default(SESSION_LIMITS.defaultDuration),
    maxParticipants: maxParticipants.default(SESSION_LIMITS.defaultParticipants),
    meetingLink: MeetingLinkSchema.default(null),
    location: location.default(null),
    category: category.default(null),
    /** The calendar screen sends 'scheduled'; a new session is always scheduled. */
    status: z.literal('scheduled').optional(),
  })
  .transform((input, ctx) => {
    if (!input.title || !input.description || !input.scheduledAt) {
      ctx.addIssue({ code: 'custom', message: SESSION_MESSAGES.required, path: [] });
      return z.NEVER;
    }
    const start = checkStart(input.scheduledAt, ctx, Date.now());
    if (!start) return z.NEVER;
    const { status: _status, ...rest } = input;
    return { ...rest, scheduledAt: start };
  });
export type CreateGroupSessionInput = z.input<typeof CreateGroupSessionInputSchema>;
export type CreateGroupSessionData = z.output<typeof CreateGroupSessionInputSchema>;

/**
 * `PATCH /api/group-sessions/{id}` (the host only): any subset of the create fields. A new scheduledAt must be in
 * the future; maxParticipants may not go below the people already registered (409). null/'' clears meetingLink,
 * location and category.
 */
export const UpdateGroupSessionInputSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    scheduledAt: scheduledAt.optional(),
    duration: duration.optional(),
    maxParticipants: maxParticipants.optional(),
    meetingLink: MeetingLinkSchema.optional(),
    location: location.optional(),
    category: category.optional(),
  })
  .transform((input, ctx) => {
    if (input.title === '' || input.description === '' || input.scheduledAt === '') {
      ctx.addIssue({ code: 'custom', message: SESSION_MESSAGES.required, path: [] });
      return z.NEVER;
    }
    if (input.scheduledAt === undefined) return { ...input, scheduledAt: undefined };
    const start = checkStart(input.scheduledAt, ctx, Date.now());
    if (!start) return z.NEVER;
    return { ...input, scheduledAt: start };
  });
export type UpdateGroupSessionInput = z.input<typeof UpdateGroupSessionInputSchema>;
export type UpdateGroupSessionData = z.output<typeof UpdateGroupSessionInputSchema>;

/** `POST /api/group-sessions/{id}/rating`: once per participant, after the session has ended. */
export const RateSessionInputSchema = z.object({
  rating: z.coerce
    .number({ message: SESSION_MESSAGES.ratingRange })
    .int({ message: SESSION_MESSAGES.ratingRange })
    .min(SESSION_LIMITS.ratingMin, { message: SESSION_MESSAGES.ratingRange })
    .max(SESSION_LIMITS.ratingMax, { message: SESSION_MESSAGES.ratingRange }),
  comment: z
    .union([
      z.string().trim().max(SESSION_LIMITS.ratingCommentMax, { message: SESSION_MESSAGES.ratingCommentTooLong }),
      z.null(),
    ])
    .transform((v) => v || null)
    .default(null),
});
export type RateSessionInput = z.input<typeof RateSessionInputSchema>;

/**
 * `GET /api/group-sessions` query. Order: upcoming sessions (scheduled, start in the future) soonest first, then
 * the rest (started, ended, cancelled) most recent first. `upcoming=true` answers only the first part.
 */
export const GroupSessionListQuerySchema = PageQuerySchema.extend({
  mentorId: z.coerce.number().int().positive().optional(),
  upcoming: BooleanQuerySchema.default(false),
});
export type GroupSessionListQuery = z.input<typeof GroupSessionListQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

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
   * the link does not leak to people who have not joined); `hasMeetingLink` says whether one exists.
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

/** `DELETE /api/group-sessions/{id}`: how many participants were sent an in-app notice. */
export type DeletedGroupSession = { id: number; deleted: true; notifiedParticipants: number };

/** `POST /api/group-sessions/{id}/rating` answer (201). */
export type SessionRating = { sessionId: number; rating: number; comment: string | null; createdAt: string };
