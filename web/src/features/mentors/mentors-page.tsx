import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Mentor } from '../../../../schema/contract/mentors.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { paths } from '../../lib/paths.ts';
import { useJourneyPaths } from '../journeys/api/journey-paths.ts';
import { useCategories } from './api/categories.ts';
import { mentorListQueryOptions } from './api/mentors.ts';
import { MentorCard, MentorCardSkeleton } from './components/mentor-card.tsx';
import { MentorDetailDialog } from './components/mentor-detail-dialog.tsx';
import { MentorFiltersBar } from './components/mentor-filters-bar.tsx';
import { MentorshipSpace } from './components/mentorship-space.tsx';
import {
  clearFilters,
  hasActiveFilters,
  hasAnyFilterInput,
  readFilters,
  resultCountText,
  writeFilters,
  type MentorFilters,
} from './mentor-filters.ts';
import { useMentorLabels } from './use-mentor-labels.ts';
import { LoadError, LoadMore } from '../../components/list-states.tsx';

const SKELETON_CARDS = 6;
const gridStyle = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** `/mentors`, titled Attend Group Sessions (spec section 2, "Mentor browser"). */
export function MentorsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const filtered = hasActiveFilters(filters);

  // Filters replace the history entry: the back button leaves the page rather than undoing each keystroke.
  const setFilters = useCallback(
    (patch: Partial<MentorFilters>) =>
      setParams((previous) => writeFilters(previous, patch), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const onClear = useCallback(
    () => setParams((previous) => clearFilters(previous), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  const categories = useCategories().data ?? [];
  const journeys = useJourneyPaths().data ?? [];
  const { categoryName, journeyName } = useMentorLabels();
  const [selected, setSelected] = useState<Mentor | null>(null);

  return (
    <PageFrame
      title="Attend Group Sessions"
      description="Find a mentor who has built the kind of income you want, and join their free group sessions."
    >
      <MentorshipSpace />

      <div className="mt-8">
        <MentorFiltersBar
          filters={filters}
          categories={categories}
          journeys={journeys}
          filtered={hasAnyFilterInput(filters)}
          onChange={setFilters}
          onClear={onClear}
        />
      </div>

      <section aria-labelledby="mentor-results-title" className="mt-6">
        <h2 id="mentor-results-title" className="sr-only">
          Mentors
        </h2>
        <MentorResults filters={filters} filtered={filtered} onClear={onClear} onOpen={setSelected} />
      </section>

      <AdvisorPromo />

      <MentorDetailDialog
        mentor={selected}
        onClose={() => setSelected(null)}
        categoryName={categoryName}
        journeyName={journeyName}
      />
    </PageFrame>
  );
}

function MentorResults({
  filters,
  filtered,
  onClear,
  onOpen,
}: {
  filters: MentorFilters;
  filtered: boolean;
  onClear: () => void;
  onOpen: (mentor: Mentor) => void;
}) {
  const list = useInfiniteQuery({ ...mentorListQueryOptions(filters), placeholderData: keepPreviousData });
  const { categoryName } = useMentorLabels();
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  // After "Load more", move focus to the first new card so keyboard and screen-reader users carry on from there.
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || items.length <= index) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll<HTMLElement>('[data-mentor-id]')[index]?.focus();
  }, [items.length]);

  if (list.isPending) {
    return (
      <>
        <Spinner label="Loading mentors…" />
        <ul className={`${gridStyle} mt-4`} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i}>
              <MentorCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }

  if (list.isError && !list.data) {
    return <LoadError what="mentors" error={list.error} onRetry={() => void list.refetch()} />;
  }

  const total = list.data.pages[0]?.total ?? 0;
  const updating = list.isPlaceholderData;

  if (total === 0 && !updating) {
    return filtered ? (
      <div className="rounded-2xl border border-lilac-100 bg-white p-8 text-center">
        <p role="status" className="text-xl font-bold text-lilac-950">
          No mentors found
        </p>
        <p className="mt-2 text-neutral-700">Try another word, or fewer filters.</p>
        <button type="button" onClick={onClear} className={`${buttonStyles.primary} mt-5`}>
          Clear Filters
        </button>
      </div>
    ) : (
      <div className="rounded-2xl border border-lilac-100 bg-white p-8 text-center">
        <p role="status" className="text-xl font-bold text-lilac-950">
          No mentors available yet
        </p>
        <p className="mt-2 text-neutral-700">Have you built your own income? Be the first to host group sessions.</p>
        <Link to={paths.becomeMentor} className={`${buttonStyles.primary} mt-5`}>
          Host Group Sessions
        </Link>
      </div>
    );
  }

  return (
    <>
      <p role="status" className="mb-4 font-semibold text-neutral-800">
        {updating ? 'Searching…' : resultCountText({ total, shown: items.length, filtered })}
      </p>
      <ul ref={grid} aria-busy={updating} className={`${gridStyle} transition-opacity ${updating ? 'opacity-60' : ''}`}>
        {items.map((mentor) => (
          <li key={mentor.id}>
            <MentorCard mentor={mentor} categoryName={categoryName} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {updating ? null : <LoadMore what="mentors" query={list} onLoadMore={() => (focusFrom.current = items.length)} />}
    </>
  );
}

function AdvisorPromo() {
  return (
    <aside
      aria-labelledby="advisor-promo-title"
      className="mt-10 flex flex-col gap-4 rounded-2xl bg-lilac-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="advisor-promo-title" className="text-xl font-bold">
          Not sure where to start?
        </h2>
        <p className="mt-1 max-w-xl text-lilac-100">
          The AI Income Advisor shows opportunities in your city, short lessons of 5 to 10 minutes, and answers your
          questions.
        </p>
      </div>
      <Link
        to={paths.aiIncomeAdvisor}
        className={`${buttonStyles.premium} shrink-0 focus-visible:outline-sunshine-300`}
      >
        Try the AI Income Advisor
      </Link>
    </aside>
  );
}
