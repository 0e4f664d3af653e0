import { useQuery } from '@tanstack/react-query';
import type { SuccessStory } from '../../../../../schema/contract/stories.ts';
import { ApiError, apiJson } from '../../../lib/api-client.ts';

export const SUCCESS_STORIES_URL = '/api/success-stories';

/**
 * `GET /api/success-stories?limit=n`: the first published stories (a page `{ items, nextCursor }`; a plain list is
 * read too). An endpoint that does not exist yet (404) reads as no stories.
 */
export async function fetchSuccessStories(limit: number, signal?: AbortSignal): Promise<SuccessStory[]> {
  try {
    const value = await apiJson<unknown>('GET', `${SUCCESS_STORIES_URL}?limit=${limit}`, undefined, { signal });
    const items = Array.isArray(value) ? value : (value as { items?: unknown } | null)?.items;
    return Array.isArray(items) ? (items as SuccessStory[]).slice(0, limit) : [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function useSuccessStories(limit: number) {
  return useQuery({
    queryKey: [SUCCESS_STORIES_URL, 'first', limit] as const,
    queryFn: ({ signal }) => fetchSuccessStories(limit, signal),
  });
}
