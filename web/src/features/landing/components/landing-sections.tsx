import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Mentor } from '../../../../../schema/contract/mentors.ts';
import type { SuccessStory } from '../../../../../schema/contract/stories.ts';
import { PRODUCT_NAME } from '../../../../../schema/contract/product.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { ButtonLinks, type ButtonLink } from '../../../components/button-links.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { LinkLine } from '../../../components/page-sections.tsx';
import { paths } from '../../../lib/paths.ts';
import { useJourneyPaths } from '../../../lib/api/journey-paths.ts';
import { JourneyCardFrame, JourneyCardSkeleton } from '../../../components/journeys/journey-card.tsx';
import { landingJourneys } from '../fallback-journeys.ts';
import { journeyMentorsPath } from '../../../components/journeys/journey-visuals.tsx';
import { useMentorPreview } from '../../../lib/api/mentors.ts';
import { MentorCard, MentorCardSkeleton } from '../../../components/mentors/mentor-card.tsx';
import { useMentorLabels } from '../../../lib/api/mentor-labels.ts';
import { usePublishedStories } from '../../../lib/api/success-stories.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { SkeletonGrid } from '../../../components/list/skeleton-grid.tsx';
import { useUserStats } from '../../../lib/api/user-stats.ts';

/** Under the stories: the gallery, and telling your own. */
const STORY_LINKS: readonly (Omit<ButtonLink, 'label'> & { label: MessageDescriptor })[] = [
  { to: paths.successStories, label: msg`Read all stories`, style: 'secondary' },
  { to: paths.submitStory, label: msg`Share your story` },
];

/** Spec section 9: the landing page shows 3 mentors and 2 stories. */
export const LANDING_MENTOR_COUNT = 3;
export const LANDING_STORY_COUNT = 2;

// The dialog (Radix, focus trap, scroll lock) is fetched the first time someone opens a mentor, not on page load.
const MentorDetailDialog = lazy(() =>
  import('../../../components/mentors/mentor-detail-dialog.tsx').then((m) => ({ default: m.MentorDetailDialog })),
);

