import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../api-client.ts';

/** `GET /api/journey-paths`, in display order, with live mentor and success-story counts. */
export function useJourneyPaths() {
  return useQuery({
    queryKey: [api['journey-paths'].$path()],
    queryFn: ({ signal }) => answerOf(api['journey-paths'].$get(undefined, { init: { signal } })),
  });
}
