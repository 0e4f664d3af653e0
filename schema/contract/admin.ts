import * as z from 'zod/mini';
import { COMPLAINT_STATUSES, EVENT_PROPOSAL_STATUSES, EVENT_TYPES, ROOM_CATEGORIES, STORY_STATUSES } from './enums.ts';
import type { ComplaintRole, ComplaintStatus } from './complaints.ts';
import { PAGE_SIZE_MAX } from './pagination.ts';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  EVENT_DRAFT_LIMITS,
  isHttpsUrl,
  MAX_OUTCOME_NOTE,
  MAX_REVIEW_NOTE,
  MAX_ROOM_DESCRIPTION,
  MAX_ROOM_LINK,
  MAX_ROOM_NAME,
  MAX_ROOM_SORT_ORDER,
} from './admin-rules.ts';
import { parseSessionDateTime } from './sessions-rules.ts';
import type { MyStory } from './stories.ts';
import { MAX_REJECTION_REASON, STORY_MESSAGES } from './stories-rules.ts';
import { addIssue } from './zod-mini.ts';
import { bodyInt, FIELD_MESSAGES, lineText, multilineText, queryInt, withinScheduleWindow } from './fields.ts';

// The constants live in the zod-free admin-rules.ts (the browser imports them from there); re-exported here so
// existing imports keep working.
export * from './admin-rules.ts';

/** Who did something, as the console shows a member. */
export type AdminPerson = { id: string; firstName: string; lastName: string; email: string };

const page = {
  limit: z._default(queryInt({ min: 1, max: PAGE_SIZE_MAX }), ADMIN_PAGE_SIZE),
  cursor: z.optional(z.string().check(z.maxLength(300))),
};

// --- success stories ------------------------------------------------------------------------------------

/** `GET /api/admin/stories?status=pending` (the moderation queue: oldest pending first; other statuses newest first). */
export const AdminStoryQuerySchema = z.object({ status: z._default(z.enum(STORY_STATUSES), 'pending'), ...page });

export type AdminStory = MyStory & { submitter: AdminPerson | null };
export type AdminStoryPage = { items: AdminStory[]; nextCursor: string | null };

/** `POST /api/admin/stories/:id/reject`: the reason is shown to the submitter. */
export const RejectStorySchema = z.object({
  reason: z
    .string({ message: STORY_MESSAGES.rejectReasonRequired })
    .check(
      multilineText(),
      z.minLength(1, { message: STORY_MESSAGES.rejectReasonRequired }),
      z.maxLength(MAX_REJECTION_REASON, { message: `The reason can be at most ${MAX_REJECTION_REASON} characters.` }),
    ),
});
export type RejectStoryInput = z.input<typeof RejectStorySchema>;

// --- complaints -----------------------------------------------------------------------------------------

/** `GET /api/admin/complaints?status=` (every status when omitted), newest first. */
export const AdminComplaintQuerySchema = z.object({ status: z.optional(z.enum(COMPLAINT_STATUSES)), ...page });

/** One inbox row: enough to pick a complaint; the text is read through `GET /api/admin/complaints/:id`. */
export type AdminComplaintSummary = {
  id: number;
  fullName: string;
  role: ComplaintRole;
  complaineeName: string;
  complaineeRole: ComplaintRole;
  incidentDate: string;
  status: ComplaintStatus;
  createdAt: string;
  updatedAt: string;
};
export type AdminComplaintPage = { items: AdminComplaintSummary[]; nextCursor: string | null };

/** `GET /api/admin/complaints/:id`: everything, for admins only. */
export type AdminComplaint = AdminComplaintSummary & {
  contactDetails: string;
  complaintDetails: string;
  supportingEvidence: string | null;
  outcomeNote: string | null;
  complainant: AdminPerson | null;
};

/** `PATCH /api/admin/complaints/:id`: resolving needs the outcome note the complainant is told. */
export const UpdateComplaintSchema = z
  .object({
    status: z.enum(COMPLAINT_STATUSES, { message: 'Status must be new, in_review or resolved.' }),
    outcomeNote: z.nullish(
      z
        .string()
        .check(
          multilineText(),
          z.maxLength(MAX_OUTCOME_NOTE, { message: `The outcome note can be at most ${MAX_OUTCOME_NOTE} characters.` }),
        ),
    ),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.status === 'resolved' && !input.outcomeNote) {
        ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.outcomeNoteRequired, path: ['outcomeNote'] });
      }
    }),
  );
export type UpdateComplaintInput = z.input<typeof UpdateComplaintSchema>;

// --- event host proposals -------------------------------------------------------------------------------

/** `GET /api/admin/event-proposals?status=pending` (pending: oldest first; otherwise newest first). */
export const AdminProposalQuerySchema = z.object({
  status: z._default(z.enum(EVENT_PROPOSAL_STATUSES), 'pending'),
  ...page,
});

