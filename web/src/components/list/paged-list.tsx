import type { ReactNode } from 'react';
import type { ListQuery, NextPageQuery } from '../../lib/list-query.ts';
import { ListState } from './list-state.tsx';
import { LoadMore } from './load-more.tsx';

/** The pages of a cursor-paged endpoint (`{ items, nextCursor }` each), as an infinite query holds them. */
export type PagedData<Item> = { pages: readonly { items: readonly Item[] }[] };

/**
 * A list read page by page: `ListState` over every item loaded so far (empty when no page has any), then
 * `LoadMore`. `children` gets the items in the order the pages came.
 */
export function PagedList<Item>({
  query,
  what,
  more = what,
  moreLabel,
  empty,
  loading,
  onLoadMore,
  children,
}: {
  query: ListQuery<PagedData<Item>> & NextPageQuery;
  /** As for `ListState`: "We could not load {what}." */
  what: string;
  /** As for `LoadMore`: "More {more} could not be loaded." (default: `what`). */
  more?: string;
  /** As for `LoadMore`'s `label`: the button's words where the list says what "more" is. */
  moreLabel?: string;
  empty: ReactNode;
  loading?: ReactNode;
  /** As for `LoadMore`: runs before the next page is asked for (e.g. `useFocusNewItems`'s). */
  onLoadMore?: () => void;
  children: (items: Item[]) => ReactNode;
}) {
  return (
    <ListState
      query={query}
      what={what}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={empty}
      loading={loading}
    >
      {(data) => (
        <>
          {children(data.pages.flatMap((page) => page.items))}
          <LoadMore what={more} query={query} onLoadMore={onLoadMore} label={moreLabel} />
        </>
      )}
    </ListState>
  );
}
