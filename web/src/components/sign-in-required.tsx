import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { goToLogin, saveRedirectAfterLogin } from '../lib/auth/login.ts';
import { promptSignIn, type SignInPrompt } from '../lib/auth/sign-in-prompt.ts';
import { PageFrame } from './page-frame.tsx';
import { buttonStyles } from './ui/styles.ts';

/**
 * What a visitor sees on a page that needs an account (spec sections 4, 6 and 8): the page's title, the prompt's
 * toast, then the sign-in page after the prompt's delay and back here afterwards. A Sign In button too, in case the
 * redirect is slow.
 */
export function SignInRequired({
  title,
  description,
  prompt,
  reason,
}: {
  title: string;
  description: string;
  prompt: SignInPrompt;
  /** One line on what signing in gives, e.g. 'Sign in to see and join group sessions.' */
  reason: string;
}) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  useEffect(() => promptSignIn(prompt, returnTo), [prompt, returnTo]);
  return (
    <PageFrame title={title} description={description}>
      <div className="mt-8 rounded-2xl border border-lilac-100 bg-white p-6">
        <p className="text-lg font-semibold text-lilac-950">{reason}</p>
        <p className="mt-1 text-neutral-700">
          <Trans>Taking you to the sign-in page…</Trans>
        </p>
        <button
          type="button"
          onClick={() => {
            saveRedirectAfterLogin(returnTo);
            goToLogin();
          }}
          className={`${buttonStyles.primary} mt-4`}
        >
          <Trans>Sign In</Trans>
        </button>
      </div>
    </PageFrame>
  );
}
