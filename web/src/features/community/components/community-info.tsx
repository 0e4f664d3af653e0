import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TitledSection } from '../../../components/page-sections.tsx';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { formatMeetupDay, MEETUP_CITIES, MEETUP_WHERE, upcomingMeetupDays } from '../../../lib/meetups.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { communityCatalog } from '../locales/catalog.ts';
import { CommunityVideos } from './community-videos.tsx';

const RESOURCES = [
  {
    name: 'National Youth Development Agency (NYDA)',
    href: 'https://www.nyda.gov.za',
    what: msg`Grants, mentorship and business support for young South Africans.`,
  },
  {
    name: 'Small Enterprise Development and Finance Agency (sedfa)',
    href: 'https://www.sedfa.org.za',
    what: msg`Finance and development support for small businesses.`,
  },
  {
    name: 'SA Youth',
    href: 'https://sayouth.mobi',
    what: msg`Zero-rated job and learning opportunities for young people.`,
  },
  {
    name: 'Harambee Youth Employment Accelerator',
    href: 'https://www.harambee.co.za',
    what: msg`Work-readiness and first-job placements.`,
  },
];

const GUIDELINES = [
  msg`Be kind and respectful: we are all building something.`,
  msg`Share what worked for you, and what did not.`,
  msg`No spam, selling followers, pyramid schemes or get-rich-quick offers.`,
  msg`Keep personal details (ID numbers, bank details) out of the rooms.`,
  msg`Report a message that breaks these rules; a moderator will look at it.`,
];

/**
 * The community page below the rooms: monthly meetups, the videos the admins keep, outside resources and the
 * guidelines every room follows.
 */
export function CommunityInfo({ today = new Date() }: { today?: Date }) {
  useCatalog(communityCatalog);
  const { t } = useLingui();
  const formats = useFormats();
  const [next] = upcomingMeetupDays(today, 1);
  const meetupDate = next ? formatMeetupDay(next, formats) : '';
  return (
    <>
      <TitledSection id="meetups" title={t`Meetups`} className="mt-12">
        <p className="mt-2 text-neutral-700">
          <Trans>
            In person on the first Friday of every month (the Friday after, when that is a public holiday). Next:{' '}
            {meetupDate}.
          </Trans>
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {MEETUP_CITIES.map((city) => (
            <li key={city} className="rounded-2xl border border-lilac-200 bg-white p-5">
              <h3 className="text-lg font-bold text-lilac-900">{city}</h3>
              <p className="mt-1 text-neutral-700">{meetupDate}</p>
              <p className="mt-1 text-sm text-neutral-600">{t(MEETUP_WHERE)}.</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <CommunityVideos />

      <TitledSection id="resources" title={t`Resources`} className="mt-12">
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {RESOURCES.map((resource) => (
            <li key={resource.href} className="rounded-2xl border border-lilac-200 bg-white p-5">
              <a
                href={resource.href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-lilac-800 underline"
              >
                {/* An organisation's own name, the same in every language. */}
                <span translate="no">{resource.name}</span>
                <span className="sr-only">
                  {' '}
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
              <p className="mt-1 text-sm text-neutral-700">{t(resource.what)}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="guidelines" title={t`Community guidelines`} className="mt-12">
        <ul className="mt-4 grid list-disc gap-2 pl-6 text-neutral-800">
          {GUIDELINES.map((rule) => (
            <li key={rule.id}>{t(rule)}</li>
          ))}
        </ul>
      </TitledSection>
    </>
  );
}
