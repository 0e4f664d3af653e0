import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useRedirectAfterLogin } from '../lib/auth/use-redirect-after-login.ts';
import { TopNav } from '../features/navigation/top-nav.tsx';
import { Footer } from './footer.tsx';
import { TestingBanner } from './testing-banner.tsx';

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

/** The frame around every screen: skip link, testing banner, navigation, content, footer. */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  useRedirectAfterLogin();
  useFocusMainOnNavigation(main);

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
        Skip to content
      </a>
      {navigation.state !== 'idle' ? (
        <div aria-hidden="true" className="nav-progress fixed inset-x-0 top-0 z-50 h-1 bg-grass-500" />
      ) : null}
      <header className="border-b border-lilac-100 bg-white">
        <TestingBanner />
        <TopNav />
      </header>
      <main id="main" ref={main} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
