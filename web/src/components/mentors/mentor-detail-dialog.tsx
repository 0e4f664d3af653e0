import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { Badge } from '../badge.tsx';
import { Link } from 'react-router';
import type { Mentor } from '../../../../schema/contract/mentors.ts';
import { Avatar } from '../avatar.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';
import { buttonStyles } from '../ui/styles.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { languageNames } from '../../../../schema/contract/languages-rules.ts';
import {
  mentorLocation,
  mentorSessionsPath,
  serviceTypeLabel,
  upcomingSessionsLabel,
} from '../../lib/mentors/mentor-display.ts';
import { promptSignIn, SIGN_IN_PROMPTS } from '../../lib/auth/sign-in-prompt.ts';
import type { SlugLabel } from '../../lib/api/mentor-labels.ts';
import { CalendarIcon, PlaceIcon } from '../icons.tsx';
import { ConnectButton } from './connect-button.tsx';
import { RatingBadge } from './mentor-card.tsx';

function Section({ title, heading: Heading, children }: { title: string; heading: 'h2' | 'h3'; children: ReactNode }) {
  return (
    <section className="mt-5">
      <Heading className="text-sm font-bold tracking-wide text-lilac-800 uppercase">{title}</Heading>
      <div className="mt-1.5">{children}</div>
    </section>
  );
}

