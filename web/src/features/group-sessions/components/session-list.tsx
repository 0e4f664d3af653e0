import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../../../../../schema/contract/pagination.ts';
import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import { SessionCardSkeleton } from '../../../components/sessions/session-bits.tsx';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { SkeletonGrid } from '../../../components/list/skeleton-grid.tsx';
import { useFocusNewItems } from '../../../components/list/use-focus-new-items.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { groupSessionsCatalog } from '../locales/catalog.ts';

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
  skeletons = 3,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  toSession: (item: T) => GroupSession;
  renderCard: (session: GroupSession) => ReactNode;
  empty: ReactNode;
  skeletons?: number;
}) {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  const count = query.data?.pages.reduce((total, page) => total + page.items.length, 0) ?? 0;
  const { listRef, onLoadMore } = useFocusNewItems(count, 'article');

  return (
    <PagedList
      query={query}
      what={t`the sessions`}
      more={t`sessions`}
      loading={
        <SkeletonGrid count={skeletons} className={sessionGridStyle} label={t`Loading sessions…`}>
          <SessionCardSkeleton />
        </SkeletonGrid>
      }
      empty={empty}
      onLoadMore={onLoadMore}
    >
      {(items) => (
        <>
          <p role="status" className="mb-4 font-semibold text-neutral-800">
            <SessionCount shown={items.length} more={query.hasNextPage} />
          </p>
          <ul ref={listRef} className={sessionGridStyle}>
            {items.map(toSession).map((session) => (
              <li key={session.id}>{renderCard(session)}</li>
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}

/** How many sessions are on screen: all of them, or the first pages of more. */
function SessionCount({ shown, more }: { shown: number; more: boolean }) {
  useCatalog(groupSessionsCatalog);
  return more ? (
    <Trans>Showing the first {shown} sessions</Trans>
  ) : (
    <Plural value={shown} one="# session" other="# sessions" />
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
