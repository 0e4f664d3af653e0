import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BUSINESS_TEMPLATE_TYPES } from '../../../../schema/contract/ai-rules.ts';
import { EmptyResults } from '../../components/list/empty-results.tsx';
import { ListState } from '../../components/list/list-state.tsx';
import { LoadMore } from '../../components/list/load-more.tsx';
import { SkeletonGrid } from '../../components/list/skeleton-grid.tsx';
import { useFocusNewItems } from '../../components/list/use-focus-new-items.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { useCategories } from '../../lib/api/categories.ts';
import { humaniseSlug } from '../../lib/mentors/mentor-display.ts';
import { useOpportunities } from './api/opportunities.ts';
import { FeaturedArticles } from './components/featured-articles.tsx';
import { OpportunityCard, OpportunityCardSkeleton } from './components/opportunity-card.tsx';
import { OpportunityFilters } from './components/opportunity-filters.tsx';
import { RefreshPanel, useRefresh } from './components/refresh-panel.tsx';
import { missingTemplateText, TREND_TONE_STYLES } from './opportunity-display.ts';
import {
  clearResourceFilters,
  hasResourceFilters,
  readResourceFilters,
  writeResourceFilters,
  type ResourceFilters,
} from './resource-filters.ts';
import { TitledSection } from '../../components/page-sections.tsx';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { resourcesCatalog } from './locales/catalog.ts';

// Its own chunk: the form kit and zod come only once the opportunities are on screen.
const TemplateGenerator = lazy(() =>
  import('../../components/template-generator/template-generator.tsx').then((m) => ({ default: m.TemplateGenerator })),
);

const gridStyle = 'grid gap-4 lg:grid-cols-2';
const SKELETON_CARDS = 4;

