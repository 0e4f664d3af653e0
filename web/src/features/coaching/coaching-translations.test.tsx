import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RenderLanguage } from '../../../../schema/contract/app-languages.ts';
import type { CoachingPlan, CoachingSubscription } from '../../../../schema/contract/coaching-rules.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { api } from '../../lib/api-client.ts';
import { currentUserQueryKey } from '../../lib/auth/current-user.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { readableTexts, untranslated } from '../../lib/i18n/untranslated-text.ts';
import { formatsIn } from '../../../../schema/contract/local-formats.ts';
import { formatMeetupDay, MEETUP_CITIES, upcomingMeetupDays } from '../../lib/meetups.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { ActiveSubscriptionBanner } from './components/active-subscription-banner.tsx';
import { CheckoutReturnNotice } from './components/checkout-return.tsx';
import { CoachingServices, FreeVsPaid, MeetupsAndEvents } from './components/coaching-info.tsx';
import { CoachingStats } from './components/coaching-stats.tsx';
import { PlanCards } from './components/plan-cards.tsx';

/** Two plans as the server names and describes them: shown in every language as they are. */
const plan = (id: number, name: string): CoachingPlan => ({
  id,
  name,
  price: 149 * id,
  priceCents: 14_900 * id,
  description: `${name} description`,
  max_sessions_per_month: id,
  session_duration_minutes: 30,
  includes_chat: true,
  includes_files: id > 1,
  features: [`${name} feature`],
});

const subscription: CoachingSubscription = {
  status: 'active',
  plan: { id: 1, name: 'Starter', price: 149 },
  coachId: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  nextPlan: null,
  callsAllowed: 1,
  callsUsed: 0,
  payments: { provider: 'sandbox', testMode: true },
};

const NOW = new Date('2026-11-28T10:00:00Z');

/** The coaching page's own parts, rendered as the server would, with their reads answered. */
async function renderCoaching(language: RenderLanguage): Promise<string> {
  const client = createQueryClient(() => false);
  client.setQueryData(currentUserQueryKey, null);
  client.setQueryData([api.coaching.plans.$path()], [plan(1, 'Starter'), plan(2, 'Growth')]);
  client.setQueryData([api.stats.users.$path()], { users: 1234 });
  const { prelude } = await prerender(
    <I18nProvider i18n={await loadI18n(language)}>
      <QueryClientProvider client={client}>
        <StaticRouter location="/sebenza-coaching">
          <PlanCards subscription={subscription} coachId={null} />
          <ActiveSubscriptionBanner subscription={subscription} />
          <CheckoutReturnNotice
            returned="success"
            subscription={subscription}
            refetch={async () => null}
            isFetching={false}
          />
          <CoachingServices />
          <FreeVsPaid />
          <MeetupsAndEvents now={NOW} />
          <CoachingStats />
        </StaticRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return new Response(prelude).text();
}

/** What stays as written: the product's name, the plans as the server wrote them, the cities and shared texts. */
const KEPT_AS_WRITTEN = [
  PRODUCT_NAME,
  ...['Starter', 'Growth'].flatMap((name) => [`${name} description`, `${name} feature`, name]),
  ...MEETUP_CITIES,
  // Shared parts (web/src/lib, web/src/components) and dates, worded by their own modules: the PREMIUM badge
  // (components/premium-badge.tsx), the meetup days.
  'PREMIUM',
  ...upcomingMeetupDays(NOW).map((day) => formatMeetupDay(day, formatsIn('en'))),
];

describe('the coaching page in another language', () => {
  it('shows every text through the catalog (pseudo-language)', async () => {
    expect(untranslated(await renderCoaching('pseudo'), KEPT_AS_WRITTEN)).toEqual([]);
  });

  it('keeps the English source word for word', async () => {
    const texts = readableTexts(await renderCoaching('en'));
    expect(texts).toEqual(
      expect.arrayContaining(['Most Popular', 'Your Starter plan is active', 'What coaching includes', 'Free']),
    );
  });
});
