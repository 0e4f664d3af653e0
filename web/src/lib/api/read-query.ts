import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { answerOf, type ApiResponse } from '../api-client.ts';

/** A route of `api` whose GET takes nothing: no path parameters, no query string (`api.categories`). */
interface PlainGetRoute<Response extends ApiResponse> {
  $path: () => string;
  $get: (input: undefined, options: { init: { signal: AbortSignal } }) => Promise<Response>;
}

/** What a call to a route that names one item (`…/:id`) passes. */
export const byId = (id: number) => ({ param: { id: String(id) } });

/**
 * The query of a GET that takes nothing: the route's path is its key (one key per endpoint), the answer its data.
 * `useQuery(readQuery(api.categories))`; `readQuery(route).queryKey` is the key to invalidate or write.
 */
export function readQuery<Response extends ApiResponse>(route: PlainGetRoute<Response>) {
  return {
    queryKey: [route.$path()] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => answerOf(route.$get(undefined, { init: { signal } })),
  };
}

/** A route of `api` with a GET of one item by its id under it (`api.events`: `GET /api/events/{id}`). */
export interface ItemRoute<Response extends ApiResponse> {
  $path: () => string;
  ':id': {
    $get: (input: { param: { id: string } }, options: { init: { signal: AbortSignal } }) => Promise<Response>;
  };
}

/**
 * The query of one item, `GET {path}/{id}`. Its key starts with the list's path (`[path, 'one', id]`), so one
 * invalidation of the path reaches the lists and the single reads.
 */
export function itemQuery<Response extends ApiResponse>(route: ItemRoute<Response>, id: number) {
  return queryOptions({
    queryKey: [route.$path(), 'one', id] as const,
    queryFn: ({ signal }) => answerOf(route[':id'].$get(byId(id), { init: { signal } })),
  });
}

/**
 * The query of a list read page by page (`{ items, nextCursor }` each): `read` gets the cursor of the page to read
 * (none for the first); there is a next page while the last one names a cursor.
 */
export function pagedQuery<Page extends { nextCursor: string | null }, Key extends QueryKey>(
  queryKey: Key,
  read: (cursor: string | undefined, signal: AbortSignal) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => read(pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => last.nextCursor,
  });
}

/**
 * A change whose answer is the new data of a read (`PUT` preferences, say): the answer is written into that read's
 * cache, so nothing is read again.
 */
export function useMutationInto<Input, Data>(
  query: { queryKey: QueryKey },
  mutationFn: (input: Input) => Promise<Data>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (data) => queryClient.setQueryData(query.queryKey, data) });
}