export type AdminEventProposal = {
  id: number;
  type: (typeof EVENT_TYPES)[number];
  title: string;
  description: string;
  proposedDate: string | null;
  location: string;
  expectedAttendees: number | null;
  contactDetails: string;
  status: (typeof EVENT_PROPOSAL_STATUSES)[number];
  reviewNote: string | null;
  reviewedAt: string | null;
  eventId: number | null;
  createdAt: string;
  proposer: AdminPerson | null;
};
export type AdminEventProposalPage = { items: AdminEventProposal[]; nextCursor: string | null };

/** `POST /api/admin/event-proposals/:id/accept|decline` with `{}` or `{ note }` (the note reaches the proposer). */
export const ReviewProposalSchema = z.object({
  note: z.nullish(
    z
      .string()
      .check(
        multilineText(),
        z.maxLength(MAX_REVIEW_NOTE, { message: `The note can be at most ${MAX_REVIEW_NOTE} characters.` }),
      ),
  ),
});
export type ReviewProposalInput = z.input<typeof ReviewProposalSchema>;

// --- draft events (accepted proposals) ----------------------------------------------------------------------

/** `GET /api/admin/event-drafts`: drafts waiting to be completed and published, oldest first. */
export const AdminDraftQuerySchema = z.object(page);

/**
 * A draft event as the console edits it. Accepting a proposal makes it from the proposal (title, type, description,
 * city, expected attendees as capacity, free) with its start at the moment of acceptance, a time already past:
 * `hasFutureStart` stays false, and publishing is refused, until an admin sets the real start.
 */
export type AdminEventDraft = {
  id: number;
  type: (typeof EVENT_TYPES)[number];
  title: string;
  description: string;
  /** UTC ISO. */
  scheduledAt: string;
  endTime: string | null;
  hasFutureStart: boolean;
  location: string;
  address: string | null;
  maxAttendees: number;
  priceCents: number;
  /** What the proposer wrote, to complete the details with; null once the proposal is gone. */
  proposal: {
    id: number;
    proposedDate: string | null;
    expectedAttendees: number | null;
    contactDetails: string;
  } | null;
  host: AdminPerson | null;
  createdAt: string;
  updatedAt: string;
};
export type AdminEventDraftPage = { items: AdminEventDraft[]; nextCursor: string | null };

const requiredText = (max: number, message: string, clean = lineText) =>
  z.string({ message }).check(clean(), z.minLength(1, { message }), z.maxLength(max, { message }));

const wholeNumber = (min: number, max: number, message: string) => bodyInt({ min, max, message });

const draftFields = z.object({
  title: requiredText(EVENT_DRAFT_LIMITS.titleMax, ADMIN_MESSAGES.draftTitle),
  type: z.enum(EVENT_TYPES, { message: ADMIN_MESSAGES.draftType }),
  description: requiredText(EVENT_DRAFT_LIMITS.descriptionMax, ADMIN_MESSAGES.draftDescription, multilineText),
  /** An ISO instant, or `YYYY-MM-DDTHH:mm` read as Johannesburg time (as the session forms send it). */
  scheduledAt: z
    .string({ message: ADMIN_MESSAGES.draftStart })
    .check(z.maxLength(40, { message: ADMIN_MESSAGES.draftStart })),
  /** As scheduledAt; null (or '') when the organiser gives no end. */
  endTime: z._default(
    z.nullable(
      z.string({ message: ADMIN_MESSAGES.draftEnd }).check(z.maxLength(40, { message: ADMIN_MESSAGES.draftEnd })),
    ),
    null,
  ),
  location: requiredText(EVENT_DRAFT_LIMITS.locationMax, ADMIN_MESSAGES.draftLocation),
  /** '' and null mean none. */
  address: z._default(
    z.pipe(
      z.nullable(
        z
          .string({ message: ADMIN_MESSAGES.draftAddress })
          .check(lineText(), z.maxLength(EVENT_DRAFT_LIMITS.addressMax, { message: ADMIN_MESSAGES.draftAddress })),
      ),
      z.transform((v: string | null) => v || null),
    ),
    null,
  ),
  maxAttendees: wholeNumber(
    EVENT_DRAFT_LIMITS.attendeesMin,
    EVENT_DRAFT_LIMITS.attendeesMax,
    ADMIN_MESSAGES.draftCapacity,
  ),
  /** Integer rand cents; 0 is a free event. */
  priceCents: wholeNumber(0, EVENT_DRAFT_LIMITS.priceMaxCents, ADMIN_MESSAGES.draftPrice),
});

/**
 * `PUT /api/admin/event-drafts/:id`: every detail of a draft, as the console's form holds them. The start must be a
 * real time in the future and the end, if any, after it; both are answered as UTC ISO.
 */
