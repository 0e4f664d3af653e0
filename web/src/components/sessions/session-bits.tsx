import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Badge } from '../badge.tsx';
import type { GroupSession } from '../../../../schema/contract/sessions.ts';
import type { SessionStatus } from '../../../../schema/contract/sessions-rules.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { CalendarIcon, ClockIcon as Clock, PeopleIcon as People, PlaceIcon as Place } from '../icons.tsx';
import { textLinkStyle } from '../ui/styles.ts';
import { sessionsCatalog } from './locales/catalog.ts';
import { useFormats } from '../../lib/i18n/use-formats.ts';

/** Small pieces every session card shares (group sessions page, calendar grid, dashboard). */

const statusStyles: Record<SessionStatus, string> = {
  scheduled: 'bg-grass-100 text-grass-900',
  completed: 'bg-neutral-200 text-neutral-800',
  cancelled: 'bg-red-100 text-red-900',
};
const statusLabels: Record<SessionStatus, MessageDescriptor> = {
  scheduled: msg`Scheduled`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  useCatalog(sessionsCatalog);
  const { t } = useLingui();
  return (
    <Badge size="small" colors={statusStyles[status]} className="tracking-wide">
      <span className="sr-only">
        <Trans>Status:</Trans>{' '}
      </span>
      {t(statusLabels[status])}
    </Badge>
  );
}

export function CategoryChip({ category }: { category: string | null }) {
  useCatalog(sessionsCatalog);
  if (!category) return null;
  return (
    <span className="w-fit rounded-full bg-lilac-100 px-2.5 py-0.5 text-xs font-semibold text-lilac-900">
      <span className="sr-only">
        <Trans>Category:</Trans>{' '}
      </span>
      {category}
    </span>
  );
}

/** The session facts' icons (event cards use them too): a touch lower than the text, in the brand colour. */
const iconClass = 'mt-0.5 size-4 shrink-0 text-lilac-700';
export const CalendarDayIcon = () => <CalendarIcon className={iconClass} />;
export const PlaceIcon = () => <Place className={iconClass} />;

export const ClockIcon = () => <Clock className={iconClass} />;
export const PeopleIcon = () => <People className={iconClass} />;

/**
 * The card of one session or event in a list, named by its title: focusable (Load more moves the focus to the first
 * new card) and framed when `highlighted` (the one a share link opened). `top` goes above the title.
 */
export function SeatCard({
  title,
  highlighted,
  top,
  children,
}: {
  title: string;
  highlighted: boolean;
  top: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`flex h-full flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm outline-none focus-visible:ring-4 focus-visible:ring-lilac-300 ${highlighted ? 'border-2 border-lilac-700' : 'border-lilac-100'}`}
    >
      {top}
      <h3 id={titleId} className="text-lg leading-snug font-bold text-lilac-950">
        {title}
      </h3>
      {children}
    </article>
  );
}

/** One line of a session's or an event's facts: its icon, and its label for screen readers only. */
export function IconFact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="sr-only">{label}</dt>
      {icon}
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Date, time with the duration in minutes, place and seats, as a description list. Times are Johannesburg time
 * whatever the phone is set to, so the zone is said once at the time.
 */
export function SessionFacts({
  session,
  showPlace = true,
}: {
  session: Pick<
    GroupSession,
    'scheduledAt' | 'endsAt' | 'duration' | 'location' | 'currentParticipants' | 'maxParticipants'
  >;
  showPlace?: boolean;
}) {
  useCatalog(sessionsCatalog);
  const formats = useFormats();
  const { t } = useLingui();
  const timeRange = formats.timeRange(session.scheduledAt, session.endsAt);
  const minutes = session.duration;
  const duration = t`${plural(minutes, { one: '# minute', other: '# minutes' })}`;
  const participants = session.currentParticipants;
  const maxParticipants = session.maxParticipants;
  return (
    <dl className="grid gap-1.5 text-sm text-neutral-800">
      <IconFact label={t`Date`} icon={<CalendarDayIcon />}>
        <time dateTime={session.scheduledAt}>{formats.date(session.scheduledAt)}</time>
      </IconFact>
      <IconFact label={t`Time`} icon={<ClockIcon />}>
        <Trans>
          {timeRange} SAST ({duration})
        </Trans>
      </IconFact>
      {showPlace && session.location ? (
        <IconFact label={t`Where`} icon={<PlaceIcon />}>
          {session.location}
        </IconFact>
      ) : null}
      <IconFact label={t`Seats`} icon={<PeopleIcon />}>
        <Trans>
          {participants} / {maxParticipants} participants
        </Trans>
      </IconFact>
    </dl>
  );
}

/** A grey stand-in shaped like a session card while a list loads. */
export function SessionCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col gap-3 rounded-2xl border border-lilac-100 bg-white p-4">
      <div className="h-5 w-24 animate-pulse rounded-full bg-lilac-100" />
      <div className="h-6 w-3/4 animate-pulse rounded bg-lilac-100" />
      <div className="h-4 w-full animate-pulse rounded bg-lilac-50" />
      <div className="h-4 w-2/3 animate-pulse rounded bg-lilac-50" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-lilac-50" />
      <div className="mt-auto h-11 w-28 animate-pulse rounded-lg bg-lilac-100" />
    </div>
  );
}

/** "Join Meeting": the session's video link, opened in a new tab, named for screen readers. */
export function MeetingLink({ url, title }: { url: string; title: string }) {
  useCatalog(sessionsCatalog);
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={`${textLinkStyle} min-h-11 content-center`}>
      <Trans>Join Meeting</Trans>
      <span className="sr-only">
        : <Trans>{title} (opens the video meeting)</Trans>
      </span>
    </a>
  );
}
