import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { PageFrame } from './page-frame.tsx';
import { buttonStyles } from './ui/styles.ts';

/** Any path the router does not know (spec section 2). */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Page Not Found`} description={t`Did you forget to add the page to the router?`}>
      <p className="mt-8">
        <Link to={paths.home} className={buttonStyles.primary}>
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </PageFrame>
  );
}
