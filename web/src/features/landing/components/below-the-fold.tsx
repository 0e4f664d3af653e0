import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../../../schema/contract/product.ts';
import { PlanCard } from '../../../components/check-list.tsx';
import { buttonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { LOGIN_PATH, paths, SIGNUP_PATH } from '../../../lib/paths.ts';
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
  'How do I earn an income when I cannot find a job?',
  'Can my skills or my hobby become real money?',
  'How do I start a side hustle with little or no capital?',
  'Who can show me what actually works here in South Africa?',
  'How do I grow from one income stream to several?',
] as const;

/** Spec section 1: the audience, in the spec's order. */
const audiences = [
  { name: 'Students', text: 'Earn while you study and finish with real experience.' },
  { name: 'Unemployed people', text: 'Turn what you can already do into income.' },
  { name: 'Retirees', text: 'Put a lifetime of skills to work, on your terms.' },
  { name: '9-to-5 workers', text: 'Build something of your own beside your job.' },
  { name: 'Side hustlers', text: 'Grow a hustle into a steady income.' },
  { name: 'Entrepreneurs', text: 'Learn from people a few steps ahead of you.' },
  { name: 'Small business owners', text: 'Find new customers and new income streams.' },
] as const;

const trio = [
  {
    label: 'The problem',
    figure: '62.4%',
    text: 'Youth unemployment in South Africa in the first quarter of 2025. A job is not waiting for everyone.',
    style: 'bg-white border-red-200',
  },
  {
    label: 'The opportunity',
    figure: 'Skills → income',
    text: 'Many South Africans already earn from skills, hobbies and side hustles, and know what works locally.',
    style: 'bg-white border-sunshine-300',
  },
  {
    label: 'The solution',
    figure: 'Free sessions',
    text: `${PRODUCT_NAME} connects you with them in free group sessions, so you can start and grow your own income.`,
    style: 'bg-white border-grass-300',
  },
] as const;

const comparison = {
  free: [
    'Group sessions with mentors',
    'Mentor directory and guided journeys',
    'Community rooms and events',
    'AI Income Advisor',
  ],
  premium: [
    'Everything in free',
    'One-on-one sessions with a coach',
    'Private chat with your coach',
    'Business templates made for you',
  ],
} as const;

const features = [
  { title: 'Mentor directory', text: 'Search mentors by skill, category and journey.', to: paths.mentors },
  { title: 'Guided journeys', text: 'Paths from creative hustles to rural innovation.', to: paths.journeys },
  {
    title: 'AI Income Advisor',
    text: 'Opportunities in 15 South African cities and lessons of 5 to 10 minutes.',
    to: paths.aiIncomeAdvisor,
  },
  { title: 'Success stories', text: 'How others did it, in their own words.', to: paths.successStories },
  { title: 'Community', text: 'Discussion rooms, meetups and resources.', to: paths.community },
  { title: 'Events', text: 'Workshops, networking and summits near you.', to: paths.events },
] as const;

/**
 * Everything on the landing page below the hero: its own chunk, so the first screen's script stays small. The
 * server renders it with the rest; in the browser it hydrates when its code arrives (the HTML is there meanwhile).
 */
export function BelowTheFold() {
  return (
    <>
      <section aria-labelledby="questions-title">
        <div className={`${sectionInner} grid gap-8 md:grid-cols-2`}>
          <div>
            <SectionHeading id="questions-title">Are You Asking Yourself…</SectionHeading>
            <p className="mt-3 text-lg text-neutral-700">
              You are not the only one, and you do not have to work it out alone.
            </p>
          </div>
          <ul className="grid gap-3">
            {questions.map((question) => (
              <li key={question} className="rounded-xl border-l-4 border-lilac-500 bg-lilac-50 px-4 py-3 font-medium">
                {question}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <LandingSection titleId="built-for-title" title="Built For" className="bg-lilac-50">
        <ul className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {audiences.map((audience) => (
            <li key={audience.name} className="rounded-xl bg-white p-3 shadow-sm sm:p-4">
              <p className="font-bold text-lilac-950">{audience.name}</p>
              <p className="mt-1 text-sm text-neutral-700">{audience.text}</p>
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection titleId="why-title" title={`Why ${PRODUCT_NAME}`}>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {trio.map((item) => (
            <li key={item.label} className={`rounded-2xl border-2 p-6 ${item.style}`}>
              <h3 className="text-sm font-bold tracking-widest text-neutral-700 uppercase">{item.label}</h3>
              <p className="mt-2 text-4xl font-extrabold text-lilac-950">{item.figure}</p>
              <p className="mt-2 text-neutral-800">{item.text}</p>
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
        title="Free Mentorship, Premium Coaching"
        intro="Group mentorship is free, always. Add one-on-one coaching when you want a coach in your corner."
        className="bg-lilac-50"
      >
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          <PlanCard name="Free" price="R0, for everyone" items={comparison.free} large />
          <PlanCard name="Premium coaching" price="A monthly plan" items={comparison.premium} premium large>
            <Link to={paths.coaching} className={`${textLinkStyle} mt-4 inline-flex min-h-11 items-center`}>
              See coaching plans
            </Link>
          </PlanCard>
        </div>
        {/* Full-page navigations to the server's sign-in page (spec section 2). */}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <a href={SIGNUP_PATH} className={buttonStyles.primary}>
            Join {PRODUCT_NAME} Free
          </a>
          <a href={LOGIN_PATH} className={buttonStyles.outline}>
            Sign In
          </a>
        </div>
      </LandingSection>

      <LandingSection titleId="features-title" title="Key Features">
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="relative rounded-2xl border border-lilac-100 p-5 hover:shadow-md">
              <h3 className="font-bold text-lilac-950">
                <Link to={feature.to} className="no-underline after:absolute after:inset-0 hover:underline">
                  {feature.title}
                </Link>
              </h3>
              <p className="mt-1 text-neutral-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </LandingSection>
    </>
  );
}
