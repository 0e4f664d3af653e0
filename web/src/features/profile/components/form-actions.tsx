import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { paths } from '../../../lib/paths.ts';

/** The profile editor's Cancel, beside Save: back to `/`, nothing saved. */
export function CancelLink() {
  return (
    <Link to={paths.home} className={buttonStyles.outline}>
      Cancel
    </Link>
  );
}