export const EventDraftInputSchema = z.pipe(
  draftFields,
  z.transform((input: z.output<typeof draftFields>, ctx) => {
    const start = parseSessionDateTime(input.scheduledAt);
    if (!start) addIssue(ctx, { message: ADMIN_MESSAGES.draftStart, path: ['scheduledAt'] });
    else if (Date.parse(start) <= Date.now()) {
      addIssue(ctx, { message: ADMIN_MESSAGES.draftStartFuture, path: ['scheduledAt'] });
    } else if (!withinScheduleWindow(Date.parse(start), Date.now())) {
      addIssue(ctx, { message: FIELD_MESSAGES.scheduleWindow, path: ['scheduledAt'] });
    }
    const end = input.endTime ? parseSessionDateTime(input.endTime) : null;
    if (input.endTime && (!end || (start && end <= start))) {
      addIssue(ctx, { message: ADMIN_MESSAGES.draftEnd, path: ['endTime'] });
    }
    if (ctx.issues.length > 0) return z.NEVER;
    return { ...input, scheduledAt: start!, endTime: end };
  }),
);
export type EventDraftInput = z.input<typeof EventDraftInputSchema>;
export type EventDraftData = z.output<typeof EventDraftInputSchema>;

// --- rooms ----------------------------------------------------------------------------------------------

/** `GET /api/admin/rooms`: every room, archived ones included. */
export type AdminRoom = {
  id: number;
  name: string;
  description: string;
  category: (typeof ROOM_CATEGORIES)[number];
  externalLink: string | null;
  isArchived: boolean;
  sortOrder: number;
  memberCount: number;
  createdAt: string;
};

const httpsUrl = z
  .string()
  .check(
    z.trim(),
    z.maxLength(MAX_ROOM_LINK, { message: ADMIN_MESSAGES.externalLink }),
    z.refine(isHttpsUrl, { message: ADMIN_MESSAGES.externalLink }),
  );

const roomFields = {
  name: z
    .string({ message: ADMIN_MESSAGES.roomNameRequired })
    .check(
      lineText(),
      z.minLength(1, { message: ADMIN_MESSAGES.roomNameRequired }),
      z.maxLength(MAX_ROOM_NAME, { message: `Room name can be at most ${MAX_ROOM_NAME} characters.` }),
    ),
  description: z.string({ message: ADMIN_MESSAGES.roomDescriptionRequired }).check(
    multilineText(),
    z.minLength(1, { message: ADMIN_MESSAGES.roomDescriptionRequired }),
    z.maxLength(MAX_ROOM_DESCRIPTION, {
      message: `Room description can be at most ${MAX_ROOM_DESCRIPTION} characters.`,
    }),
  ),
  category: z.enum(ROOM_CATEGORIES, { message: ADMIN_MESSAGES.roomCategory }),
  /** An outside chat (https only), or null/'' for the in-app room chat. */
  externalLink: z.optional(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => null),
      ),
      z.null(),
      httpsUrl,
    ]),
  ),
  sortOrder: z.optional(bodyInt({ min: 0, max: MAX_ROOM_SORT_ORDER, message: ADMIN_MESSAGES.sortOrder })),
};

/** `POST /api/admin/rooms`. */
export const CreateRoomSchema = z.object(roomFields);
export type CreateRoomInput = z.input<typeof CreateRoomSchema>;

/** `PATCH /api/admin/rooms/:id`: any of the fields; `isArchived: true` archives, `false` restores. */
export const UpdateRoomSchema = z
  .object({
    name: z.optional(roomFields.name),
    description: z.optional(roomFields.description),
    category: z.optional(roomFields.category),
    externalLink: roomFields.externalLink,
    sortOrder: roomFields.sortOrder,
    isArchived: z.optional(z.boolean({ message: 'isArchived must be true or false.' })),
  })
  .check(
    z.refine((input) => Object.values(input).some((v) => v !== undefined), {
      message: ADMIN_MESSAGES.nothingToChange,
    }),
  );
export type UpdateRoomInput = z.input<typeof UpdateRoomSchema>;

// --- audit log ------------------------------------------------------------------------------------------

/** `GET /api/admin/audit-log`: newest first. */
export type AuditLogEntry = {
  id: number;
  adminId: string | null;
  /** "First Last" of the admin who acted; null once that account is gone. */
  adminName: string | null;
  action: string;
  targetType: string;
  targetId: string;
  detail: string | null;
  createdAt: string;
};

// --- reported room messages -----------------------------------------------------------------------------

type AdminName = Pick<AdminPerson, 'id' | 'firstName' | 'lastName'>;

/**
 * `GET /api/admin/room-reports`: open reports, newest first, one row per report (a message reported by two
 * members appears twice). Hide acts on the message (`POST /api/admin/room-messages/:id/hide`), dismiss on one
 * report (`POST /api/admin/room-reports/:id/dismiss`).
 */
export type AdminRoomReport = {
  id: number;
  reason: string;
  createdAt: string;
  reporter: AdminName;
  message: { id: number; roomId: number; content: string; createdAt: string };
  author: AdminName;
};
