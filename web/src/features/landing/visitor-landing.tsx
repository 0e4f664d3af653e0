import { Link } from 'react-router';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../../../../schema/contract/product.ts';
import { buttonStyles, textLinkStyle } from '../../components/ui/styles.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { paths } from '../../lib/paths.ts';

/** The landing page's in-page sections (spec section 2: anchors #journeys, #mentors, #stories, #community). */
const sections = [
  {
    id: 'journeys',
    title: 'Find your journey',
    text: 'Guided paths to an income, from creative hustles to rural innovation, each with mentors who have walked it.',
    link: { to: paths.journeys, label: 'Explore journeys' },
  },
  {
    id: 'mentors',
    title: 'Meet the mentors',
    text: 'South Africans who built their own income streams and host free group sessions to share how.',
    link: { to: paths.mentors, label: 'Browse all mentors' },
  },
  {
    id: 'stories',
    title: 'Success stories',
    text: 'People who started with a question and now earn from a business, a skill or a side hustle.',
    link: { to: paths.successStories, label: 'Read their stories' },
  },
  {
    id: 'community',
    title: 'Join the community',
    text: 'Discussion rooms, meetups and shared resources for Income Seekers and Income Creators.',
    link: { to: paths.community, label: 'Visit the community' },
  },
] as const;

/** The landing page for visitors (signed out). Part of the first chunk: keep it light. */
export function VisitorLanding() {
  useDocumentTitle(`${PRODUCT_NAME} · ${PRODUCT_TAGLINE}`, { raw: true });
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-lilac-50">
        <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-20">
          <p className="text-sm font-bold tracking-widest text-grass-800 uppercase">Mentorship for South Africa</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-lilac-950 sm:text-6xl">
            {PRODUCT_TAGLINE}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-neutral-800 sm:text-xl">
            Join free group sessions hosted by people who have built their own income, learn what worked for them, and
            start building yours.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.mentors} className={buttonStyles.primary}>
              Attend Group Sessions
            </Link>
            <Link to={paths.becomeMentor} className={buttonStyles.outline}>
              Host Group Sessions
            </Link>
          </div>
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-12 sm:grid-cols-2">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-4 rounded-2xl border border-lilac-100 bg-white p-6"
          >
            <h2 id={`${section.id}-title`} className="text-2xl font-bold text-lilac-950">
              {section.title}
            </h2>
            <p className="mt-2 text-neutral-700">{section.text}</p>
            <p className="mt-4">
              <Link to={section.link.to} className={textLinkStyle}>
                {section.link.label}
              </Link>
            </p>
          </section>
        ))}
      </div>
    </>
  );
}