function ChipList({ label, items }: { label: string; items: string[] }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-lilac-100 px-3 py-1 text-sm font-medium text-lilac-900">
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * Everything about one mentor (spec section 2: the detail dialog opened from a card's photo or name), with
 * Connect (decision 014) and a "View sessions" link to their group sessions. Visitors get the sign-in prompt
 * instead of the sessions page, and instead of connecting (then come back to `connectReturnTo`, the mentor list
 * by default).
 */
interface MentorDetailProps {
  mentor: Mentor | null;
  onClose: () => void;
  categoryName: SlugLabel;
  journeyName: SlugLabel;
  connectReturnTo?: string;
}

export function MentorDetailDialog(props: MentorDetailProps) {
  const { mentor } = props;
  return (
    <Dialog open={mentor !== null} onOpenChange={(open) => !open && props.onClose()}>
      {mentor ? (
        // Without a description Radix must be told there is none (else it warns).
        <DialogContent size="lg" {...(mentor.description ? {} : { 'aria-describedby': undefined })}>
          <MentorDetails {...props} mentor={mentor} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The dialog's title and description elements (Radix names the dialog by them), or a page's own. */
const DIALOG_PARTS = { Title: DialogTitle, Description: DialogDescription };
const PAGE_PARTS = {
  Title: ({ children }: { children: ReactNode }) => (
    <h1 className="text-3xl font-bold tracking-tight text-lilac-950">{children}</h1>
  ),
  Description: ({ children, className }: { children: ReactNode; className: string }) => (
    <p className={`text-neutral-800 ${className}`}>{children}</p>
  ),
};

/**
 * The details themselves: in the dialog, or as the mentor's own page (`asPage`: `/mentors/{id}`, with an h1 and the
 * actions in the page's flow instead of a sheet's sticky foot).
 */
export function MentorDetails({
  mentor,
  onClose,
  categoryName,
  journeyName,
  connectReturnTo = paths.mentors,
  asPage = false,
}: Omit<MentorDetailProps, 'mentor'> & { mentor: Mentor; asPage?: boolean }) {
  const { isSignedIn } = useCurrentUser();
  const { i18n, t } = useLingui();
  const { Title, Description } = asPage ? PAGE_PARTS : DIALOG_PARTS;
  // Under the page's h1, or the dialog's title (an h2).
  const heading = asPage ? 'h2' : 'h3';
  const sessionsPath = mentorSessionsPath(mentor.id);
  const yearsOfFreedom = mentor.yearsOfFreedom ?? 0;
  const menteeCount = mentor.menteeCount ?? 0;
  const languages = languageNames(mentor.languages ?? []);
  const categories = mentor.categories?.length ? mentor.categories : mentor.category ? [mentor.category] : [];
  const journeys = mentor.journeyPaths?.length
    ? mentor.journeyPaths
    : (mentor.journeyPath ?? '')
        .split(',')
        .map((slug) => slug.trim())
        .filter(Boolean);
  const onViewSessions = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isSignedIn) return;
    event.preventDefault();
    promptSignIn(SIGN_IN_PROMPTS.mentors, sessionsPath);
    // Out of the way, so the sign-in message is seen (on phones the sheet would cover it).
    onClose();
  };

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={mentor.name} src={mentor.profileImage} size="lg" />
        <div className="min-w-0">
          <Title>{mentor.name}</Title>
          <p className="mt-1 text-neutral-800">{mentor.title}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700">
            <span className="inline-flex items-center gap-1">
              <PlaceIcon />
              <span className="sr-only">
                <Trans>Location:</Trans>{' '}
              </span>
              {mentorLocation(mentor)}
            </span>
            <Badge
              size="small"
              colors={mentor.isActive ? 'bg-grass-100 text-grass-900' : 'bg-neutral-200 text-neutral-800'}
            >
              {mentor.isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
            </Badge>
          </p>
        </div>
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div className="rounded-xl bg-lilac-50 p-3">
          <dt className="text-neutral-700">
            <Trans>Rating</Trans>
          </dt>
          <dd className="mt-1">
            <RatingBadge mentor={mentor} />
          </dd>
        </div>
        <div className="rounded-xl bg-lilac-50 p-3">
          <dt className="text-neutral-700">
            <Trans>Sessions</Trans>
          </dt>
          <dd className="mt-1 font-semibold">{upcomingSessionsLabel(mentor.upcomingSessionCount, i18n)}</dd>
        </div>
        <div className="rounded-xl bg-lilac-50 p-3">
          <dt className="text-neutral-700">
            <Trans>Own income for</Trans>
          </dt>
          <dd className="mt-1 font-semibold">
            <Plural value={yearsOfFreedom} one="# year" other="# years" />
          </dd>
        </div>
        <div className="rounded-xl bg-lilac-50 p-3">
          <dt className="text-neutral-700">
            <Trans>Mentored</Trans>
          </dt>
          <dd className="mt-1 font-semibold">
            <Plural value={menteeCount} one="# person" other="# people" />
          </dd>
        </div>
      </dl>

      {mentor.description ? (
        <Section heading={heading} title={t`About`}>
          <Description className="whitespace-pre-line">{mentor.description}</Description>
        </Section>
      ) : null}
      {mentor.experience ? (
        <Section heading={heading} title={t`Experience`}>
          <p className="whitespace-pre-line text-neutral-800">{mentor.experience}</p>
        </Section>
      ) : null}
      <Section heading={heading} title={t`How they help`}>
        <p className="text-neutral-800">{serviceTypeLabel(mentor.serviceType, i18n)}</p>
      </Section>
      {languages ? (
        <Section heading={heading} title={t`Languages`}>
          <p className="text-neutral-800">{languages}</p>
        </Section>
      ) : null}
      {mentor.skills?.length ? (
        <Section heading={heading} title={t`Skills`}>
          <ChipList label={t`Skills`} items={mentor.skills} />
        </Section>
      ) : null}
      {categories.length ? (
        <Section heading={heading} title={t`Categories`}>
          <ChipList label={t`Categories`} items={categories.map(categoryName)} />
        </Section>
      ) : null}
      {journeys.length ? (
        <Section heading={heading} title={t`Journeys`}>
          <ChipList label={t`Journeys`} items={journeys.map(journeyName)} />
        </Section>
      ) : null}

      {/* On phones the actions stay in reach at the bottom of the sheet while the details scroll. */}
      <div
        className={
          asPage
            ? 'mt-6 flex flex-col gap-3 sm:flex-row'
            : 'sticky -bottom-8 -mx-5 mt-6 -mb-8 flex flex-col gap-3 border-t border-lilac-100 bg-white px-5 pt-3 pb-6 sm:static sm:mx-0 sm:mb-0 sm:flex-row sm:border-0 sm:p-0'
        }
      >
        <ConnectButton mentor={mentor} returnTo={connectReturnTo} onPromptSignIn={onClose} />
        <Link to={sessionsPath} onClick={onViewSessions} className={buttonStyles.primary}>
          <CalendarIcon />
          <Trans>View sessions</Trans>
        </Link>
        {mentor.isCoach || mentor.serviceType !== 'mentorship' ? (
          <Link
            to={`${paths.coaching}?coach=${encodeURIComponent(String(mentor.id))}`}
            className={buttonStyles.outline}
          >
            <Trans>One-on-one coaching</Trans>
          </Link>
        ) : null}
      </div>
    </>
  );
}
