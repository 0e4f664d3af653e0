import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { paths } from '../../../lib/paths.ts';

/** Save (disabled, reading 'Saving...', while a save runs) and Cancel back to `/`. */
export function FormActions({ saving, label }: { saving: boolean; label: string }) {
  return (
    <div className="flex flex-col gap-3 border-t border-lilac-100 pt-6 sm:flex-row">
      <button type="submit" disabled={saving} className={buttonStyles.primary}>
        {saving ? 'Saving...' : label}
      </button>
      <Link to={paths.home} className={buttonStyles.outline}>
        Cancel
      </Link>
    </div>
  );
}
