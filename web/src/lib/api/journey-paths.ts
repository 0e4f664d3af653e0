import { useQuery } from '@tanstack/react-query';
import type { JourneyPath } from '../../../../schema/contract/taxonomy.ts';
import { apiJson } from '../api-client.ts';

export const JOURNEY_PATHS_URL = '/api/journey-paths';

export async function fetchJourneyPaths(signal?: AbortSignal): Promise<JourneyPath[]> {
  const value = await apiJson<unknown>('GET', JOURNEY_PATHS_URL, undefined, { signal });
  return Array.isArray(value) ? (value as JourneyPath[]) : [];
}

/** `GET /api/journey-paths`, in display order, with live mentor and success-story counts. */
export function useJourneyPaths() {
  return useQuery({ queryKey: [JOURNEY_PATHS_URL], queryFn: ({ signal }) => fetchJourneyPaths(signal) });
}
