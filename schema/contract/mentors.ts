import * as z from 'zod/mini';
import { SERVICE_TYPES } from './auth.ts';
import { LanguageCodeSchema, LanguageListSchema, type LanguageCode } from './languages.ts';
import { normaliseJourneySlug } from './taxonomy-rules.ts';
import { SlugSchema } from './taxonomy.ts';

import {
  CONNECTION_MESSAGES,
  DEFAULT_LOCATION,
  MENTOR_LIMITS,
  MENTOR_MESSAGES,
  MENTOR_PAGE_MAX,
  MENTOR_PAGE_SIZE,
  RECOMMENDED_MENTORS_DEFAULT,
  RECOMMENDED_MENTORS_MAX,
  type MatchReason,
} from './mentors-rules.ts';
import { addIssue } from './zod-mini.ts';
import { bodyInt, containsLetter, lineText, multilineText, nameText, queryInt } from './fields.ts';

export * from './mentors-rules.ts';

/** `GET /api/mentors` query. */
export const MentorListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  category: z.optional(SlugSchema),
  journey: z.optional(z.pipe(SlugSchema, z.transform(normaliseJourneySlug))),
  /** One official language's code (`?language=zu`): only mentors who mentor in it. */
  language: z.optional(LanguageCodeSchema),
  limit: z._default(queryInt({ min: 1, max: MENTOR_PAGE_MAX }), MENTOR_PAGE_SIZE),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type MentorListQuery = z.infer<typeof MentorListQuerySchema>;

/** A mentor as cards, the detail dialog and the owner's profile read it (spec section 3, "Mentor (as read)"). */
export type Mentor = {
  id: number;
  name: string;
  title: string;
  profileImage: string | null;
  description: string;
  experience: string;
  yearsOfFreedom: number;
  menteeCount: number;
  isActive: boolean;
  /** Never empty: 'South Africa' when the mentor gave none. */
  location: string;
  /** Comma-and-space joined slugs, as the spec's payloads carry them; `journeyPaths` is the same as a list. */
  journeyPath: string;
  journeyPaths: string[];
  category: string;
  categories: string[];
  skills: string[];
  /** The official languages they mentor in, in the Constitution's order (languages-rules.ts). */
  languages: LanguageCode[];
  serviceType: (typeof SERVICE_TYPES)[number];
  isCoach: boolean;
  /** Scheduled sessions that start in the future. */
  upcomingSessionCount: number;
  /** Average session rating and number of ratings; both null until the first rating. */
  rating: number | null;
  reviewCount: number | null;
};

/**
 * `GET /api/mentors` answer: one request fills a page of cards. `total` is how many mentors match, counted up to
 * MENTOR_COUNT_CAP; `totalIsCapped` is true when more than that match (`total` is then the cap: "1000+ mentors").
 */
export type MentorList = { items: Mentor[]; nextCursor: string | null; total: number; totalIsCapped: boolean };

const commaList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** One line of text of at most `max` characters, '' when missing. */
const line = (max: number, params?: { message: string }) =>
  z._default(z.string().check(lineText(), z.maxLength(max, params)), '');
/** Text that may span lines, at most `max` characters, '' when missing. */
const paragraphs = (max: number) => z._default(z.string().check(multilineText(), z.maxLength(max)), '');

const mentorFields = z.object({
  name: z._default(
    z
      .string()
      .check(
        nameText(),
        z.maxLength(MENTOR_LIMITS.name, { message: `Name must be at most ${MENTOR_LIMITS.name} characters.` }),
        containsLetter('Name'),
      ),
    '',
  ),
  title: line(MENTOR_LIMITS.title, { message: `Title must be at most ${MENTOR_LIMITS.title} characters.` }),
  description: paragraphs(MENTOR_LIMITS.description),
  experience: paragraphs(MENTOR_LIMITS.experience),
  journeyPath: z._default(z.string().check(z.maxLength(1000)), ''),
  journeyPaths: z.optional(z.array(SlugSchema).check(z.maxLength(20))),
  category: z._default(z.string().check(z.maxLength(1000)), ''),
  categories: z.optional(z.array(SlugSchema).check(z.maxLength(20))),
  skills: z._default(
    z
      .array(
        z
          .string()
          .check(
            lineText(),
            z.minLength(1),
            z.maxLength(MENTOR_LIMITS.skill, { message: MENTOR_MESSAGES.skillTooLong }),
          ),
      )
      .check(z.maxLength(MENTOR_LIMITS.skills, { message: `At most ${MENTOR_LIMITS.skills} skills.` })),
    [],
  ),
  yearsOfFreedom: z._default(bodyInt({ min: 0, max: 80 }), 1),
  location: line(MENTOR_LIMITS.location),
  languages: z.optional(LanguageListSchema),
  /** '' (none), a JPEG/PNG/GIF/WebP data URL (stored in R2 by the server), or a URL from `POST /api/images`. */
  profileImage: z._default(z.string().check(z.maxLength(8_000_000)), ''),
  serviceType: z.pipe(
    z._default(z.enum(['mentorship', 'coaching', 'coach', 'both']), 'mentorship'),
    z.transform((t: 'mentorship' | 'coaching' | 'coach' | 'both') => (t === 'coaching' ? 'coach' : t)),
  ),
});

