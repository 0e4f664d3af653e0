import { useQuery } from '@tanstack/react-query';
import { RECOMMENDED_MENTORS_DEFAULT } from '../../../../../schema/contract/mentors-rules.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { recommendedMentorsQueryKey } from '../../../lib/api/mentors.ts';

/**
 * `GET /api/mentors/recommended`: the mentors that best match the member's mentee profile, as cards. Under the
 * mentor reads' key, so a Connect writes the new count into it like into every mentor list.
 */
export function useRecommendedMentors(limit = RECOMMENDED_MENTORS_DEFAULT) {
  return useQuery({
    queryKey: [...recommendedMentorsQueryKey, limit] as const,
    queryFn: ({ signal }) =>
      answerOf(api.mentors.recommended.$get({ query: { limit: String(limit) } }, { init: { signal } })),
  });
}
