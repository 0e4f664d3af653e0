import { answerOf, ApiError, type ApiResponse } from '../api-client.ts';
import { byId, type ItemRoute } from './read-query.ts';

// Apart from read-query.ts, which the app's first chunk carries: only the item pages (lazy screens) use this.

/**
 * `itemQuery` for the item's own page (`/events/{id}`): an unknown or private id answers null instead of failing, so
 * the page can say it is not there (and its server render answer 404). The same key, so the item's changes (a join,
 * a registration) reach the page too.
 */
export function itemPageQuery<Response extends ApiResponse>(route: ItemRoute<Response>, id: number) {
  return {
    queryKey: [route.$path(), 'one', id] as const,
    queryFn: async (context: { signal: AbortSignal }) => {
      try {
        return await answerOf(route[':id'].$get(byId(id), { init: { signal: context.signal } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
