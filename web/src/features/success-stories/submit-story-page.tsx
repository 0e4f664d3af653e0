import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { CurrentUser } from '../../../../schema/contract/auth.ts';
import type { MyStory } from '../../../../schema/contract/stories.ts';
import { ButtonLinks, type ButtonLink } from '../../components/button-links.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { LOGIN_PATH, paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { saveRedirectAfterLogin } from '../../lib/auth/login.ts';
import { MyStories } from './components/my-stories.tsx';
import { StoryForm } from './components/story-form.tsx';
import { promptSignIn, SIGN_IN_PROMPTS, signInPromptTexts } from '../../lib/auth/sign-in-prompt.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { successStoriesCatalog } from './locales/catalog.ts';

/** After sending a story: the gallery, or Home. */
const THANK_YOU_LINKS = [
  { to: paths.successStories, label: msg`View Success Stories` },
  { to: paths.home, label: msg`Back to Home` },
];

const TITLE = msg`Share Your Success Story`;
const DESCRIPTION = msg`Tell others how your income changed so your story can encourage the next person starting out.`;

/** A visitor: the 'Login Required' toast, then login after 1500 ms (a link too, in case the redirect is slow). */
function LoginRequired() {
  useCatalog(successStoriesCatalog);
  const { t, i18n } = useLingui();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  useEffect(() => promptSignIn(SIGN_IN_PROMPTS.story, returnTo), [returnTo]);
  const prompt = signInPromptTexts(SIGN_IN_PROMPTS.story, i18n);
  return (
    <PageFrame title={t(TITLE)} description={t(DESCRIPTION)}>
      <div className="mt-8 rounded-2xl bg-lilac-50 p-6">
        <p className="text-lg font-semibold text-lilac-950">{prompt.title}</p>
        <p className="mt-1 text-neutral-800">
          {' '}
          {prompt.description} <Trans>Taking you to the sign-in page…</Trans>
        </p>
        <a
          href={LOGIN_PATH}
          onClick={() => saveRedirectAfterLogin(returnTo)}
          className={`${buttonStyles.primary} mt-4`}
        >
          <Trans>Sign In</Trans>
        </a>
      </div>
    </PageFrame>
  );
}

/** After a successful submission (spec section 2): thanks, the review step, and the way on. */
function ThankYou({ story, onAnother }: { story: MyStory; onAnother: () => void }) {
  useCatalog(successStoriesCatalog);
  const { t } = useLingui();
  const storyName = story.name;
  const links: readonly ButtonLink[] = THANK_YOU_LINKS.map((link) => ({ ...link, label: t(link.label) }));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-8 rounded-3xl bg-grass-50 p-6 sm:p-8">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-grass-950 outline-none">
        <Trans>Thank you for sharing your story, {storyName}!</Trans>
      </h2>
      <p className="mt-2 max-w-2xl text-neutral-800">
        <Trans>
          Our team reviews every story before it is published in the gallery. We will let you know once yours has been
          reviewed; you can follow its status under “Your stories” below.
        </Trans>
      </p>
      <ButtonLinks className="mt-6" links={links}>
        <button type="button" onClick={onAnother} className={buttonStyles.outline}>
          <Trans>Share another story</Trans>
        </button>
      </ButtonLinks>
    </div>
  );
}

function SubmitStory({ user }: { user: CurrentUser }) {
  useCatalog(successStoriesCatalog);
  const { t } = useLingui();
  const [submitted, setSubmitted] = useState<MyStory | null>(null);
  return (
    <PageFrame title={t(TITLE)} description={t(DESCRIPTION)}>
      {submitted ? (
        <ThankYou story={submitted} onAnother={() => setSubmitted(null)} />
      ) : (
        <StoryForm defaultName={`${user.firstName} ${user.lastName}`.trim()} onSubmitted={setSubmitted} />
      )}
      <MyStories />
    </PageFrame>
  );
}

/** `/submit-story` (spec sections 2, 4, 5): login required; the form, then the thank-you screen. */
export function SubmitStoryPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <LoginRequired />;
  return <SubmitStory user={user} />;
}
