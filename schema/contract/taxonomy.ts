import * as z from 'zod/mini';
import { JOURNEY_COLORS, JOURNEY_ICONS } from './enums.ts';
import './zod-mini.ts';

/** A slug as stored for categories and journey paths. */
export const SlugSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Must be a slug such as creative-hustler.' }),
    z.maxLength(60),
  );

export * from './taxonomy-rules.ts';

/** `GET /api/journey-paths`: counts are live (active mentors, published stories). */
export type JourneyPath = {
  id: number;
  name: string;
  slug: string;
  description: string;
  color: (typeof JOURNEY_COLORS)[number];
  icon: (typeof JOURNEY_ICONS)[number];
  mentorCount: number;
  successStoryCount: number;
};

/** `GET /api/categories`. */
export type Category = { id: number; slug: string; name: string };

/** `GET /api/stats/users`. */
export type UserStats = { users: number };
