import type { Lesson } from '../../../schema/contract/ai.ts';
import { LESSONS, type LessonEntry } from './dataset/lessons.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How many of a lesson's keywords start a word in the text ("price" matches "prices", not "apprice"). */
function scoreLesson({ lesson, text }: { lesson: LessonEntry; text: string }): number {
  return lesson.keywords.filter((keyword) => new RegExp(`\\b${escapeRegExp(keyword)}`, 'i').test(text)).length;
}

function toLesson(entry: LessonEntry): Lesson {
  return {
    id: entry.id,
    title: entry.title,
    difficulty: entry.difficulty,
    duration: `${entry.minutes} minutes`,
    content: entry.content,
    nextSteps: [...entry.nextSteps],
  };
}

/**
 * The best-matching lesson for a goal that the member has not completed; else the next general lesson they have
 * not completed; else (everything done) the first general lesson again, so the answer is never empty.
 */
export function pickLesson({ goal, completedLessons }: { goal: string; completedLessons: readonly string[] }): Lesson {
  const done = new Set(completedLessons);
  const open = LESSONS.filter((lesson) => !done.has(lesson.id));
  const best = open
    .map((lesson) => ({ lesson, score: scoreLesson({ lesson, text: goal }) }))
    .filter(({ score }) => score > 0)
    .reduce<{ lesson: LessonEntry; score: number } | undefined>(
      (top, next) => (top && top.score >= next.score ? top : next),
      undefined,
    );
  const fallback = open.find((lesson) => lesson.general) ?? open[0] ?? LESSONS.find((lesson) => lesson.general)!;
  return toLesson(best?.lesson ?? fallback);
}
