import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Mentor } from '../../../schema/contract/mentors.ts';
import { PRODUCT_NAME } from '../../../schema/contract/product.ts';
import { AppProvider } from './provider.tsx';
import { currentUserQueryKey } from '../lib/auth/current-user.ts';
import { loadI18n } from '../lib/i18n/i18n.ts';
import { readableTexts, untranslated } from '../lib/i18n/untranslated-text.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AccessDenied } from '../components/access-denied.tsx';
import { AccessRequired } from '../components/access-required.tsx';
import { AdvisorLabel } from '../components/advisor-label.tsx';
import { NotConfirmedYet } from '../components/checkout-notice.tsx';
import { DataSaverImage } from '../components/data-saver-image.tsx';
import { LoadError } from '../components/list/list-state.tsx';
import { LoadMore } from '../components/list/load-more.tsx';
import { LocalDeliveryBadge } from '../components/local-delivery-badge.tsx';
import { MentorDetails } from '../components/mentors/mentor-detail-dialog.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { PremiumBadge } from '../components/premium-badge.tsx';
import { RouteError } from '../components/route-error.tsx';
import { CardFooter } from '../components/share-links.tsx';
import { SignInRequired } from '../components/sign-in-required.tsx';
import { SIGN_IN_PROMPTS } from '../lib/auth/sign-in-prompt.ts';
import { Spinner } from '../components/spinner.tsx';

/** A mentor's profile as they wrote it: shown as it is in every language. */
const mentor: Mentor = {
  id: 7,
  name: 'Sipho Dlamini',
  title: 'Baker and caterer',
  profileImage: null,
  description: 'I bake for weddings.',
  experience: 'Ten years of baking.',
  yearsOfFreedom: 3,
  menteeCount: 1,
  isActive: true,
  location: 'Durban',
  journeyPath: 'side-hustler',
  journeyPaths: ['side-hustler'],
  category: 'food',
  categories: ['food'],
  skills: ['Baking'],
  languages: ['zu', 'en'],
  serviceType: 'both',
  isCoach: true,
  upcomingSessionCount: 2,
  rating: 4.5,
  reviewCount: 4,
};

/** Texts the callers pass in (their own catalogs translate them), and what people wrote. */
const KEPT_AS_WRITTEN = [
  PRODUCT_NAME,
  'WhatsApp',
  mentor.name,
  mentor.title,
  mentor.description!,
  mentor.experience!,
  'Durban',
  'Baking',
  'Food',
  'Side Hustler',
  'English, isiZulu',
  'SD',
  'Caller title',
  'Caller description',
  'Caller reason',
  'the caller thing',
  'Market day',
];

function render(i18n: I18n, children: ReactNode, dataSaver = false): string {
  const client = createQueryClient(() => false);
  // A visitor: the sign-in check has answered.
  client.setQueryData(currentUserQueryKey, null);
  return renderToString(
    <AppProvider client={client} i18n={i18n} dataSaver={dataSaver}>
      <StaticRouter location="/mentors/7">{children}</StaticRouter>
    </AppProvider>,
  );
}

const nextPage = {
  hasNextPage: true,
  isFetchNextPageError: true,
  isFetchingNextPage: false,
  fetchNextPage: () => Promise.resolve(),
};

function sharedComponents(i18n: I18n): string {
  return [
    render(
      i18n,
      <>
        <OfflineBanner />
        <PremiumBadge />
        <LocalDeliveryBadge />
        <Spinner />
        <AdvisorLabel advisor="offline" />
        <AdvisorLabel advisor="model" />
        <NotConfirmedYet className="" declined="the caller thing" checking={false} onCheckAgain={() => {}} />
        <LoadError what="the caller thing" onRetry={() => {}} />
        <LoadMore what="the caller thing" query={nextPage} />
        <CardFooter item={{ title: 'Market day', calendarUrl: '/day.ics', shareUrl: 'https://wa.me/' }}>
          {null}
        </CardFooter>
        <MentorDetails
          mentor={mentor}
          onClose={() => {}}
          categoryName={() => 'Food'}
          journeyName={() => 'Side Hustler'}
          asPage
        />
      </>,
    ),
    render(i18n, <NotFoundPage />),
    render(i18n, <RouteError />),
    render(i18n, <AccessRequired description="Caller description" />),
    render(i18n, <AccessDenied title="Caller title" description="Caller description" reason="Caller reason" />),
    render(
      i18n,
      <SignInRequired
        title="Caller title"
        description="Caller description"
        prompt={SIGN_IN_PROMPTS.mentors}
        reason="Caller reason"
      />,
    ),
    render(
      i18n,
      <DataSaverImage src="/photo.jpg" alt="" subject={mentor.name} width={40} height={40} className="" />,
      true,
    ),
  ].join('\n');
}

describe('the shared components in another language', () => {
  it('show every text of their own through the catalog (pseudo-language)', async () => {
    const html = sharedComponents(await loadI18n('pseudo'));
    expect(untranslated(html, KEPT_AS_WRITTEN)).toEqual([]);
    // The check itself finds English: the same components in English are all untranslated words.
    expect(untranslated(sharedComponents(await loadI18n('en')), KEPT_AS_WRITTEN)).toContain('Page Not Found');
  });

  it('keep the English source word for word, with counts in the plural they need', async () => {
    const texts = readableTexts(sharedComponents(await loadI18n('en')));
    expect(texts).toEqual(
      expect.arrayContaining([
        'PREMIUM',
        'You are offline. You are reading the copy of this page saved on this phone.',
        '3 years',
        '1 person',
        '2 upcoming sessions',
        'Group mentorship and one-on-one coaching',
        'One-on-one coaching',
        'Tap to load photo of Sipho Dlamini',
        'Page Not Found',
        'Access Required',
        'Access Denied',
        'Taking you to the sign-in page…',
      ]),
    );
  });
});
