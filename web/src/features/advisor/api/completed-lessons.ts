import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompleteLessonInput } from '../../../../../schema/contract/ai.ts';
import { answerOf, api } from '../../../lib/api-client.ts';

const completedLessons = api.ai['completed-lessons'];
const completedLessonsQueryKey = [completedLessons.$path()] as const;

/** `GET /api/ai/completed-lessons`: the member's completed lesson ids, oldest first (kept in D1, so on any device). */
export function useCompletedLessons({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: completedLessonsQueryKey,
    queryFn: ({ signal }) => answerOf(completedLessons.$get(undefined, { init: { signal } })),
    enabled,
  });
}

/** `POST /api/ai/completed-lessons`: the server's answer (the whole list) becomes the cached list at once. */
export function useCompleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteLessonInput) => answerOf(completedLessons.$post({ json: input })),
    onSuccess: (completed) => queryClient.setQueryData(completedLessonsQueryKey, completed),
  });
}