export function SectionHeading({ id, eyebrow, children }: { id: string; eyebrow?: string; children: ReactNode }) {
  return (
    <>
      {eyebrow ? <p className="text-sm font-bold tracking-widest text-grass-800 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-1 text-3xl font-bold tracking-tight text-lilac-950 sm:text-4xl">
        {children}
      </h2>
    </>
  );
}

/** A band's content: the page's width, and the space above and below it. */
export const sectionInner = 'mx-auto w-full max-w-6xl px-4 py-12 sm:py-16';
const journeyGrid = 'mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4';
const mentorGrid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const storyGrid = 'grid gap-4 md:grid-cols-2';

/**
 * One band of the landing page, named by its heading (the eyebrow above it, the intro under it). `anchor` is its
 * place in the page's address (#journeys) for the bands the navigation links to.
 */
export function LandingSection({
  anchor,
  titleId,
  eyebrow,
  title,
  intro,
  className,
  children,
}: {
  anchor?: string;
  titleId: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={titleId} className={className}>
      <div className={sectionInner}>
        <SectionHeading id={titleId} eyebrow={eyebrow}>
          {title}
        </SectionHeading>
        {intro ? <p className="mt-3 max-w-2xl text-lg text-neutral-700">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** What a section's list says while the server has nothing to show in it. */
function NoneYet({ background, children }: { background: string; children: ReactNode }) {
  return <p className={`rounded-xl ${background} p-6 text-center text-lg font-semibold text-lilac-950`}>{children}</p>;
}

/** #journeys: four journey cards, each opening the mentor browser with that journey chosen. */
export function JourneysSection() {
  const journeys = useJourneyPaths();
  const { t } = useLingui();
  const cards = landingJourneys(journeys.data, (message) => t(message));
  return (
    <LandingSection
      anchor="journeys"
      titleId="journeys-title"
      eyebrow={t`Guided paths`}
      title={t`Choose Your Journey`}
      intro={t`Pick the path that sounds like you, then meet the mentors who have walked it.`}
      className="scroll-mt-4 bg-lilac-50"
    >
      {journeys.isPending ? (
        <SkeletonGrid count={4} className={journeyGrid}>
          <JourneyCardSkeleton />
        </SkeletonGrid>
      ) : (
        // No error or empty state: the fallback journeys stand in (spec section 2).
        <ul className={journeyGrid}>
          {cards.map((journey) => (
            <li key={journey.slug}>
              <JourneyCardFrame
                journey={journey}
                title={
                  <Link
                    to={journeyMentorsPath(journey.slug)}
                    className="rounded text-lilac-950 no-underline after:absolute after:inset-0 after:rounded-2xl hover:underline"
                  >
                    {journey.name}
                  </Link>
                }
              >
                <span aria-hidden="true" className="font-semibold text-lilac-700">
                  <Trans>Find mentors →</Trans>
                </span>
              </JourneyCardFrame>
            </li>
          ))}
        </ul>
      )}
      <LinkLine to={paths.journeys} className="mt-6">
        <Trans>See all journeys</Trans>
      </LinkLine>
    </LandingSection>
  );
}

/** The explore-all-mentors panel and #mentors: the first 3 mentors, each opening the detail dialog. */
export function MentorsSection() {
  const preview = useMentorPreview(LANDING_MENTOR_COUNT);
  const { categoryName, journeyName } = useMentorLabels();
  const [selected, setSelected] = useState<Mentor | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const open = (mentor: Mentor) => {
    setDialogWanted(true);
    setSelected(mentor);
  };
  const total = preview.data?.total;
  const { t } = useLingui();

  return (
    <>
      <section aria-labelledby="explore-title" className="bg-lilac-900 text-white">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-10 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="explore-title" className="text-2xl font-bold sm:text-3xl">
              <Trans>Explore all mentors</Trans>
            </h2>
            <p className="mt-2 max-w-2xl text-lilac-100">
              {total ? (
                <Plural
                  value={total}
                  one={`Browse ${total} mentor by category, journey or skill, and join their free group sessions.`}
                  other={`Browse ${total} mentors by category, journey or skill, and join their free group sessions.`}
                />
              ) : (
                <Trans>Browse mentors by category, journey or skill, and join their free group sessions.</Trans>
              )}
            </p>
          </div>
          <Link to={paths.mentors} className={`${buttonStyles.premium} shrink-0 focus-visible:outline-sunshine-300`}>
            <Trans>Browse All Mentors</Trans>
          </Link>
        </div>
      </section>

      <LandingSection
        anchor="mentors"
        titleId="mentors-title"
        eyebrow={t`Income Creators`}
        title={t`Meet Our Mentors`}
        intro={t`South Africans who built their own income and host free group sessions to share how.`}
        className="scroll-mt-4"
      >
        <div className="mt-8">
          <ListState
            query={preview}
            what={t`mentors`}
            loading={
              <SkeletonGrid count={LANDING_MENTOR_COUNT} className={mentorGrid}>
                <MentorCardSkeleton />
              </SkeletonGrid>
            }
            isEmpty={(list) => list.items.length === 0}
            empty={
              <NoneYet background="bg-lilac-50">
                <Trans>No mentors available yet</Trans>
              </NoneYet>
            }
          >
            {(list) => (
              <ul className={mentorGrid}>
                {list.items.slice(0, LANDING_MENTOR_COUNT).map((mentor) => (
                  <li key={mentor.id}>
                    <MentorCard mentor={mentor} categoryName={categoryName} onOpen={open} />
                  </li>
                ))}
              </ul>
            )}
          </ListState>
        </div>
        <LinkLine to={paths.mentors} className="mt-6">
          <Trans>See all mentors</Trans>
        </LinkLine>
      </LandingSection>

      {dialogWanted ? (
        <Suspense fallback={null}>
          <MentorDetailDialog
            mentor={selected}
            onClose={() => setSelected(null)}
            categoryName={categoryName}
            journeyName={journeyName}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function StoryCard({ story }: { story: SuccessStory }) {
  const { t } = useLingui();
  const { incomeStreamsBefore: before, incomeStreamsAfter: after, transformationTime } = story;
  const streams =
    typeof before === 'number' && typeof after === 'number' ? t`${before} → ${after} income streams` : null;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <Avatar name={story.name} src={story.profileImage} size="sm" />
        <div className="min-w-0">
          <h3 className="font-bold text-lilac-950">{story.name}</h3>
          <p className="text-sm text-neutral-700">
            {story.beforeTitle} <span aria-hidden="true">→</span>
            <span className="sr-only">
              <Trans>, now</Trans>
            </span>{' '}
            {story.afterTitle}
          </p>
        </div>
      </div>
      <blockquote className="mt-4 line-clamp-5 flex-1 text-neutral-800">“{story.quote}”</blockquote>
      {streams || transformationTime ? (
        <p className="mt-4 flex flex-wrap gap-2 text-xs font-semibold">
          {streams ? <span className="rounded-full bg-grass-100 px-3 py-1 text-grass-900">{streams}</span> : null}
          {transformationTime ? (
            <span className="rounded-full bg-sunshine-100 px-3 py-1 text-lilac-950">
              <Trans>In {transformationTime}</Trans>
            </span>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}

/** #stories: the first 2 published stories; 'No success stories yet' when there are none. */
export function StoriesSection() {
  // Only the first page: the landing page shows a few, the gallery the rest.
  const stories = usePublishedStories(LANDING_STORY_COUNT, (data) => data.pages[0]?.items ?? []);
  const { t } = useLingui();
  return (
    <LandingSection
      anchor="stories"
      titleId="stories-title"
      eyebrow={t`Real results`}
      title={t`Success Stories`}
      intro={t`People who started with a question and now earn.`}
      className="scroll-mt-4 bg-grass-50"
    >
      <div className="mt-8">
        <ListState
          query={stories}
          what={t`success stories`}
          loading={
            <SkeletonGrid count={LANDING_STORY_COUNT} className={storyGrid}>
              <div className="h-52 animate-pulse rounded-2xl bg-white" />
            </SkeletonGrid>
          }
          isEmpty={(list) => list.length === 0}
          empty={
            <NoneYet background="bg-white">
              <Trans>No success stories yet</Trans>
            </NoneYet>
          }
        >
          {(list) => (
            <ul className={storyGrid}>
              {list.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </div>
      <ButtonLinks className="mt-6" links={STORY_LINKS.map((link) => ({ ...link, label: t(link.label) }))} />
    </LandingSection>
  );
}

/** #community, with the real number of people who have joined. */
export function CommunitySection() {
  const users = useUserStats().data?.users;
  const { t } = useLingui();
  const formats = useFormats();
  return (
    <section id="community" aria-labelledby="community-title" className="scroll-mt-4">
      <div className={`${sectionInner} grid gap-8 md:grid-cols-2 md:items-center`}>
        <div>
          <SectionHeading id="community-title" eyebrow={t`You are not alone`}>
            <Trans>Join the Community</Trans>
          </SectionHeading>
          <p className="mt-3 text-lg text-neutral-700">
            <Trans>
              Discussion rooms for creative hustlers, rural innovators and digital freelancers, monthly meetups in Cape
              Town, Johannesburg and Durban, and events where Income Seekers meet Income Creators.
            </Trans>
          </p>
          <Link to={paths.community} className={`${buttonStyles.primary} mt-6`}>
            <Trans>Visit the Community</Trans>
          </Link>
        </div>
        <div className="rounded-2xl bg-sunshine-100 p-6 text-center">
          {users ? (
            <>
              <p className="text-5xl font-extrabold text-lilac-950">{formats.count(users)}</p>
              <p className="mt-2 text-lg font-semibold text-lilac-900">
                <Plural
                  value={users}
                  one={`person has joined ${PRODUCT_NAME}`}
                  other={`people have joined ${PRODUCT_NAME}`}
                />
              </p>
            </>
          ) : (
            <p className="text-lg font-semibold text-lilac-900">
              <Trans>Meet people building their income, just like you.</Trans>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
