import * as z from 'zod';
import { SERVICE_TYPES } from './auth.ts';
import { normaliseJourneySlug } from './taxonomy-rules.ts';
import { SlugSchema } from './taxonomy.ts';

import {
  DEFAULT_LOCATION,
  MENTOR_LIMITS,
  MENTOR_MESSAGES,
  MENTOR_PAGE_MAX,
  MENTOR_PAGE_SIZE,
} from './mentors-rules.ts';

export * from './mentors-rules.ts';

/** `GET /api/mentors` query. */
export const MentorListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: SlugSchema.optional(),
  journey: SlugSchema.transform(normaliseJourneySlug).optional(),
  limit: z.coerce.number().int().min(1).max(MENTOR_PAGE_MAX).default(MENTOR_PAGE_SIZE),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
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
  serviceType: (typeof SERVICE_TYPES)[number];
  isCoach: boolean;
  /** Scheduled sessions that start in the future. */
  upcomingSessionCount: number;
  /** Average session rating and number of ratings; both null until the first rating. */
  rating: number | null;
  reviewCount: number | null;
};

/** `GET /api/mentors` answer: one request fills a page of cards. */
export type MentorList = { items: Mentor[]; nextCursor: string | null; total: number };

const commaList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The mentor form's payload (`POST /api/mentors`, spec section 3) and the profile editor's (`PUT
 * /api/mentors/profile`). Both spec shapes are accepted: `journeyPath`/`category` as one slug or a
 * comma-and-space joined list, and the lists `journeyPaths`/`categories` when the client sends them.
 * `serviceType` 'coaching' (the form's word) is stored as 'coach'.
 */
export const MentorProfileInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .max(MENTOR_LIMITS.name, { message: `Name must be at most ${MENTOR_LIMITS.name} characters.` })
      .default(''),
    title: z
      .string()
      .trim()
      .max(MENTOR_LIMITS.title, { message: `Title must be at most ${MENTOR_LIMITS.title} characters.` })
      .default(''),
    description: z.string().trim().max(MENTOR_LIMITS.description).default(''),
    experience: z.string().trim().max(MENTOR_LIMITS.experience).default(''),
    journeyPath: z.string().max(1000).default(''),
    journeyPaths: z.array(SlugSchema).max(20).optional(),
    category: z.string().max(1000).default(''),
    categories: z.array(SlugSchema).max(20).optional(),
    skills: z
      .array(z.string().trim().min(1).max(MENTOR_LIMITS.skill))
      .max(MENTOR_LIMITS.skills, { message: `At most ${MENTOR_LIMITS.skills} skills.` })
      .default([]),
    yearsOfFreedom: z.coerce.number().int().min(0).max(80).default(1),
    location: z.string().trim().max(MENTOR_LIMITS.location).default(''),
    /** '' (none), a JPEG/PNG/GIF/WebP data URL (stored in R2 by the server), or a URL from `POST /api/images`. */
    profileImage: z.string().max(8_000_000).default(''),
    serviceType: z
      .enum(['mentorship', 'coaching', 'coach', 'both'])
      .default('mentorship')
      .transform((t) => (t === 'coaching' ? 'coach' : t)),
  })
  .transform((input, ctx) => {
    const journeyPaths = [...new Set((input.journeyPaths ?? commaList(input.journeyPath)).map(normaliseJourneySlug))];
    const categories = [...new Set(input.categories ?? commaList(input.category))];
    if (!input.name || !input.title)
      ctx.addIssue({ code: 'custom', message: MENTOR_MESSAGES.nameAndTitleRequired, path: ['name'] });
    if (journeyPaths.length === 0)
      ctx.addIssue({ code: 'custom', message: MENTOR_MESSAGES.journeyRequired, path: ['journeyPaths'] });
    if (categories.length === 0)
      ctx.addIssue({ code: 'custom', message: MENTOR_MESSAGES.categoryRequired, path: ['categories'] });
    for (const slug of [...journeyPaths, ...categories]) {
      if (!SlugSchema.safeParse(slug).success)
        ctx.addIssue({ code: 'custom', message: `Unknown choice: ${slug}`, path: ['journeyPaths'] });
    }
    return {
      name: input.name,
      title: input.title,
      description: input.description,
      experience: input.experience,
      journeyPaths,
      categories,
      skills: input.skills,
      yearsOfFreedom: input.yearsOfFreedom,
      location: input.location || DEFAULT_LOCATION,
      profileImage: input.profileImage,
      serviceType: input.serviceType,
    };
  });
export type MentorProfileInput = z.input<typeof MentorProfileInputSchema>;
export type MentorProfileData = z.output<typeof MentorProfileInputSchema>;

/** `GET /api/mentor-connections`: the signed-in mentee's mentors (the Mentorship Space block). */
export type MentorConnection = {
  id: number;
  status: 'pending' | 'active' | 'ended';
  mentor: Pick<Mentor, 'id' | 'name' | 'title' | 'profileImage'>;
};
