import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RECOMMENDED_MENTORS_DEFAULT } from '../../../../../schema/contract/mentors-rules.ts';
import { matchReasonText } from '../../../lib/mentors/mentor-display.ts';
import type { Mentor, MentorMatch } from '../../../../../schema/contract/mentors.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { SkeletonGrid } from '../../../components/list/skeleton-grid.tsx';
import { ConnectButton } from '../../../components/mentors/connect-button.tsx';
import { MentorCard, MentorCardSkeleton } from '../../../components/mentors/mentor-card.tsx';
import { MentorDetailDialog } from '../../../components/mentors/mentor-detail-dialog.tsx';
import { useMentorLabels } from '../../../lib/api/mentor-labels.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useRecommendedMentors } from '../api/recommended-mentors.ts';
import { onboardingCatalog } from '../locales/catalog.ts';

const gridStyle = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * What the list is: mentors who match the member, or (when none matched any answer: every answer left empty, or
 * answers no mentor shares) the best-known mentors, which the server sends then. A shared language alone is a
 * tie-break, not a match.
 */
export function matchesHeading(items: readonly MentorMatch[] | undefined): {
  text: MessageDescriptor;
  popular: boolean;
} {
  if (!items) return { text: msg`Mentors for you`, popular: false };
  const matched = items.some((mentor) => mentor.matchedOn.some((reason) => reason !== 'language'));
  const popular = !matched && items.length > 0;
  return { text: popular ? msg`Popular mentors` : msg`Mentors who match you`, popular };
}

/**
 * The mentors that match the member's short profile (the dashboard's recommendation rules), as the mentor list's
 * cards with why each matches and Connect. The open mentor is read from the list, so a Connect in the dialog shows
 * the new count at once.
 */
export function MentorMatches({ returnTo }: { returnTo: string }) {
  useCatalog(onboardingCatalog);
  const { t, i18n } = useLingui();
  const matches = useRecommendedMentors();
  const { categoryName, journeyName } = useMentorLabels();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const items = matches.data?.items ?? [];
  const selected = items.find((mentor) => mentor.id === selectedId) ?? null;
  const onOpen = (mentor: Mentor) => setSelectedId(mentor.id);

  return (
    <ListState
      query={matches}
      what={t`your matches`}
      loading={
        <SkeletonGrid count={RECOMMENDED_MENTORS_DEFAULT} className={gridStyle} label={t`Finding mentors for you…`}>
          <MentorCardSkeleton />
        </SkeletonGrid>
      }
      isEmpty={(data) => data.items.length === 0}
      empty={
        <p role="status" className="rounded-2xl border border-lilac-100 bg-white p-6 text-neutral-800">
          <Trans>No mentors are available yet. New mentors join every week: browse the mentor list soon.</Trans>
        </p>
      }
    >
      {(data) => (
        <>
          <ul aria-label={t(matchesHeading(data.items).text)} className={gridStyle}>
            {data.items.map((mentor) => {
              const why = matchReasonText(mentor.matchedOn, i18n);
              return (
                <li key={mentor.id}>
                  <MentorCard
                    mentor={mentor}
                    categoryName={categoryName}
                    onOpen={onOpen}
                    note={
                      why ? (
                        <p className="inline-block rounded-full bg-grass-100 px-2.5 py-0.5 text-xs font-semibold text-grass-900">
                          {why}
                        </p>
                      ) : null
                    }
                    action={<ConnectButton mentor={mentor} returnTo={returnTo} />}
                  />
                </li>
              );
            })}
          </ul>
          <MentorDetailDialog
            mentor={selected}
            onClose={() => setSelectedId(null)}
            categoryName={categoryName}
            journeyName={journeyName}
            connectReturnTo={returnTo}
          />
        </>
      )}
    </ListState>
  );
}
