import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { goToLogin, saveRedirectAfterLogin } from '../lib/auth/login.ts';
import { paths } from '../lib/paths.ts';
import { PageFrame } from './page-frame.tsx';
import { buttonStyles, textLinkStyle } from './ui/styles.ts';

/**
 * A visitor on a page that asks them to sign in without sending them there (spec section 2, edit profile):
 * 'Access Required' and a Sign In button that brings them back to this page afterwards.
 */
export function AccessRequired({ description }: { description: string }) {
  const { t } = useLingui();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <PageFrame
      eyebrow={
        <p className="mb-4">
          <Link to={paths.home} className={textLinkStyle}>
            <span aria-hidden="true">← </span>
            <Trans>Back to Home</Trans>
          </Link>
        </p>
      }
      title={t`Access Required`}
      description={description}
    >
      <p className="mt-8">
        <button
          type="button"
          onClick={() => {
            saveRedirectAfterLogin(returnTo);
            goToLogin();
          }}
          className={buttonStyles.primary}
        >
          <Trans>Sign In</Trans>
        </button>
      </p>
    </PageFrame>
  );
}
