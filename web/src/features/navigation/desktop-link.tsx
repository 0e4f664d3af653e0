import { Trans } from '@lingui/react/macro';
import { ChevronDownIcon } from '../../components/shell-icons.tsx';

/** A link of the desktop navigation row; the More button looks the same. */
export const desktopLinkStyle = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap no-underline transition-colors ${
    isActive ? 'bg-lilac-700 text-white' : 'text-lilac-900 hover:bg-lilac-100'
  }`;

/** The More button's face, shared by the button and the copy the row is measured with. */
export function MoreLabel() {
  return (
    <>
      <Trans>More</Trans>
      <ChevronDownIcon />
    </>
  );
}