/**
 * The mentor form's payload (`POST /api/mentors`, spec section 3) and the profile editor's (`PUT
 * /api/mentors/profile`). Both spec shapes are accepted: `journeyPath`/`category` as one slug or a
 * comma-and-space joined list, and the lists `journeyPaths`/`categories` when the client sends them.
 * `serviceType` 'coaching' (the form's word) is stored as 'coach'. `languages`: one to all 12 official
 * languages, kept once each in the Constitution's order; required unless `languagesMayBeLeftOut` (the update, where
 * a body without them, like the spec's editor's, keeps the stored ones: `languages` is then [] here).
 */
const mentorProfileSchema = ({ languagesMayBeLeftOut }: { languagesMayBeLeftOut: boolean }) =>
  z.pipe(
    mentorFields,
    z.transform((input: z.output<typeof mentorFields>, ctx) => {
      const journeyPaths = [...new Set((input.journeyPaths ?? commaList(input.journeyPath)).map(normaliseJourneySlug))];
      const categories = [...new Set(input.categories ?? commaList(input.category))];
      // One sentence for both (spec section 5), placed at each empty field so a form shows it where it applies.
      if (!input.name) addIssue(ctx, { message: MENTOR_MESSAGES.nameAndTitleRequired, path: ['name'] });
      if (!input.title) addIssue(ctx, { message: MENTOR_MESSAGES.nameAndTitleRequired, path: ['title'] });
      if (journeyPaths.length === 0)
        addIssue(ctx, { message: MENTOR_MESSAGES.journeyRequired, path: ['journeyPaths'] });
      if (categories.length === 0) addIssue(ctx, { message: MENTOR_MESSAGES.categoryRequired, path: ['categories'] });
      if (input.languages ? input.languages.length === 0 : !languagesMayBeLeftOut)
        addIssue(ctx, { message: MENTOR_MESSAGES.languageRequired, path: ['languages'] });
      for (const slug of [...journeyPaths, ...categories]) {
        if (!SlugSchema.safeParse(slug).success)
          addIssue(ctx, { message: `Unknown choice: ${slug}`, path: ['journeyPaths'] });
      }
      return {
        name: input.name,
        title: input.title,
        description: input.description,
        experience: input.experience,
        journeyPaths,
        categories,
        skills: input.skills,
        languages: input.languages ?? [],
        yearsOfFreedom: input.yearsOfFreedom,
        location: input.location || DEFAULT_LOCATION,
        profileImage: input.profileImage,
        serviceType: input.serviceType,
      };
    }),
  );

/** `POST /api/mentors`, and the forms of both screens (which always send the languages). */
export const MentorProfileInputSchema = mentorProfileSchema({ languagesMayBeLeftOut: false });
/** `PUT /api/mentors/profile`. */
export const MentorProfileUpdateSchema = mentorProfileSchema({ languagesMayBeLeftOut: true });
export type MentorProfileInput = z.input<typeof MentorProfileInputSchema>;
export type MentorProfileData = z.output<typeof MentorProfileInputSchema>;

/** `GET /api/mentors/recommended` query. */
export const RecommendedMentorsQuerySchema = z.object({
  limit: z._default(queryInt({ min: 1, max: RECOMMENDED_MENTORS_MAX }), RECOMMENDED_MENTORS_DEFAULT),
});

/** A recommended mentor: the card's fields, and why it matches (empty for the fallback of any active mentor). */
export type MentorMatch = Mentor & { matchedOn: MatchReason[] };

/** `GET /api/mentors/recommended`: the mentors that best match the signed-in user's mentee profile, best first. */
export type MentorMatches = { items: MentorMatch[] };

/** `POST /api/mentor-connections`: the mentor to connect with. */
export const ConnectMentorInputSchema = z.object({
  mentorId: bodyInt({ min: 1, message: CONNECTION_MESSAGES.mentorNotFound }),
});
export type ConnectMentorInput = z.input<typeof ConnectMentorInputSchema>;

/**
 * One of the signed-in member's mentors (`GET` and `POST /api/mentor-connections`, the Mentorship Space), with the
 * mentor's current mentee count (the same rows' count) and their next scheduled session, if any.
 */
export type MentorConnection = {
  id: number;
  status: 'pending' | 'active' | 'ended';
  createdAt: string;
  mentor: Pick<Mentor, 'id' | 'name' | 'title' | 'profileImage' | 'menteeCount'>;
  nextSession: { id: number; title: string; scheduledAt: string } | null;
};

/** `DELETE /api/mentor-connections/{id}` (the mentee or the mentor): what is left of the mentor's count. */
export type EndedMentorConnection = { id: number; deleted: true; mentorId: number; menteeCount: number };

/** One person connected to the signed-in mentor (`GET /api/mentor-connections/mentees`). */
export type ConnectedMentee = {
  /** The connection's id (to end it). */
  id: number;
  createdAt: string;
  mentee: {
    id: string;
    firstName: string;
    lastName: string;
    profileImage: string | null;
    /** From their mentee profile, '' when they have none: what the mentor needs to prepare. */
    location: string;
    goals: string;
  };
};

/** Newest first; `total` is every connected mentee (the mentor's menteeCount and "Mentees Reached"). */
export type ConnectedMenteePage = { items: ConnectedMentee[]; nextCursor: string | null; total: number };
