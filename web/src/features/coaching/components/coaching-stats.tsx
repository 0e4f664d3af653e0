import { useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '../../../../../schema/contract/product.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { useUserStats } from '../../../lib/api/user-stats.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useCoachingPlans } from '../api/plans.ts';
import { MEETUP_CITIES } from '../../../lib/meetups.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { minutesRange, planFacts } from '../subscribe-flow.ts';
import { InfoSection } from './coaching-info.tsx';

/**
 * Coaching at a glance. Every figure is read, never invented (the handbook forbids made-up statistics): the plans
 * the server offers, how many people have joined (`GET /api/stats/users`), and the meetup cities on this page.
 * A figure that cannot be read is left out.
 */
export function CoachingStats() {
  useCatalog(coachingCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const facts = planFacts(useCoachingPlans().data ?? [], i18n);
  const users = useUserStats().data?.users;
  const tiles: { figure: string; label: string }[] = [];
  if (facts) {
    const maxSessions = facts.maxSessions;
    tiles.push({ figure: facts.fromPrice, label: t`Coaching plans from` });
    tiles.push({ figure: t`Up to ${maxSessions}`, label: t`One-on-one sessions a month` });
    tiles.push({ figure: minutesRange(facts.minutes), label: t`Minutes a session, by plan` });
  }
  if (typeof users === 'number' && Number.isFinite(users)) {
    tiles.push({ figure: formats.count(users), label: t`People who have joined ${PRODUCT_NAME}` });
  }
  tiles.push({ figure: String(MEETUP_CITIES.length), label: t`Cities with monthly meetups` });

  return (
    <InfoSection id="stats-title" title={t`Coaching at a glance`}>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {tiles.map((tile) => (
          <div key={tile.label} className="flex flex-col-reverse justify-end rounded-2xl bg-lilac-50 p-4 sm:p-5">
            <dt className="mt-1 text-sm text-neutral-700">{tile.label}</dt>
            <dd className="text-2xl font-extrabold tracking-tight text-lilac-950 sm:text-3xl">{tile.figure}</dd>
          </div>
        ))}
      </dl>
    </InfoSection>
  );
}
