import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { readQuery } from './read-query.ts';

/** `GET /api/journey-paths`, in display order, with live mentor and success-story counts. */
export function useJourneyPaths() {
  return useQuery(readQuery(api['journey-paths']));
}
