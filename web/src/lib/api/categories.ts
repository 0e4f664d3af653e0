import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../api-client.ts';

/** `GET /api/categories`: the category filter's options and the chips' labels. */
export function useCategories() {
  return useQuery({
    queryKey: [api.categories.$path()],
    queryFn: ({ signal }) => answerOf(api.categories.$get(undefined, { init: { signal } })),
  });
}
