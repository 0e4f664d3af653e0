import { useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { NavLink } from 'react-router';
import { desktopLinkStyle, MoreLabel } from './desktop-link.tsx';
import type { NavLinkItem } from './nav-links.ts';

const itemStyle =
  'flex min-h-11 w-full cursor-pointer items-center rounded-md px-3 text-base text-neutral-900 no-underline outline-none select-none data-highlighted:bg-lilac-100 data-highlighted:text-lilac-950 aria-[current=page]:font-semibold aria-[current=page]:text-lilac-800';

/**
 * The "More" menu of the desktop navigation (Radix DropdownMenu: arrow keys, Escape, focus back to the button), with
 * the links the row has no room for. Loaded on its own chunk, like the profile menu.
 */
export default function MoreMenu({
  links,
  isActive,
  defaultOpen = false,
}: {
  links: NavLinkItem[];
  /** The current page is one of these links: the button is highlighted like an active link. */
  isActive: boolean;
  defaultOpen?: boolean;
}) {
  const { t } = useLingui();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger className={desktopLinkStyle({ isActive })}>
        <MoreLabel />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-lilac-200 bg-white p-1.5 shadow-lg"
        >
          {links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={itemStyle}>
              <NavLink to={link.to}>{t(link.label)}</NavLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
