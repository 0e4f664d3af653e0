import type { ReactNode } from 'react';
import { Plural } from '@lingui/react/macro';
import { journeyColour, JourneyIcon, type JourneySummary } from './journey-visuals.tsx';

/** "5 mentors · 2 success stories", when the server gave counts. */
export function JourneyCounts({ journey, className = '' }: { journey: JourneySummary; className?: string }) {
  const { mentorCount, successStoryCount } = journey;
  if (mentorCount === undefined && successStoryCount === undefined) return null;
  return (
    <p className={`flex flex-wrap gap-x-3 gap-y-1 text-sm font-semibold text-neutral-800 ${className}`}>
      {mentorCount !== undefined ? (
        <span>
          <Plural value={mentorCount} one="# mentor" other="# mentors" />
        </span>
      ) : null}
      {successStoryCount !== undefined ? (
        <span>
          <Plural value={successStoryCount} one="# success story" other="# success stories" />
        </span>
      ) : null}
    </p>
  );
}

/**
 * The frame of a journey card: colour, icon, name (the `title` slot, so the caller decides whether it is a link or
 * a button), description, counts, then the caller's actions. `relative` lets a stretched control cover the card.
 */
export function JourneyCardFrame({
  journey,
  title,
  children,
  clampDescription = true,
}: {
  journey: JourneySummary;
  title: ReactNode;
  children?: ReactNode;
  clampDescription?: boolean;
}) {
  const colour = journeyColour(journey.color);
  return (
    <article
      className={`relative flex h-full flex-col rounded-2xl border p-5 transition-shadow focus-within:shadow-md hover:shadow-md ${colour.card}`}
    >
      <span className={`inline-flex size-12 items-center justify-center rounded-xl ${colour.icon}`}>
        <JourneyIcon icon={journey.icon} />
      </span>
      <h3 className="mt-4 text-lg font-bold text-lilac-950">{title}</h3>
      <p className={`mt-2 text-neutral-800 ${clampDescription ? 'line-clamp-3' : ''}`}>{journey.description}</p>
      <JourneyCounts journey={journey} className="mt-3" />
      {children ? <div className="mt-auto pt-4">{children}</div> : null}
    </article>
  );
}

/** A skeleton shaped like a journey card. */
export function JourneyCardSkeleton() {
  return (
    <div aria-hidden="true" className="h-full rounded-2xl border border-lilac-100 bg-white p-5">
      <div className="size-12 animate-pulse rounded-xl bg-lilac-100" />
      <div className="mt-4 h-5 w-2/3 animate-pulse rounded bg-lilac-100" />
      <div className="mt-3 h-4 w-full animate-pulse rounded bg-lilac-50" />
      <div className="mt-2 h-4 w-5/6 animate-pulse rounded bg-lilac-50" />
    </div>
  );
}
