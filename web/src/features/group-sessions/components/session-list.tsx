import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Page } from '../../../../../schema/contract/pagination.ts';
import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { SessionCardSkeleton } from './session-bits.tsx';
import { LoadError, LoadMore } from '../../../components/list-states.tsx';

export const sessionGridStyle = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * A paged grid of sessions with its loading placeholders, error, empty state, a count announced to screen
 * readers, and "Load more" (which moves focus to the first new card).
 */
export function SessionList<T>({
  query,
  toSession,
  renderCard,
  empty,
  what = 'sessions',
  skeletons = 3,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  toSession: (item: T) => GroupSession;
  renderCard: (session: GroupSession) => ReactNode;
  empty: ReactNode;
  what?: string;
  skeletons?: number;
}) {
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const items = query.data?.pages.flatMap((page) => page.items.map(toSession)) ?? [];

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || items.length <= index) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll<HTMLElement>('article')[index]?.focus();
  }, [items.length]);

  if (query.isPending) {
    return (
      <>
        <Spinner label={`Loading ${what}…`} />
        <ul className={`${sessionGridStyle} mt-4`} aria-hidden="true">
          {Array.from({ length: skeletons }, (_, i) => (
            <li key={i}>
              <SessionCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }

  if (query.isError && !query.data) {
    return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  }

  if (items.length === 0) return <>{empty}</>;

  return (
    <>
      <p role="status" className="mb-4 font-semibold text-neutral-800">
        {query.hasNextPage
          ? `Showing the first ${items.length} ${what}`
          : `${items.length} ${items.length === 1 ? what.replace(/s$/, '') : what}`}
      </p>
      <ul ref={grid} className={sessionGridStyle}>
        {items.map((session) => (
          <li key={session.id}>{renderCard(session)}</li>
        ))}
      </ul>
      <LoadMore what={what} query={query} onLoadMore={() => (focusFrom.current = items.length)} />
    </>
  );
}

/** The empty state box. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-lilac-100 bg-white p-8 text-center">
      <p role="status" className="text-xl font-bold text-lilac-950">
        {title}
      </p>
      {children}
    </div>
  );
}
