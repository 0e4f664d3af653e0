/**
 * The parts of TanStack queries the list components read. They live in lib/ because hooks here (the live chat) hand
 * them to components/, which lib/ must not import.
 */

/** The parts of a TanStack query a list needs to say where it stands. */
export interface ListQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The parts of a TanStack infinite query that "Load more" needs. */
export type NextPageQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};
