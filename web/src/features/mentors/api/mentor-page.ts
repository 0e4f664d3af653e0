import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { itemPageQuery } from '../../../lib/api/item-page-query.ts';

/** `GET /api/mentors/{id}`: one listed mentor for their page; null for an unknown or inactive mentor. */
export function useMentorPage(id: number) {
  return useQuery(itemPageQuery(api.mentors, id));
}