/** The clock the last-updated text reads: moves on every minute, so 'Just now' becomes '1 minute ago' by itself. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** `/freedom-resources`, Income Seeking Resources (spec section 2): signed-in members only (see ResourcesOnly). */
export function FreedomResourcesPage() {
  useCatalog(resourcesCatalog);
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = readResourceFilters(params);
  const filtered = hasResourceFilters(filters);
  // The address as last written: two quick choices in a row build on each other even before the router has
  // committed the first (its functional update reads the last rendered address, which would drop the first).
  const written = useRef(params);
  useEffect(() => {
    written.current = params;
  }, [params]);
  // Filters replace the history entry: Back leaves the page rather than undoing each choice.
  const setFilters = useCallback(
    (patch: Partial<ResourceFilters>) => {
      written.current = writeResourceFilters(written.current, patch);
      setParams(written.current, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  const onClear = useCallback(() => {
    written.current = clearResourceFilters(written.current);
    setParams(written.current, { replace: true, preventScrollReset: true });
  }, [setParams]);

  const categories = useCategories().data;
  const categoryName = useCallback(
    (slug: string) => categories?.find((category) => category.slug === slug)?.name ?? humaniseSlug(slug),
    [categories],
  );
  const list = useOpportunities(filters);
  const { syncing, refresh } = useRefresh();
  const now = useNow();
  const lastUpdated = list.data?.pages[0]?.lastUpdated;
  const sample = list.data?.pages[0]?.sample ?? false;

  return (
    <PageFrame
      title={t`Income Seeking Resources`}
      description={t`Trending business opportunities in South Africa and free templates to help you get started.`}
    >
      <div className="mt-4 max-w-3xl space-y-2 text-neutral-800">
        <p>
          <Trans>
            Open government tenders a small business can bid on, what South Africans are searching for, and business
            news, gathered from public sources and scored so you can see what is in demand.
          </Trans>
        </p>
        <p className="text-sm text-neutral-700">
          <Trans>
            The trend score (0 to 100) weighs search traffic, how many sources mention a topic and how recent it is:{' '}
            <span className={`inline-block rounded px-1 font-semibold whitespace-nowrap ${TREND_TONE_STYLES.green}`}>
              80 or more is high
            </span>
            ,{' '}
            <span className={`inline-block rounded px-1 font-semibold whitespace-nowrap ${TREND_TONE_STYLES.yellow}`}>
              60 to 79 medium
            </span>
            ,{' '}
            <span className={`inline-block rounded px-1 font-semibold whitespace-nowrap ${TREND_TONE_STYLES.red}`}>
              below 60 low
            </span>
            . Costs, sizes and times are estimates.
          </Trans>
        </p>
      </div>

      <div className="mt-6">
        <RefreshPanel
          lastUpdated={lastUpdated}
          sample={sample}
          unknown={list.isError && list.data === undefined}
          now={now}
          syncing={syncing}
          onRefresh={refresh}
        />
      </div>

      <div className="mt-4">
        <OpportunityFilters
          filters={filters}
          categories={categories ?? []}
          categoryName={categoryName}
          filtered={filtered}
          onChange={setFilters}
          onClear={onClear}
        />
      </div>

      <TitledSection
        id="opportunities-title"
        title={t`Trending business opportunities`}
        className="mt-8"
        titleClassName="mb-4 text-2xl font-bold text-lilac-950"
      >
        <OpportunityResults
          list={list}
          filtered={filtered}
          neverRefreshed={lastUpdated === null}
          categoryName={categoryName}
          now={now}
          syncing={syncing}
          onRefresh={refresh}
          onClear={onClear}
        />
      </TitledSection>

      <FeaturedArticles />

      <div className="mt-12">
        {/* Spec section 5: industry and target market are optional here. */}
        <Suspense fallback={null}>
          <TemplateGenerator
            id="resources-template"
            title={t`Free AI Template Generator`}
            types={BUSINESS_TEMPLATE_TYPES}
            details={['industry', 'targetMarket']}
            missingMessage={missingTemplateText(i18n)}
          />
        </Suspense>
      </div>
    </PageFrame>
  );
}

function OpportunityResults({
  list,
  filtered,
  neverRefreshed,
  categoryName,
  now,
  syncing,
  onRefresh,
  onClear,
}: {
  list: ReturnType<typeof useOpportunities>;
  filtered: boolean;
  neverRefreshed: boolean;
  categoryName: (slug: string) => string;
  now: Date;
  syncing: boolean;
  onRefresh: () => void;
  onClear: () => void;
}) {
  useCatalog(resourcesCatalog);
  const { t } = useLingui();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const count = items.length;
  const { listRef, onLoadMore } = useFocusNewItems<HTMLUListElement>(items.length, '[data-opportunity]');
  // While another filter loads, the previous cards stay on screen, dimmed.
  const updating = list.isPlaceholderData;
  const refreshButton = (
    <button type="button" onClick={onRefresh} disabled={syncing} className={`${buttonStyles.primary} mt-5`}>
      {syncing ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
    </button>
  );

  return (
    <ListState
      query={list}
      what={t`the opportunities`}
      loading={
        <SkeletonGrid count={SKELETON_CARDS} className={gridStyle} label={t`Loading opportunities…`}>
          <OpportunityCardSkeleton />
        </SkeletonGrid>
      }
      isEmpty={(data) => !updating && data.pages.every((page) => page.items.length === 0)}
      empty={
        neverRefreshed ? (
          <EmptyResults
            title={t`No opportunities yet`}
            text={t`The list has not been filled yet. Press Refresh to fetch the latest tenders, trending searches and business news.`}
          >
            {refreshButton}
          </EmptyResults>
        ) : filtered ? (
          <EmptyResults
            title={t`No opportunities match these filters`}
            text={t`Try another category, type or province, or clear the filters to see everything.`}
          >
            <button type="button" onClick={onClear} className={`${buttonStyles.primary} mt-5`}>
              <Trans>Clear filters</Trans>
            </button>
          </EmptyResults>
        ) : (
          <EmptyResults
            title={t`No open opportunities right now`}
            text={t`Nothing is open at the moment. Press Refresh to check the sources again; the list is also updated every day.`}
          >
            {refreshButton}
          </EmptyResults>
        )
      }
    >
      {() => (
        <>
          <p role="status" className="mb-4 font-semibold text-neutral-800">
            {updating ? (
              <Trans>Updating…</Trans>
            ) : list.hasNextPage ? (
              <Trans>Showing the first {count} opportunities</Trans>
            ) : (
              <Plural value={count} one="# opportunity" other="# opportunities" />
            )}
          </p>
          <ul
            ref={listRef}
            aria-busy={updating}
            className={`${gridStyle} transition-opacity ${updating ? 'opacity-60' : ''}`}
          >
            {items.map((opportunity) => (
              <li key={opportunity.id}>
                <OpportunityCard opportunity={opportunity} categoryName={categoryName} now={now} />
              </li>
            ))}
          </ul>
          {updating ? null : <LoadMore what={t`opportunities`} query={list} onLoadMore={onLoadMore} />}
        </>
      )}
    </ListState>
  );
}
