import { msg, ph } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { JourneyPath } from '../../../../schema/contract/taxonomy.ts';
import { ButtonLinks, type ButtonLink } from '../../components/button-links.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { buttonStyles, textLinkStyle } from '../../components/ui/styles.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { paths } from '../../lib/paths.ts';
import { useJourneyPaths } from '../../lib/api/journey-paths.ts';
import { JourneyCardFrame, JourneyCardSkeleton } from '../../components/journeys/journey-card.tsx';
import { journeyColour, JourneyIcon, journeyMentorsPath } from '../../components/journeys/journey-visuals.tsx';
import { ListState } from '../../components/list/list-state.tsx';
import { SkeletonGrid } from '../../components/list/skeleton-grid.tsx';
import { TitledSection } from '../../components/page-sections.tsx';
import { journeysCatalog } from './locales/catalog.ts';

/** Past every journey: the whole mentor list, or hosting. */
const NEXT_STEP_LINKS = [
  { to: paths.mentors, label: msg`Browse all mentors` },
  { to: paths.becomeMentor, label: msg`Host Group Sessions` },
] as const;

const gridStyle = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** `/journeys` (spec section 2): a card per path linking to its mentors, a detail panel on click. */
export function JourneysPage() {
  useCatalog(journeysCatalog);
  const { t } = useLingui();
  const nextStepLinks: ButtonLink[] = NEXT_STEP_LINKS.map((link) => ({ ...link, label: t(link.label) }));
  const journeys = useJourneyPaths();
  const [selected, setSelected] = useState<JourneyPath | null>(null);

  return (
    <PageFrame
      title={t`Journeys`}
      description={t`Guided paths to an income, each with mentors who have walked it and sessions to help you start.`}
    >
      <TitledSection id="journey-list-title" title={t`All journeys`} className="mt-8" titleClassName="sr-only">
        <ListState
          query={journeys}
          what={t`the journeys`}
          loading={
            <SkeletonGrid count={6} className={gridStyle} label={t`Loading journeys…`}>
              <JourneyCardSkeleton />
            </SkeletonGrid>
          }
          isEmpty={(list) => list.length === 0}
          empty={
            <div className="rounded-2xl border border-lilac-100 p-8 text-center">
              <p className="text-xl font-bold text-lilac-950">
                <Trans>No journeys yet</Trans>
              </p>
              <p className="mt-2 text-neutral-700">
                <Trans>In the meantime, every mentor is one tap away.</Trans>
              </p>
              <Link to={paths.mentors} className={`${buttonStyles.primary} mt-5`}>
                <Trans>Browse all mentors</Trans>
              </Link>
            </div>
          }
        >
          {(list) => (
            <ul className={gridStyle}>
              {list.map((journey) => (
                <li key={journey.slug}>
                  <JourneyCardFrame
                    journey={journey}
                    title={
                      // Stretched over the card: a tap anywhere on it opens the detail panel.
                      <button
                        type="button"
                        aria-haspopup="dialog"
                        onClick={() => setSelected(journey)}
                        className="rounded text-left underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:underline"
                      >
                        {journey.name}
                      </button>
                    }
                  >
                    <Link
                      to={journeyMentorsPath(journey.slug)}
                      className={`${textLinkStyle} relative inline-flex min-h-11 items-center`}
                    >
                      <Trans>
                        Find mentors<span className="sr-only"> for {ph({ journeyName: journey.name })}</span>
                      </Trans>
                      <span aria-hidden="true">&nbsp;→</span>
                    </Link>
                  </JourneyCardFrame>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </TitledSection>

      <section
        aria-labelledby="journey-next-title"
        className="mt-10 grid gap-4 rounded-2xl bg-lilac-50 p-6 sm:grid-cols-[1fr_auto] sm:items-center"
      >
        <div>
          <h2 id="journey-next-title" className="text-xl font-bold text-lilac-950">
            <Trans>Ready to take the next step?</Trans>
          </h2>
          <p className="mt-1 text-neutral-800">
            <Trans>Browse every mentor, or share the road you have walked by hosting free group sessions.</Trans>
          </p>
        </div>
        <ButtonLinks links={nextStepLinks} />
      </section>

      <JourneyDetailDialog journey={selected} onClose={() => setSelected(null)} />
    </PageFrame>
  );
}

function JourneyDetailDialog({ journey, onClose }: { journey: JourneyPath | null; onClose: () => void }) {
  useCatalog(journeysCatalog);
  const mentorCount = journey?.mentorCount ?? 0;
  return (
    <Dialog open={journey !== null} onOpenChange={(open) => !open && onClose()}>
      {journey ? (
        <DialogContent>
          <span
            className={`inline-flex size-14 items-center justify-center rounded-xl ${journeyColour(journey.color).icon}`}
          >
            <JourneyIcon icon={journey.icon} className="size-7" />
          </span>
          <DialogTitle className="mt-4">{journey.name}</DialogTitle>
          <DialogDescription className="mt-2 text-lg">{journey.description}</DialogDescription>
          <dl className="mt-5 grid grid-cols-2 gap-3">
            <div className="flex flex-col justify-between gap-1 rounded-xl bg-lilac-50 p-3">
              <dt className="text-sm text-neutral-700">
                <Trans>Mentors on this journey</Trans>
              </dt>
              <dd className="text-2xl font-bold text-lilac-950">{journey.mentorCount}</dd>
            </div>
            <div className="flex flex-col justify-between gap-1 rounded-xl bg-lilac-50 p-3">
              <dt className="text-sm text-neutral-700">
                <Trans>Success stories</Trans>
              </dt>
              <dd className="text-2xl font-bold text-lilac-950">{journey.successStoryCount}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-col gap-3">
            <Link to={journeyMentorsPath(journey.slug)} className={buttonStyles.primary}>
              {mentorCount > 0 ? (
                <Plural value={mentorCount} one="Meet the mentor" other="Meet the # mentors" />
              ) : (
                <Trans>Find mentors</Trans>
              )}
            </Link>
            {journey.successStoryCount > 0 ? (
              <Link to={paths.successStories} className={buttonStyles.outline}>
                <Trans>Read success stories</Trans>
              </Link>
            ) : null}
            <Link to={paths.becomeMentor} className={`${textLinkStyle} self-center py-2`}>
              <Trans>Walked this path? Host Group Sessions</Trans>
            </Link>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
