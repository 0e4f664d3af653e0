import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { paths } from '../../../lib/paths.ts';
import { profileCatalog } from '../locales/catalog.ts';

/** The profile editor's Cancel, beside Save: back to `/`, nothing saved. */
export function CancelLink() {
  useCatalog(profileCatalog);
  return (
    <Link to={paths.home} className={buttonStyles.outline}>
      <Trans>Cancel</Trans>
    </Link>
  );
}
