import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../schema/contract/taxonomy.ts';
import { apiJson } from '../api-client.ts';

export const CATEGORIES_URL = '/api/categories';

export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  const value = await apiJson<unknown>('GET', CATEGORIES_URL, undefined, { signal });
  return Array.isArray(value) ? (value as Category[]) : [];
}

/** `GET /api/categories`: the category filter's options and the chips' labels. */
export function useCategories() {
  return useQuery({ queryKey: [CATEGORIES_URL], queryFn: ({ signal }) => fetchCategories(signal) });
}
