import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { CurrentUser } from '../../../../schema/contract/auth.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { paths } from '../../lib/paths.ts';
import { PremiumBadge } from '../../components/premium-badge.tsx';
import { WithTooltip } from '../../components/with-tooltip.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useMentorStatus } from '../../lib/auth/mentor-status.ts';
import { loginUrl } from '../../lib/auth/login.ts';
import { isMentorUser } from '../../lib/auth/roles.ts';
import { DesktopNavLinks } from './desktop-nav-links.tsx';
import { Logo } from './logo.tsx';
import { getNavLinks } from './nav-links.ts';
import { ProfileButtonContent, profileButtonStyle } from './profile-button.tsx';
import { CloseIcon, MenuIcon } from '../../components/shell-icons.tsx';

// A code-split component: a page rendered on the server names its chunk, which the browser has before hydrating.
const ProfileMenu = lazyComponent('ProfileMenu', () => import('./profile-menu.tsx').then((m) => m.default));

const mobileLinkStyle = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-lg px-4 text-base font-semibold no-underline ${
    isActive ? 'bg-lilac-700 text-white' : 'text-lilac-950 hover:bg-lilac-100'
  }`;

const signInStyle =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold text-lilac-800 no-underline hover:bg-lilac-100';
const joinStyle =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-lilac-700 px-4 text-sm font-semibold text-white no-underline hover:bg-lilac-800';

function PremiumLink({ className, onClick }: { className: string; onClick?: () => void }) {
  return (
    <NavLink to={paths.coaching} className={className} onClick={onClick}>
      <PremiumBadge />{' '}
      <span>
        <Trans>{PRODUCT_NAME} Coaching</Trans>
      </span>
    </NavLink>
  );
}

/** Signed-out actions: full-page navigations to the server's login (spec section 2). */
function SignInLinks({ className = '' }: { className?: string }) {
  return (
    <div className={`items-center gap-2 ${className}`}>
      <a href={loginUrl()} className={signInStyle}>
        <Trans>Sign In</Trans>
      </a>
      <a href={loginUrl({ mode: 'signup' })} className={joinStyle}>
        <Trans>Join {PRODUCT_NAME}</Trans>
      </a>
    </div>
  );
}

/**
 * The dropdown's code arrives on its own chunk. Until then the same-looking button stands in;
 * a tap on it is remembered and the menu opens as soon as it has loaded.
 */
function ProfileMenuSlot({ user }: { user: CurrentUser }) {
  const [openRequested, setOpenRequested] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={profileButtonStyle}
      onClick={() => setOpenRequested(true)}
    >
      <ProfileButtonContent user={user} />
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      <ProfileMenu user={user} defaultOpen={openRequested} />
    </Suspense>
  );
}

export function TopNav() {
  const { user, isLoading, isSignedIn } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  const isMentor = isMentorUser(user, mentorStatus.data);
  // One array per set of links: the desktop row measures itself again only when they change.
  const links = useMemo(() => getNavLinks({ isSignedIn, isMentor }), [isSignedIn, isMentor]);
  const menuId = useId();
  const { pathname } = useLocation();
  const { t } = useLingui();
  // The menu remembers the page it was opened on: any navigation (a link in it, the back button) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const closeMenu = () => setMenuOpenOn(null);
  const menuLabel = menuOpen ? t`Close menu` : t`Open menu`;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <nav aria-label={t`Main`} className="mx-auto w-full max-w-6xl px-4">
      <div className="flex min-h-16 items-center gap-3 py-2">
        <Link to={paths.home} aria-label={t`${PRODUCT_NAME} home`} className="mr-auto rounded-lg no-underline">
          <Logo />
        </Link>

        <PremiumLink className="hidden min-h-11 items-center gap-2 rounded-lg bg-sunshine-300 px-3 text-sm font-semibold text-lilac-950 no-underline hover:bg-sunshine-400 md:inline-flex aria-[current=page]:ring-2 aria-[current=page]:ring-lilac-700" />

        {/* While sign-in is being checked the slot stays empty rather than flashing Sign In. */}
        {isLoading ? null : user ? <ProfileMenuSlot user={user} /> : <SignInLinks className="hidden md:flex" />}

        <WithTooltip label={menuLabel}>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg border border-lilac-200 text-lilac-900 hover:bg-lilac-50 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuLabel}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </WithTooltip>
      </div>

      <DesktopNavLinks links={links} />

      <div id={menuId} hidden={!menuOpen} className="border-t border-lilac-100 pt-2 pb-4 md:hidden">
        <ul className="grid gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={mobileLinkStyle} onClick={closeMenu}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <PremiumLink
              onClick={closeMenu}
              className="mt-1 flex min-h-12 items-center gap-2 rounded-lg bg-sunshine-300 px-4 text-base font-semibold text-lilac-950 no-underline hover:bg-sunshine-400"
            />
          </li>
        </ul>
        {!isLoading && !user ? <SignInLinks className="mt-3 grid grid-cols-2 border-t border-lilac-100 pt-3" /> : null}
      </div>
    </nav>
  );
}
