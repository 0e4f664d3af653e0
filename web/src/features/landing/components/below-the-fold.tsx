import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../../../schema/contract/product.ts';
import { PlanCard } from '../../../components/check-list.tsx';
import { buttonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { LOGIN_PATH, paths, SIGNUP_PATH } from '../../../lib/paths.ts';
import { belowTheFoldCatalog } from '../below-the-fold/catalog.ts';
import {
  CommunitySection,
  JourneysSection,
  LandingSection,
  MentorsSection,
  SectionHeading,
  sectionInner,
  StoriesSection,
} from './landing-sections.tsx';

const questions = [
  msg`How do I earn an income when I cannot find a job?`,
  msg`Can my skills or my hobby become real money?`,
  msg`How do I start a side hustle with little or no capital?`,
  msg`Who can show me what actually works here in South Africa?`,
  msg`How do I grow from one income stream to several?`,
] as const;

/** Spec section 1: the audience, in the spec's order. */
const audiences = [
  { name: msg`Students`, text: msg`Earn while you study and finish with real experience.` },
  { name: msg`Unemployed people`, text: msg`Turn what you can already do into income.` },
  { name: msg`Retirees`, text: msg`Put a lifetime of skills to work, on your terms.` },
  { name: msg`9-to-5 workers`, text: msg`Build something of your own beside your job.` },
  { name: msg`Side hustlers`, text: msg`Grow a hustle into a steady income.` },
  { name: msg`Entrepreneurs`, text: msg`Learn from people a few steps ahead of you.` },
  { name: msg`Small business owners`, text: msg`Find new customers and new income streams.` },
] as const;

const trio = [
  {
    label: msg`The problem`,
    figure: '62.4%',
    text: msg`Youth unemployment in South Africa in the first quarter of 2025. A job is not waiting for everyone.`,
    style: 'bg-white border-red-200',
  },
  {
    label: msg`The opportunity`,
    figure: msg`Skills → income`,
    text: msg`Many South Africans already earn from skills, hobbies and side hustles, and know what works locally.`,
    style: 'bg-white border-sunshine-300',
  },
  {
    label: msg`The solution`,
    figure: msg`Free sessions`,
    text: msg`${PRODUCT_NAME} connects you with them in free group sessions, so you can start and grow your own income.`,
    style: 'bg-white border-grass-300',
  },
] as const;

const comparison = {
  free: [
    msg`Group sessions with mentors`,
    msg`Mentor directory and guided journeys`,
    msg`Community rooms and events`,
    msg`AI Income Advisor`,
  ],
  premium: [
    msg`Everything in free`,
    msg`One-on-one sessions with a coach`,
    msg`Private chat with your coach`,
    msg`Business templates made for you`,
  ],
} as const;

const features = [
  { title: msg`Mentor directory`, text: msg`Search mentors by skill, category and journey.`, to: paths.mentors },
  { title: msg`Guided journeys`, text: msg`Paths from creative hustles to rural innovation.`, to: paths.journeys },
  {
    title: msg`AI Income Advisor`,
    text: msg`Opportunities in 15 South African cities and lessons of 5 to 10 minutes.`,
    to: paths.aiIncomeAdvisor,
  },
  { title: msg`Success stories`, text: msg`How others did it, in their own words.`, to: paths.successStories },
  { title: msg`Community`, text: msg`Discussion rooms, meetups and resources.`, to: paths.community },
  { title: msg`Events`, text: msg`Workshops, networking and summits near you.`, to: paths.events },
] as const;

/**
 * Everything on the landing page below the hero: its own chunk, so the first screen's script stays small. The
 * server renders it with the rest; in the browser it hydrates when its code arrives (the HTML is there meanwhile).
 */
export function BelowTheFold() {
  useCatalog(belowTheFoldCatalog);
  const { t } = useLingui();
  return (
    <>
      <section aria-labelledby="questions-title">
        <div className={`${sectionInner} grid gap-8 md:grid-cols-2`}>
          <div>
            <SectionHeading id="questions-title">
              <Trans>Are You Asking Yourself…</Trans>
            </SectionHeading>
            <p className="mt-3 text-lg text-neutral-700">
              <Trans>You are not the only one, and you do not have to work it out alone.</Trans>
            </p>
          </div>
          <ul className="grid gap-3">
            {questions.map((question) => (
              <li
                key={question.id}
                className="rounded-xl border-l-4 border-lilac-500 bg-lilac-50 px-4 py-3 font-medium"
              >
                {t(question)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <LandingSection titleId="built-for-title" title={t`Built For`} className="bg-lilac-50">
        <ul className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {audiences.map((audience) => (
            <li key={audience.name.id} className="rounded-xl bg-white p-3 shadow-sm sm:p-4">
              <p className="font-bold text-lilac-950">{t(audience.name)}</p>
              <p className="mt-1 text-sm text-neutral-700">{t(audience.text)}</p>
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection titleId="why-title" title={t`Why ${PRODUCT_NAME}`}>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {trio.map((item) => (
            <li key={item.style} className={`rounded-2xl border-2 p-6 ${item.style}`}>
              <h3 className="text-sm font-bold tracking-widest text-neutral-700 uppercase">{t(item.label)}</h3>
              <p className="mt-2 text-4xl font-extrabold text-lilac-950">
                {typeof item.figure === 'string' ? item.figure : t(item.figure)}
              </p>
              <p className="mt-2 text-neutral-800">{t(item.text)}</p>
            </li>
          ))}
        </ul>
      </LandingSection>

      <JourneysSection />
      <MentorsSection />
      <StoriesSection />
      <CommunitySection />

      <LandingSection
        titleId="plans-title"
        title={t`Free Mentorship, Premium Coaching`}
        intro={t`Group mentorship is free, always. Add one-on-one coaching when you want a coach in your corner.`}
        className="bg-lilac-50"
      >
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          <PlanCard name={t`Free`} price={t`R0, for everyone`} items={comparison.free.map((item) => t(item))} large />
          <PlanCard
            name={t`Premium coaching`}
            price={t`A monthly plan`}
            items={comparison.premium.map((item) => t(item))}
            premium
            large
          >
            <Link to={paths.coaching} className={`${textLinkStyle} mt-4 inline-flex min-h-11 items-center`}>
              <Trans>See coaching plans</Trans>
            </Link>
          </PlanCard>
        </div>
        {/* Full-page navigations to the server's sign-in page (spec section 2). */}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <a href={SIGNUP_PATH} className={buttonStyles.primary}>
            <Trans>Join {PRODUCT_NAME} Free</Trans>
          </a>
          <a href={LOGIN_PATH} className={buttonStyles.outline}>
            <Trans>Sign In</Trans>
          </a>
        </div>
      </LandingSection>

      <LandingSection titleId="features-title" title={t`Key Features`}>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.to} className="relative rounded-2xl border border-lilac-100 p-5 hover:shadow-md">
              <h3 className="font-bold text-lilac-950">
                <Link to={feature.to} className="no-underline after:absolute after:inset-0 hover:underline">
                  {t(feature.title)}
                </Link>
              </h3>
              <p className="mt-1 text-neutral-700">{t(feature.text)}</p>
            </li>
          ))}
        </ul>
      </LandingSection>
    </>
  );
}
