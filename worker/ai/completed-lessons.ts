import { asc, eq, sql } from 'drizzle-orm';
import { AI_LIMITS } from '../../schema/contract/ai.ts';
import { completedLessons } from '../../schema/db/index.ts';
import { builtStatement, rawStatement, type Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

/** The lessons a member marked complete, oldest first. */
export async function listCompletedLessons({ db, userId }: { db: Db; userId: string }): Promise<string[]> {
  const rows = await completedLessonsQuery(db, userId);
  return rows.map((row) => row.lessonId);
}

const completedLessonsQuery = (db: Db, userId: string) =>
  db
    .select({ lessonId: completedLessons.lessonId })
    .from(completedLessons)
    .where(eq(completedLessons.userId, userId))
    .orderBy(asc(completedLessons.id));

/**
 * Keeps a completed lesson. The cap and the duplicate check are one conditional insert, so concurrent requests
 * cannot pass the cap (decision 007); marking a lesson twice changes nothing. `created` says whether it was new.
 */
export async function completeLesson(input: {
  db: Db;
  userId: string;
  lessonId: string;
}): Promise<{ created: boolean; lessonIds: string[] }> {
  const { db, userId, lessonId } = input;
  const insert = sql`
    insert into completed_lessons (user_id, lesson_id)
    select ${userId}, ${lessonId}
    where (select count(*) from completed_lessons where user_id = ${userId}) < ${AI_LIMITS.completedLessons}
    on conflict (user_id, lesson_id) do nothing`;
  // The insert and the list it leaves, as ONE batch.
  const [result, list] = await db.$client.batch<{ lesson_id: string }>([
    rawStatement(db, insert),
    builtStatement(db, completedLessonsQuery(db, userId)),
  ]);
  const lessonIds = list!.results.map((row) => row.lesson_id);
  if (result!.meta.changes === 1) return { created: true, lessonIds };
  if (lessonIds.includes(lessonId)) return { created: false, lessonIds };
  throw new HttpError(
    409,
    `You have already completed ${AI_LIMITS.completedLessons} lessons, the most we keep. This one was not saved.`,
  );
}

/** The stored completions with the ones an older client still sends, each once (stored first). */
export function mergeCompletedLessons(stored: readonly string[], sent: readonly string[]): string[] {
  return [...new Set([...stored, ...sent])];
}
