import { useQuery } from '@tanstack/react-query';
import type { CompleteLessonInput } from '../../../../../schema/contract/ai.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { readQuery, useMutationInto } from '../../../lib/api/read-query.ts';

const completedLessons = api.ai['completed-lessons'];
const completedLessonsQuery = readQuery(completedLessons);

/** `GET /api/ai/completed-lessons`: the member's completed lesson ids, oldest first (kept in D1, so on any device). */
export function useCompletedLessons({ enabled }: { enabled: boolean }) {
  return useQuery({ ...completedLessonsQuery, enabled });
}

/** `POST /api/ai/completed-lessons`: the server's answer (the whole list) becomes the cached list at once. */
export function useCompleteLesson() {
  return useMutationInto(completedLessonsQuery, (input: CompleteLessonInput) =>
    answerOf(completedLessons.$post({ json: input })),
  );
}
