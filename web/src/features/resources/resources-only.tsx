import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { OPPORTUNITY_MESSAGES, RESOURCES_REDIRECT_MS } from '../../../../schema/contract/opportunities-rules.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { saveRedirectAfterLogin } from '../../lib/auth/login.ts';
import { promptSignIn, type SignInPrompt } from '../../lib/auth/sign-in-prompt.ts';
import { LOGIN_PATH, paths } from '../../lib/paths.ts';

/** Spec sections 6, 8 and 9: 'Access Restricted', then sign in after 1000 ms. */
export const RESOURCES_SIGN_IN_PROMPT: SignInPrompt = {
  title: OPPORTUNITY_MESSAGES.accessRestricted,
  description: OPPORTUNITY_MESSAGES.accessRestrictedText,
  delayMs: RESOURCES_REDIRECT_MS,
};

const TITLE = 'Income Seeking Resources';

/** A visitor: the toast, then the sign-in page (back here afterwards); a link too, in case the redirect is slow. */
function AccessRestricted() {
  const returnTo = `${paths.freedomResources}${useLocation().search}`;
  useEffect(() => promptSignIn(RESOURCES_SIGN_IN_PROMPT, returnTo), [returnTo]);
  return (
    <PageFrame title={TITLE} description="Trending business opportunities in South Africa, for members.">
      <div className="mt-8 rounded-2xl bg-lilac-50 p-6">
        <p className="text-lg font-semibold text-lilac-950">{RESOURCES_SIGN_IN_PROMPT.title}</p>
        <p className="mt-1 text-neutral-800">{RESOURCES_SIGN_IN_PROMPT.description}. Taking you to the sign-in page…</p>
        <a
          href={LOGIN_PATH}
          onClick={() => saveRedirectAfterLogin(returnTo)}
          className={`${buttonStyles.primary} mt-4`}
        >
          Sign In
        </a>
      </div>
    </PageFrame>
  );
}

/**
 * `/freedom-resources`: login required (spec sections 2 and 6). Unlike the other signed-in-only routes a visitor
 * is told why and sent to sign in (issue 11), not shown the 404 page. The page's code is still never downloaded
 * by visitors: `children` is a lazy component rendered only when signed in.
 */
export function ResourcesOnly({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!isSignedIn) return <AccessRestricted />;
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
