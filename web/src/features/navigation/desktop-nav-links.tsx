import { useLingui } from '@lingui/react/macro';
import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { desktopLinkStyle, MoreLabel } from './desktop-link.tsx';
import { linksForMoreMenu, type NavLinkItem } from './nav-links.ts';

// A code-split component: a page rendered on the server names its chunk, which the browser has before hydrating.
const MoreMenu = lazyComponent('MoreMenu', () => import('./more-menu.tsx').then((m) => m.default));

/**
 * The menu's code (Radix DropdownMenu, shared with the profile menu) arrives on its own chunk; until then the
 * same-looking button stands in, and a tap on it opens the menu as soon as it has loaded.
 */
function MoreMenuSlot({ links, isActive }: { links: NavLinkItem[]; isActive: boolean }) {
  const [openRequested, setOpenRequested] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={desktopLinkStyle({ isActive })}
      onClick={() => setOpenRequested(true)}
    >
      <MoreLabel />
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      <MoreMenu links={links} isActive={isActive} defaultOpen={openRequested} />
    </Suspense>
  );
}

/**
 * The desktop navigation: one row, never two (a second row holding one or two links looks broken). When the row is too
 * narrow for every link (a mentor at 1280 px has eight), the least used ones move into a "More" menu at its end
 * (`linksForMoreMenu`). The widths come from an invisible copy of the row, measured before the browser paints and again
 * whenever the row or the copy (fonts arriving) changes size. A server render has no width: it shows every link,
 * clipped rather than wrapped, until the browser has measured.
 */
export function DesktopNavLinks({ links }: { links: NavLinkItem[] }) {
  const row = useRef<HTMLUListElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const [inMenu, setInMenu] = useState<string[]>([]);
  const { pathname } = useLocation();
  const { t } = useLingui();

  useLayoutEffect(() => {
    const rowElement = row.current;
    const rulerElement = ruler.current;
    if (!rowElement || !rulerElement) return;
    const fit = () => {
      const available = rowElement.clientWidth;
      // Below the desktop breakpoint the row is not displayed: nothing to fit.
      if (available === 0) return;
      const widths = [...rulerElement.children].map((item) => Math.ceil(item.getBoundingClientRect().width));
      const moreWidth = widths.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(rulerElement).columnGap) || 0;
      const next = linksForMoreMenu(links, widths, { available: Math.floor(available), moreWidth, gap });
      setInMenu((current) => (current.join() === next.join() ? current : next));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(rowElement);
    observer.observe(rulerElement);
    return () => observer.disconnect();
  }, [links]);

  const menuLinks = links.filter((link) => inMenu.includes(link.to));
  const menuHoldsCurrentPage = menuLinks.some((link) => link.to.toLowerCase() === pathname.toLowerCase());
  return (
    // Clipped sideways: before the browser has measured, the row shows every link, which may not fit.
    <div className="relative hidden overflow-x-clip pb-3 [overflow-clip-margin:8px] md:block">
      <ul ref={row} className="flex flex-nowrap items-center gap-1 overflow-x-clip [overflow-clip-margin:8px]">
        {links.map((link) => (
          <li key={link.to} hidden={inMenu.includes(link.to)}>
            <NavLink to={link.to} className={desktopLinkStyle}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
        {menuLinks.length > 0 ? (
          <li>
            <MoreMenuSlot links={menuLinks} isActive={menuHoldsCurrentPage} />
          </li>
        ) : null}
      </ul>
      {/* The copy the row is measured with: every link and the More button as plain text, unseen (visibility:
          hidden also keeps it from screen readers and the pointer). It sits in a box of no size that hides what
          overflows it, so however wide it is, no browser lets it widen the page. */}
      <div aria-hidden="true" className="absolute top-0 left-0 size-0 overflow-hidden">
        <div ref={ruler} className="invisible flex w-max gap-1 whitespace-nowrap">
          {links.map((link) => (
            <span key={link.to} className={desktopLinkStyle({ isActive: false })}>
              {t(link.label)}
            </span>
          ))}
          <span className={desktopLinkStyle({ isActive: false })}>
            <MoreLabel />
          </span>
        </div>
      </div>
    </div>
  );
}
