import { useQuery } from '@tanstack/react-query';
import type { Category, JourneyPath } from '../../../../../schema/contract/taxonomy.ts';

export const JOURNEY_PATHS_URL = '/api/journey-paths';
export const CATEGORIES_URL = '/api/categories';

/** A list answer, whether the server sends the array itself or `{ items }`. */
function asList<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const items = (data as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
}

/** `GET /api/journey-paths` through the default read (the key is the URL, shared with every screen). */
export function useJourneyPaths() {
  return useQuery({ queryKey: [JOURNEY_PATHS_URL], select: asList<JourneyPath> });
}

/** `GET /api/categories`. */
export function useCategories() {
  return useQuery({ queryKey: [CATEGORIES_URL], select: asList<Category> });
}
