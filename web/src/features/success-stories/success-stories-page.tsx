import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PagedList } from '../../components/list/paged-list.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { paths } from '../../lib/paths.ts';
import { useStoryGallery } from './api/stories.ts';
import { ImpactPanel } from './components/impact-panel.tsx';
import { FeaturedStory, StoryCard } from './components/story-card.tsx';
import { splitFeatured } from './story-display.ts';
import { TitledSection } from '../../components/page-sections.tsx';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { successStoriesCatalog } from './locales/catalog.ts';

function ShareYourStory() {
  useCatalog(successStoriesCatalog);
  return (
    <Link to={paths.submitStory} className={buttonStyles.secondary}>
      <Trans>Share your story</Trans>
    </Link>
  );
}

/**
 * `/success-stories` (public, spec sections 2 and 9): the featured story, a grid of every published story with
 * Load more, a link to /submit-story and the impact numbers.
 */
export function SuccessStoriesPage() {
  useCatalog(successStoriesCatalog);
  const { t } = useLingui();
  const gallery = useStoryGallery();

  return (
    <PageFrame
      title={t`Success Stories`}
      description={t`Real South Africans who built new income streams with guidance from a mentor.`}
    >
      <div className="mt-6">
        <ShareYourStory />
      </div>

      <div className="mt-8">
        <PagedList
          query={gallery}
          what={t`the success stories`}
          more={t`stories`}
          loading={
            <div className="py-12">
              <Spinner label={t`Loading success stories…`} />
            </div>
          }
          empty={
            <div className="rounded-2xl bg-lilac-50 p-8 text-center">
              <p className="text-lg font-semibold text-lilac-950">
                <Trans>No success stories yet</Trans>
              </p>
              <p className="mt-2 text-neutral-700">
                <Trans>Be the first to share how your income changed.</Trans>
              </p>
            </div>
          }
        >
          {(stories) => {
            const { featured, rest } = splitFeatured(stories);
            const shown = stories.length;
            return (
              <>
                {featured ? <FeaturedStory story={featured} /> : null}
                {rest.length > 0 ? (
                  <TitledSection id="all-stories" title={t`More stories`} className="mt-12">
                    <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                      {rest.map((story) => (
                        <li key={story.id}>
                          <StoryCard story={story} />
                        </li>
                      ))}
                    </ul>
                  </TitledSection>
                ) : null}
                <p role="status" className="sr-only">
                  <Plural value={shown} one="# story shown" other="# stories shown" />
                </p>
              </>
            );
          }}
        </PagedList>
      </div>

      <ImpactPanel />

      <TitledSection
        id="share-title"
        title={t`Has your income changed?`}
        className="mt-12 rounded-3xl bg-sunshine-100 p-6 sm:p-8"
      >
        <p className="mt-2 max-w-2xl text-neutral-800">
          <Trans>
            Your story can show the next person that it is possible. Every story is reviewed before it is published.
          </Trans>
        </p>
        <div className="mt-4">
          <ShareYourStory />
        </div>
      </TitledSection>
    </PageFrame>
  );
}
