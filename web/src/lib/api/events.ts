import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/**
 * Every read of `/api/events` (the list, one event): their keys start with its path (features/events/api). An admin
 * publishing a draft marks them stale through this.
 */
export function invalidateEvents(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: [api.events.$path()] });
}
