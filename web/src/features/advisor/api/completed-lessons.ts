import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompleteLessonInput, CompletedLessons } from '../../../../../schema/contract/ai.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const COMPLETED_LESSONS_URL = '/api/ai/completed-lessons';
export const completedLessonsQueryKey = [COMPLETED_LESSONS_URL] as const;

/** `GET /api/ai/completed-lessons`: the member's completed lesson ids, oldest first (kept in D1, so on any device). */
export function useCompletedLessons({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: completedLessonsQueryKey,
    queryFn: ({ signal }) => apiJson<CompletedLessons>('GET', COMPLETED_LESSONS_URL, undefined, { signal }),
    enabled,
  });
}

/** `POST /api/ai/completed-lessons`: the server's answer (the whole list) becomes the cached list at once. */
export function useCompleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteLessonInput) => apiJson<CompletedLessons>('POST', COMPLETED_LESSONS_URL, input),
    onSuccess: (completed) => queryClient.setQueryData(completedLessonsQueryKey, completed),
  });
}
