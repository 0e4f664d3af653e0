import * as z from 'zod/mini';
import { STORY_SERVICE_TYPES, STORY_STATUSES } from './enums.ts';
import { PAGE_SIZE_MAX } from './pagination.ts';
import {
  MAX_INCOME_STREAMS,
  MAX_STORY_NAME,
  MAX_STORY_QUOTE,
  MAX_STORY_TITLE,
  MAX_TRANSFORMATION_TIME,
  STORY_MESSAGES,
  STORY_PAGE_SIZE,
} from './stories-rules.ts';
import { addIssue } from './zod-mini.ts';
import { bodyInt, containsLetter, lineText, multilineText, nameText, queryInt } from './fields.ts';

// The constants live in the zod-free stories-rules.ts (the browser imports them from there); re-exported here so
// existing imports keep working.
export * from './stories-rules.ts';

export type StoryServiceType = (typeof STORY_SERVICE_TYPES)[number];
export type StoryStatus = (typeof STORY_STATUSES)[number];

/** A published story as the gallery and the landing page show it (spec section 3, "Success story"). */
export type SuccessStory = {
  id: number;
  name: string;
  /** An image URL (`/images/<key>` for uploads), or null for none. */
  profileImage: string | null;
  beforeTitle: string;
  afterTitle: string;
  /** The story text. */
  quote: string;
  transformationTime: string | null;
  serviceType: StoryServiceType;
  incomeStreamsBefore: number;
  incomeStreamsAfter: number;
  journeyPathSlug: string | null;
  /** The gallery's featured person; at most one story is featured, and it comes first. */
  isFeatured: boolean;
  publishedAt: string | null;
};

/** `GET /api/success-stories`: featured story first, then newest published first. */
export type SuccessStoryPage = { items: SuccessStory[]; nextCursor: string | null };

/** A story as its submitter sees it (`GET /api/success-stories/mine`, and the answer of `POST`). */
export type MyStory = SuccessStory & {
  status: StoryStatus;
  /** Why an admin rejected it (null unless rejected). */
  rejectionReason: string | null;
  createdAt: string;
};

export type MyStoryPage = { items: MyStory[]; nextCursor: string | null };

/** `GET /api/success-stories/impact` (spec section 9); "mentees: Coming Soon" is the UI's own text. */
export type StoryImpact = {
  /** Published stories. */
  stories: number;
  /** Equals the story count (spec section 9). */
  businessesCreated: number;
  /** Sum of incomeStreamsAfter over published stories. */
  incomeStreams: number;
  /** Active mentors. */
  mentors: number;
};

export const StoryListQuerySchema = z.object({
  limit: z._default(queryInt({ min: 1, max: PAGE_SIZE_MAX }), STORY_PAGE_SIZE),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.optional(z.string().check(z.maxLength(300))),
});

const optionalLine = (max: number) => z.nullish(z.string().check(lineText(), z.maxLength(max)));

/**
 * A count as a JSON number (strict: not `true`, `[5]` or `"5"`); '' and null count as missing. The outer `z.optional`
 * only tells TypeScript the key may be left out (a missing key passes through the pipe as undefined either way).
 */
const incomeStreams = z.optional(
  z.pipe(
    z.transform((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v)),
    z.optional(
      bodyInt({
        min: 0,
        max: MAX_INCOME_STREAMS,
        message: STORY_MESSAGES.incomeStreams,
        maxMessage: `Income streams can be at most ${MAX_INCOME_STREAMS}.`,
      }),
    ),
  ),
);

const storyFields = z.object({
  name: z.nullish(z.string().check(nameText(), z.maxLength(MAX_STORY_NAME), containsLetter('Name'))),
  beforeTitle: optionalLine(MAX_STORY_TITLE),
  afterTitle: optionalLine(MAX_STORY_TITLE),
  quote: z.nullish(z.string().check(multilineText(), z.maxLength(MAX_STORY_QUOTE))),
  transformationTime: optionalLine(MAX_TRANSFORMATION_TIME),
  serviceType: z._default(z.enum(STORY_SERVICE_TYPES, { message: STORY_MESSAGES.serviceType }), 'mentorship'),
  incomeStreamsBefore: incomeStreams,
  incomeStreamsAfter: incomeStreams,
  profileImage: z.nullish(z.string().check(z.maxLength(8_000_000))),
});

/**
 * `POST /api/success-stories` (spec section 7). `profileImage` is '' (none), a data URL, the bare base64 of a
 * picture (spec section 5: "only the base64 part is kept"), or a URL from `POST /api/images`; the server
 * stores pictures in R2. The one required-fields message covers every missing field (issue path '').
 */
export const StoryInputSchema = z.pipe(
  storyFields,
  z.transform((input: z.output<typeof storyFields>, ctx) => {
    const { name, beforeTitle, afterTitle, quote, incomeStreamsBefore, incomeStreamsAfter } = input;
    if (
      !name ||
      !beforeTitle ||
      !afterTitle ||
      !quote ||
      incomeStreamsBefore === undefined ||
      incomeStreamsAfter === undefined
    ) {
      addIssue(ctx, { message: STORY_MESSAGES.required, path: [] });
      return z.NEVER;
    }
    return {
      name,
      beforeTitle,
      afterTitle,
      quote,
      transformationTime: input.transformationTime || null,
      serviceType: input.serviceType,
      incomeStreamsBefore,
      incomeStreamsAfter,
      profileImage: input.profileImage?.trim() ?? '',
    };
  }),
);
export type StoryInput = z.input<typeof StoryInputSchema>;
export type StoryData = z.output<typeof StoryInputSchema>;
