import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { RouteErrorBoundary } from '../components/route-error.tsx';
import { UpdatePrompt } from '../components/update-prompt.tsx';
import { PageSpinner } from '../components/spinner.tsx';
import { useCurrentUser } from '../lib/auth/current-user.ts';
import { useRedirectAfterLogin } from '../lib/auth/use-redirect-after-login.ts';
import { chunksLoading, lazyComponent, subscribeChunkLoads } from '../lib/lazy-component.ts';
import { TopNav } from '../features/navigation/top-nav.tsx';
import { TestingBanner } from './testing-banner.tsx';

// Below the fold on every page: its own chunk keeps the first screen's script small (the server renders it anyway).
const Footer = lazyComponent('Footer', () => import('./footer.tsx').then((m) => m.Footer));
// Only a member whose sharing is held back sees it (decision 021): nobody else downloads it.
const SharingBanner = lazyComponent('SharingBanner', () =>
  import('../components/sharing-banner.tsx').then((m) => m.SharingBanner),
);

/** Moves focus to the new page's content after an in-app navigation, as a full page load would. */
function useFocusMainOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/**
 * Scroll like a multi-page site: a new page starts at the top; Back and Forward return to where the reader was.
 * Positions are remembered per history entry for this tab.
 */
const scrollPositions = new Map<string, number>();
function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const key = location.key;
    window.scrollTo(0, navigationType === 'POP' ? (scrollPositions.get(key) ?? 0) : 0);
    return () => void scrollPositions.set(key, window.scrollY);
  }, [location.key, navigationType]);
}

/** The frame around every screen: skip link, testing banner, navigation, content, footer. */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const loadingScreen = useSyncExternalStore(subscribeChunkLoads, chunksLoading, () => false);
  useRedirectAfterLogin();
  useFocusMainOnNavigation(main);
  useScrollRestoration();
  useEffect(() => {
    // The app is interactive (hydrated, or rendered in the browser): the entry (web/src/lib/boot/app-ready.ts) and
    // browser tests wait for this before acting.
    document.documentElement.dataset.app = 'ready';
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={(event) => {
          // Focus the content without adding #main to the address (the router would treat it as a navigation).
          event.preventDefault();
          main.current?.focus();
        }}
        className="fixed top-2 left-2 z-50 -translate-y-[200%] rounded-lg bg-lilac-950 px-4 py-3 font-semibold text-white focus:translate-y-0"
      >
        <Trans>Skip to content</Trans>
      </a>
      {loadingScreen ? (
        <div aria-hidden="true" className="nav-progress fixed inset-x-0 top-0 z-50 h-1 bg-grass-500" />
      ) : null}
      <header className="border-b border-lilac-100 bg-white">
        <TestingBanner />
        <OfflineBanner />
        <UpdatePrompt />
        <TopNav />
        {user?.sharingRestriction ? (
          <Suspense fallback={null}>
            <SharingBanner />
          </Suspense>
        ) : null}
      </header>
      <main id="main" ref={main} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {/* Keeps the header and footer on screen while a page's code loads or when it fails to. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
