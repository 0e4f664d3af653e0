import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/**
 * The first element of every key of `GET /api/business-opportunities` (features/resources/api/opportunities.ts). An
 * admin's feed change marks them stale through `invalidateOpportunities` (a removed feed's items leave at once).
 */
export const opportunitiesQueryPrefix = api['business-opportunities'].$path();

export function invalidateOpportunities(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: [opportunitiesQueryPrefix] });
}
