import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { PageFrame } from './page-frame.tsx';
import { buttonStyles } from './ui/styles.ts';

/** Any path the router does not know (spec section 2). */
export function NotFoundPage() {
  return (
    <PageFrame title="Page Not Found" description="Did you forget to add the page to the router?">
      <p className="mt-8">
        <Link to={paths.home} className={buttonStyles.primary}>
          Go to the home page
        </Link>
      </p>
    </PageFrame>
  );
}
