import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Category, JourneyPath } from '../../schema/contract/taxonomy.ts';
import { categories, journeyPaths, successStories } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

export const unknownCategoryMessage = (slug: string) => `Unknown category: ${slug}. Please choose one from the list.`;
export const unknownJourneyMessage = (slug: string) =>
  `Unknown journey path: ${slug}. Please choose one from the list.`;

/** `GET /api/categories`, in display order. */
export async function listCategories(db: Db): Promise<Category[]> {
  return db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/**
 * `GET /api/journey-paths`, in display order, with live counts: mentors who are active and follow the path (kept by
 * the database on the path row, journey_paths.mentor_count, where counting read a row per mentor on every path), and
 * published success stories linked to it (counted: few, by the journey index).
 */
export async function listJourneyPaths(db: Db): Promise<JourneyPath[]> {
  const publishedStories = db
    .select({ n: count() })
    .from(successStories)
    .where(and(eq(successStories.journeyPathSlug, journeyPaths.slug), eq(successStories.status, 'published')));
  const rows = await db
    .select({
      id: journeyPaths.id,
      name: journeyPaths.name,
      slug: journeyPaths.slug,
      description: journeyPaths.description,
      color: journeyPaths.color,
      icon: journeyPaths.icon,
      mentorCount: journeyPaths.mentorCount,
      successStoryCount: sql<number>`(${publishedStories})`,
    })
    .from(journeyPaths)
    .orderBy(asc(journeyPaths.sortOrder), asc(journeyPaths.id));
  return rows.map((row) => ({ ...row, successStoryCount: Number(row.successStoryCount) }));
}

/**
 * Checks that every chosen category and journey path exists (400 naming the first unknown slug) and answers the
 * categories' names in the order given. Slugs are already normalised by the contract ('freelancer' →
 * 'freelance-expert'). The foreign keys on the join tables back this up; this read only makes the message clear.
 */
export async function resolveTaxonomy(
  db: Db,
  { categorySlugs, journeySlugs }: { categorySlugs: readonly string[]; journeySlugs: readonly string[] },
): Promise<{ categoryNames: string[] }> {
  const [foundCategories, foundJourneys] = await db.batch([
    db
      .select({ slug: categories.slug, name: categories.name })
      .from(categories)
      .where(inArray(categories.slug, categorySlugs.length ? [...categorySlugs] : [''])),
    db
      .select({ slug: journeyPaths.slug })
      .from(journeyPaths)
      .where(inArray(journeyPaths.slug, journeySlugs.length ? [...journeySlugs] : [''])),
  ]);
  const names = new Map(foundCategories.map((c) => [c.slug, c.name]));
  const journeys = new Set(foundJourneys.map((j) => j.slug));
  const unknownCategory = categorySlugs.find((slug) => !names.has(slug));
  if (unknownCategory) {
    const message = unknownCategoryMessage(unknownCategory);
    throw new HttpError(400, message, [{ path: 'categories', message }]);
  }
  const unknownJourney = journeySlugs.find((slug) => !journeys.has(slug));
  if (unknownJourney) {
    const message = unknownJourneyMessage(unknownJourney);
    throw new HttpError(400, message, [{ path: 'journeyPaths', message }]);
  }
  return { categoryNames: categorySlugs.map((slug) => names.get(slug)!) };
}
