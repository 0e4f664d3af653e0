import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Mentor } from '../../../../schema/contract/mentors.ts';
import { Avatar } from '../avatar.tsx';
import { CalendarIcon, PlaceIcon, StarIcon } from '../icons.tsx';
import {
  mentorLanguagesText,
  mentorLocation,
  ratingLabel,
  splitChips,
  upcomingSessionsLabel,
} from '../../lib/mentors/mentor-display.ts';
import type { SlugLabel } from '../../lib/api/mentor-labels.ts';

export function RatingBadge({ mentor }: { mentor: Pick<Mentor, 'rating' | 'reviewCount'> }) {
  const { i18n } = useLingui();
  const label = ratingLabel(mentor, i18n);
  if (label.isNew) {
    return (
      <span className="rounded-full bg-grass-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-grass-900">
        <span aria-hidden="true">{label.text}</span>
        <span className="sr-only">{label.spoken}</span>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-neutral-900">
      <StarIcon />
      <span aria-hidden="true">{label.text}</span>
      <span className="sr-only">{label.spoken}</span>
    </span>
  );
}

/**
 * A mentor card (spec section 2): photo or initials, name, title, location, the languages they mentor in,
 * at most 2 category chips then '+N more', the rating, and the count of upcoming sessions. The name is a button that opens the detail dialog.
 * The photo opens it too, for pointers; keyboard and screen-reader users have the name. `action` (Connect, where
 * signed-in people browse) goes at the foot of the card, `note` (why it matches) above it.
 */
export function MentorCard({
  mentor,
  categoryName,
  onOpen,
  note,
  action,
}: {
  mentor: Mentor;
  categoryName: SlugLabel;
  onOpen: (mentor: Mentor) => void;
  note?: ReactNode;
  action?: ReactNode;
}) {
  const categories = mentor.categories?.length ? mentor.categories : mentor.category ? [mentor.category] : [];
  const chips = splitChips(categories);
  const nameId = `mentor-${mentor.id}-name`;
  const { i18n, t } = useLingui();
  const languages = mentorLanguagesText(mentor, i18n);
  const moreCount = chips.moreCount;
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col rounded-2xl border border-lilac-100 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex gap-4">
        <div className="cursor-pointer" onClick={() => onOpen(mentor)}>
          <Avatar name={mentor.name} src={mentor.profileImage} />
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-snug font-bold">
            <button
              type="button"
              id={nameId}
              data-mentor-id={mentor.id}
              aria-haspopup="dialog"
              onClick={() => onOpen(mentor)}
              className="rounded text-left text-lilac-950 underline-offset-4 hover:text-lilac-700 hover:underline"
            >
              {mentor.name}
            </button>
          </h3>
          <p className="mt-0.5 text-sm text-neutral-700">{mentor.title}</p>
          <p className="mt-1 flex items-center gap-1 text-sm text-neutral-600">
            <PlaceIcon />
            <span className="sr-only">
              <Trans>Location:</Trans>{' '}
            </span>
            {mentorLocation(mentor)}
          </p>
          {languages ? <p className="mt-1 text-sm text-neutral-700">{languages}</p> : null}
        </div>
      </div>

      {categories.length > 0 ? (
        <ul aria-label={t`Categories`} className="mt-4 flex flex-wrap gap-2">
          {chips.shown.map((slug) => (
            <li key={slug} className="rounded-full bg-lilac-100 px-3 py-1 text-xs font-semibold text-lilac-900">
              {categoryName(slug)}
            </li>
          ))}
          {chips.moreCount > 0 ? (
            <li className="rounded-full border border-lilac-200 px-3 py-1 text-xs font-semibold text-lilac-800">
              <Trans>+{moreCount} more</Trans>
            </li>
          ) : null}
        </ul>
      ) : null}

      {note ? <div className="mt-3">{note}</div> : null}

      <div className="mt-auto pt-4">
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-lilac-100 pt-3 text-sm">
          <RatingBadge mentor={mentor} />
          <span className="inline-flex items-center gap-1 text-neutral-700">
            <CalendarIcon />
            {upcomingSessionsLabel(mentor.upcomingSessionCount, i18n)}
          </span>
        </div>
        {action ? <div className="mt-3 flex flex-col">{action}</div> : null}
      </div>
    </article>
  );
}

/** A grey stand-in shaped like a card while the list loads. */
export function MentorCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-2xl border border-lilac-100 bg-white p-4">
      <div className="flex gap-4">
        <div className="size-16 shrink-0 animate-pulse rounded-full bg-lilac-100" />
        <div className="flex-1 space-y-2 pt-1">
          <div className="h-5 w-3/4 animate-pulse rounded bg-lilac-100" />
          <div className="h-4 w-full animate-pulse rounded bg-lilac-50" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-lilac-50" />
        </div>
      </div>
      <div className="mt-4 flex gap-2">
        <div className="h-6 w-20 animate-pulse rounded-full bg-lilac-50" />
        <div className="h-6 w-24 animate-pulse rounded-full bg-lilac-50" />
      </div>
      <div className="mt-4 h-5 w-full animate-pulse rounded bg-lilac-50" />
    </div>
  );
}
