import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { readQuery } from './read-query.ts';

/** `GET /api/categories`: the category filter's options and the chips' labels. */
export function useCategories() {
  return useQuery(readQuery(api.categories));
}
