import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PremiumBadge } from '../../../components/premium-badge.tsx';
import { TextCards, TitledSection } from '../../../components/page-sections.tsx';
import { buttonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { paths } from '../../../lib/paths.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { formatMeetupDay, MEETUP_CITIES, MEETUP_WHERE, upcomingMeetupDays } from '../../../lib/meetups.ts';
import { CheckIcon } from '../../../components/icons.tsx';
import { coachingCatalog } from '../locales/catalog.ts';

/**
 * The coaching page's fixed content (spec section 2): services, the free vs paid comparison, the monthly meetups
 * (dates computed) and the annual events. Words only: no invented figures.
 */

export function InfoSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="mt-14 scroll-mt-20"
      titleClassName="text-2xl font-bold tracking-tight text-lilac-950 sm:text-3xl"
    >
      {intro ? <p className="mt-2 max-w-2xl text-neutral-700">{intro}</p> : null}
      {children}
    </TitledSection>
  );
}

const SERVICES: readonly { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`One-on-one coaching calls`,
    text: msg`Focused time with a coach who has built an income of their own, on your plan and your next step.`,
  },
  {
    title: msg`Private chat with your coach`,
    text: msg`Ask questions between calls and share progress; your coach answers in coaching chat.`,
  },
  {
    title: msg`Business and pricing reviews`,
    text: msg`Feedback on your business plan, prices, proposals and pitch decks before you send them out.`,
  },
  {
    title: msg`AI business templates`,
    text: msg`Market research, business plans, pitch decks and financial projections drafted from your details.`,
  },
  {
    title: msg`Accountability`,
    text: msg`Agree on what you will do before the next call, and talk through what happened when you did it.`,
  },
  {
    title: msg`Free group sessions too`,
    text: msg`Coaching adds to free group mentorship; it never replaces it.`,
  },
];

export function CoachingServices() {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  return (
    <InfoSection id="services-title" title={t`What coaching includes`}>
      <TextCards
        items={SERVICES.map((service) => ({ title: t(service.title), text: t(service.text) }))}
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        cardClassName="rounded-2xl border border-lilac-100 bg-white p-5"
      />
    </InfoSection>
  );
}

const COMPARISON: readonly { what: MessageDescriptor; free: boolean; coaching: boolean }[] = [
  { what: msg`Group mentorship sessions`, free: true, coaching: true },
  { what: msg`Community rooms and monthly meetups`, free: true, coaching: true },
  { what: msg`Events, journeys and success stories`, free: true, coaching: true },
  { what: msg`AI Income Advisor and template generators`, free: true, coaching: true },
  { what: msg`One-on-one calls with your own coach`, free: false, coaching: true },
  { what: msg`Private chat with your coach`, free: false, coaching: true },
  { what: msg`Reviews of your plans, prices and proposals`, free: false, coaching: true },
];

function Mark({ yes }: { yes: boolean }) {
  useCatalog(coachingCatalog);
  return yes ? (
    <>
      <CheckIcon className="mx-auto size-6 text-grass-700" />
      <span className="sr-only">
        <Trans>Included</Trans>
      </span>
    </>
  ) : (
    <>
      <span aria-hidden="true" className="block text-center text-xl text-neutral-500">
        –
      </span>
      <span className="sr-only">
        <Trans>Not included</Trans>
      </span>
    </>
  );
}

export function FreeVsPaid() {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  return (
    <InfoSection
      id="compare-title"
      title={t`Free mentorship, premium coaching`}
      intro={t`Group mentorship is free, always. Coaching adds a coach of your own.`}
    >
      <div className="mt-6 overflow-hidden rounded-2xl border-2 border-lilac-100 bg-white">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">
            <Trans>What the free membership and a coaching plan include</Trans>
          </caption>
          <thead className="bg-lilac-50">
            <tr>
              <th scope="col" className="p-3 font-semibold text-lilac-950 sm:p-4">
                <span className="sr-only">
                  <Trans>Feature</Trans>
                </span>
              </th>
              <th scope="col" className="w-20 p-3 text-center font-bold text-lilac-950 sm:w-32 sm:p-4">
                <Trans>Free</Trans>
              </th>
              <th scope="col" className="w-24 p-3 text-center font-bold text-lilac-950 sm:w-36 sm:p-4">
                <span className="inline-flex flex-col items-center gap-1 sm:flex-row">
                  <Trans>Coaching</Trans>
                  <PremiumBadge />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON.map((row) => (
              <tr key={row.what.id} className="border-t border-lilac-100">
                <th scope="row" className="p-3 font-normal text-neutral-800 sm:p-4">
                  {t(row.what)}
                </th>
                <td className="p-3 sm:p-4">
                  <Mark yes={row.free} />
                </td>
                <td className="bg-sunshine-50 p-3 sm:p-4">
                  <Mark yes={row.coaching} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </InfoSection>
  );
}

export function MeetupsAndEvents({ now = new Date() }: { now?: Date }) {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  const formats = useFormats();
  const fridays = upcomingMeetupDays(now);
  const cities = MEETUP_CITIES.slice(0, -1).join(', ');
  const lastCity = MEETUP_CITIES[MEETUP_CITIES.length - 1];
  return (
    <InfoSection
      id="meetups-title"
      title={t`Meetups and annual events`}
      intro={
        <Trans>
          In person on the first Friday of every month (the Friday after, when that is a public holiday) in {cities} and{' '}
          {lastCity}. Venues and times are shared in the{' '}
          <Link to={paths.community} className={textLinkStyle}>
            community rooms
          </Link>{' '}
          the week before.
        </Trans>
      }
    >
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {fridays.map((friday) => (
          <li key={friday.date} className="rounded-2xl border border-lilac-200 bg-white p-5">
            <h3 className="text-lg font-bold text-lilac-950">
              <time dateTime={friday.date}>{formatMeetupDay(friday, formats)}</time>
            </h3>
            <ul className="mt-3 grid gap-1.5" aria-label={t`Cities`}>
              {MEETUP_CITIES.map((city) => (
                <li key={city} className="flex items-center gap-2 text-neutral-800">
                  <span aria-hidden="true" className="size-2 rounded-full bg-grass-600" />
                  {city}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-neutral-700">{t(MEETUP_WHERE)}.</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 rounded-2xl bg-lilac-900 p-5 text-white sm:flex [&_:focus-visible]:outline-sunshine-300 sm:items-center sm:justify-between sm:gap-6 sm:p-6">
        <div>
          <h3 className="text-lg font-bold">
            <Trans>Summits and workshops through the year</Trans>
          </h3>
          <p className="mt-1 text-lilac-100">
            <Trans>
              Our annual summit, workshops and networking evenings are listed with their dates and prices, free or paid,
              on the events page.
            </Trans>
          </p>
        </div>
        <Link to={paths.events} className={`${buttonStyles.premium} mt-4 shrink-0 sm:mt-0`}>
          <Trans>See upcoming events</Trans>
        </Link>
      </div>
    </InfoSection>
  );
}
