import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AI_MESSAGES, MENTOR_BROWSER_TEMPLATE_TYPES } from '../../../../schema/contract/ai-rules.ts';
import type { Mentor } from '../../../../schema/contract/mentors.ts';
import { EmptyResults } from '../../components/list/empty-results.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { paths } from '../../lib/paths.ts';
import { useJourneyPaths } from '../../lib/api/journey-paths.ts';
import { useCategories } from '../../lib/api/categories.ts';
import { MentorCard, MentorCardSkeleton } from '../../components/mentors/mentor-card.tsx';
import { ConnectButton } from '../../components/mentors/connect-button.tsx';
import { MentorDetailDialog } from '../../components/mentors/mentor-detail-dialog.tsx';
import { MentorFiltersBar } from './components/mentor-filters-bar.tsx';
import { MentorshipSpace } from './components/mentorship-space.tsx';
import {
  clearFilters,
  hasActiveFilters,
  hasAnyFilterInput,
  readFilters,
  writeFilters,
  type MentorFilters,
} from '../../lib/mentors/mentor-filters.ts';
import { useMentorLabels } from '../../lib/api/mentor-labels.ts';
import { ListState } from '../../components/list/list-state.tsx';
import { LoadMore } from '../../components/list/load-more.tsx';
import { SkeletonGrid } from '../../components/list/skeleton-grid.tsx';
import { useFocusNewItems } from '../../components/list/use-focus-new-items.ts';
import { useMentorList } from './api/mentor-list.ts';
import { countLine } from './count-line.ts';
import { TitledSection } from '../../components/page-sections.tsx';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { mentorsCatalog } from './locales/catalog.ts';

// Its own chunk: the form kit and zod come only once the mentor list is on screen. A code-split component, so that a
// page rendered on the server names its chunk and the browser has it before hydrating.
const TemplateGenerator = lazyComponent('TemplateGenerator', () =>
  import('../../components/template-generator/template-generator.tsx').then((m) => m.TemplateGenerator),
);

const SKELETON_CARDS = 6;
const gridStyle = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** `/mentors`, titled Attend Group Sessions (spec section 2, "Mentor browser"). */
export function MentorsPage() {
  useCatalog(mentorsCatalog);
  const { t } = useLingui();
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

  return (
    <PageFrame
      title={t`Attend Group Sessions`}
      description={t`Find a mentor who has built the kind of income you want, and join their free group sessions.`}
    >
      {/* Search and filters come first, on a phone too: finding a mentor is what the page is for. Members' own
          mentors and the template generator follow the results. */}
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

      <TitledSection id="mentor-results-title" title={t`Mentors`} className="mt-6" titleClassName="sr-only">
        <MentorResults search={params} filtered={filtered} onClear={onClear} />
      </TitledSection>

      <MentorshipSpace />

      <div className="mt-10">
        <Suspense fallback={null}>
          <TemplateGenerator
            id="mentor-template"
            title={t`AI Template Generator`}
            types={MENTOR_BROWSER_TEMPLATE_TYPES}
            details={['industry', 'targetMarket']}
            missingMessage={AI_MESSAGES.missingTemplateMentors}
            preview
            disableUntilReady
          />
        </Suspense>
      </div>

      <AdvisorPromo />
    </PageFrame>
  );
}

function MentorResults({
  search,
  filtered,
  onClear,
}: {
  search: URLSearchParams;
  filtered: boolean;
  onClear: () => void;
}) {
  useCatalog(mentorsCatalog);
  const { t, i18n } = useLingui();
  const list = useMentorList(search);
  const { categoryName, journeyName } = useMentorLabels();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  // The open mentor is read from the list, so a Connect in the dialog shows the new count at once.
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = items.find((mentor) => mentor.id === selectedId) ?? null;
  const onOpen = (mentor: Mentor) => setSelectedId(mentor.id);
  const { listRef, onLoadMore } = useFocusNewItems<HTMLUListElement>(items.length, '[data-mentor-id]');
  // While another filter loads, the previous cards stay on screen, dimmed.
  const updating = list.isPlaceholderData;

  return (
    <ListState
      query={list}
      what={t`the mentors`}
      loading={
        <SkeletonGrid count={SKELETON_CARDS} className={gridStyle} label={t`Loading mentors…`}>
          <MentorCardSkeleton />
        </SkeletonGrid>
      }
      isEmpty={(data) => !updating && (data.pages[0]?.total ?? 0) === 0}
      empty={
        filtered ? (
          <EmptyResults title={t`No mentors found`} text={t`Try another word, or fewer filters.`}>
            <button type="button" onClick={onClear} className={`${buttonStyles.primary} mt-5`}>
              <Trans>Clear Filters</Trans>
            </button>
          </EmptyResults>
        ) : (
          <EmptyResults
            title={t`No mentors available yet`}
            text={t`Have you built your own income? Be the first to host group sessions.`}
          >
            <Link to={paths.becomeMentor} className={`${buttonStyles.primary} mt-5`}>
              <Trans>Host Group Sessions</Trans>
            </Link>
          </EmptyResults>
        )
      }
    >
      {(data) => (
        <>
          <p role="status" className="mb-4 font-semibold text-neutral-800">
            {updating
              ? t`Searching…`
              : countLine({ first: data.pages[0], shown: items.length, more: list.hasNextPage, filtered }, i18n)}
          </p>
          <ul
            ref={listRef}
            aria-busy={updating}
            className={`${gridStyle} transition-opacity ${updating ? 'opacity-60' : ''}`}
          >
            {items.map((mentor) => (
              <li key={mentor.id}>
                <MentorCard
                  mentor={mentor}
                  categoryName={categoryName}
                  onOpen={onOpen}
                  action={<ConnectButton mentor={mentor} returnTo={paths.mentors} />}
                />
              </li>
            ))}
          </ul>
          {updating ? null : <LoadMore what={t`mentors`} query={list} onLoadMore={onLoadMore} />}
          <MentorDetailDialog
            mentor={selected}
            onClose={() => setSelectedId(null)}
            categoryName={categoryName}
            journeyName={journeyName}
          />
        </>
      )}
    </ListState>
  );
}

function AdvisorPromo() {
  useCatalog(mentorsCatalog);
  return (
    <aside
      aria-labelledby="advisor-promo-title"
      className="mt-10 flex flex-col gap-4 rounded-2xl bg-lilac-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="advisor-promo-title" className="text-xl font-bold">
          <Trans>Not sure where to start?</Trans>
        </h2>
        <p className="mt-1 max-w-xl text-lilac-100">
          <Trans>
            The AI Income Advisor shows opportunities in your city, short lessons of 5 to 10 minutes, and answers your
            questions.
          </Trans>
        </p>
      </div>
      <Link
        to={paths.aiIncomeAdvisor}
        className={`${buttonStyles.premium} shrink-0 focus-visible:outline-sunshine-300`}
      >
        <Trans>Try the AI Income Advisor</Trans>
      </Link>
    </aside>
  );
}
