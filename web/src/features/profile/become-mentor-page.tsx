import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { ButtonLinks, type ButtonLink } from '../../components/button-links.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useMentorStatus } from '../../lib/auth/mentor-status.ts';
import { goToLogin, saveRedirectAfterLogin } from '../../lib/auth/login.ts';
import { isMentorUser } from '../../lib/auth/roles.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { REDIRECT_AFTER_CREATE_MS } from './mentor-form.ts';
import { MentorProfileForm } from './components/mentor-profile-form.tsx';
import {
  Benefits,
  Guides,
  IncomeFramework,
  MENTOR_COMMITMENT,
  Programme,
  SessionTemplate,
} from './components/programme-content.tsx';
import { profileCatalog } from './locales/catalog.ts';

/** What an existing mentor can do instead of applying. */
const MENTOR_LINKS = [
  { to: paths.editProfile, label: msg`Edit your mentor profile` },
  { to: paths.calendarManagement, label: msg`Manage your sessions` },
] as const;

/** Where to go while the page counts down to Home. */
const CONFIRMATION_LINKS = [
  { to: paths.home, label: msg`Go to Home` },
  { to: paths.mentors, label: msg`View all mentors` },
] as const;

/** Links whose words are in the catalog, in the reader's language. */
function useButtonLinks(links: readonly { to: string; label: MessageDescriptor }[]): ButtonLink[] {
  const { t } = useLingui();
  return links.map((link) => ({ to: link.to, label: t(link.label) }));
}

/** Spec section 2: sign in, then come straight back to the application. */
function signInAndReturn(mode?: 'signup') {
  saveRedirectAfterLogin(paths.becomeMentor);
  goToLogin(mode ? { mode } : {});
}

/** Covers the form for visitors (spec section 2). "Look at the form first" lifts it; submitting then asks again. */
function LoginOverlay({ onDismiss }: { onDismiss: () => void }) {
  useCatalog(profileCatalog);
  return (
    <div className="absolute inset-0 z-10 flex items-start justify-center bg-white/75 px-2 pt-6 backdrop-blur-[2px] sm:pt-16">
      <section
        aria-labelledby="login-overlay-heading"
        className="w-full max-w-md rounded-2xl border-2 border-lilac-200 bg-white p-6 shadow-xl"
      >
        <h3 id="login-overlay-heading" className="text-xl font-bold text-lilac-950">
          <Trans>Sign in to apply</Trans>
        </h3>
        <p className="mt-2 text-neutral-700">
          <Trans>
            Mentors need a free {PRODUCT_NAME} account. Sign in, or create one in a minute, and we will bring you
            straight back to this form.
          </Trans>
        </p>
        <div className="mt-5 grid gap-3">
          <button type="button" onClick={() => signInAndReturn()} className={buttonStyles.primary}>
            <Trans>Sign in to continue</Trans>
          </button>
          <button type="button" onClick={() => signInAndReturn('signup')} className={buttonStyles.outline}>
            <Trans>Create a free account</Trans>
          </button>
          <button
            type="button"
            onClick={onDismiss}
            className="min-h-11 font-semibold text-lilac-700 underline underline-offset-4 hover:text-lilac-900"
          >
            <Trans>Look at the form first</Trans>
          </button>
        </div>
      </section>
    </div>
  );
}

function AlreadyMentor() {
  useCatalog(profileCatalog);
  const links = useButtonLinks(MENTOR_LINKS);
  return (
    <div className="rounded-2xl border-2 border-grass-200 bg-grass-50 p-6">
      <h3 className="text-xl font-bold text-grass-950">
        <Trans>You are already a mentor</Trans>
      </h3>
      <p className="mt-2 text-neutral-800">
        <Trans>
          You have a mentor profile, so there is nothing more to apply for. Keep it up to date, and schedule your next
          group session.
        </Trans>
      </p>
      <ButtonLinks className="mt-5" links={links} />
    </div>
  );
}

/** After success (spec section 2): the confirmation with Home and /mentors, then `/` after 2 seconds. */
function Confirmation() {
  useCatalog(profileCatalog);
  const links = useButtonLinks(CONFIRMATION_LINKS);
  const seconds = REDIRECT_AFTER_CREATE_MS / 1000;
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => void navigate(paths.home), REDIRECT_AFTER_CREATE_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 text-center sm:py-20">
      <p
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-grass-100 text-3xl text-grass-700"
      >
        ✓
      </p>
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-3xl font-bold tracking-tight text-lilac-950 outline-none">
        <Trans>Your mentor profile is live</Trans>
      </h1>
      <p className="mt-3 text-lg text-neutral-700">
        <Trans>
          Thank you for sharing what you know. Schedule your first group session from Calendar Management. Taking you
          home in {seconds} seconds…
        </Trans>
      </p>
      <ButtonLinks className="mt-8 justify-center" links={links} />
    </div>
  );
}

function scrollToForm() {
  const heading = document.getElementById('apply-heading');
  heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

/** `/become-mentor` (spec section 2, "Mentor application"). */
export function BecomeMentorPage() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  const commitment = t(MENTOR_COMMITMENT);
  const { user, isLoading, isSignedIn } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  const [created, setCreated] = useState(false);
  const [overlayDismissed, setOverlayDismissed] = useState(false);

  if (created) return <Confirmation />;

  const checking = isLoading || (isSignedIn && mentorStatus.isPending);
  const overlay = !checking && !isSignedIn && !overlayDismissed;
  let application;
  if (checking) application = <Spinner label={t`Checking your account…`} />;
  else if (isMentorUser(user, mentorStatus.data)) application = <AlreadyMentor />;
  else {
    application = (
      <div className="relative">
        <div inert={overlay} className={overlay ? 'max-h-[36rem] overflow-hidden' : undefined}>
          <MentorProfileForm mode="apply" isSignedIn={isSignedIn} onCreated={() => setCreated(true)} />
        </div>
        {overlay ? <LoginOverlay onDismiss={() => setOverlayDismissed(true)} /> : null}
      </div>
    );
  }

  return (
    <PageFrame
      title={t`Host Group Sessions`}
      description={t`Built your own income? Share how with people who are starting out. Mentors host free group sessions, ${commitment}.`}
    >
      <p className="mt-6">
        <a
          href="#apply-heading"
          onClick={(event) => {
            event.preventDefault();
            scrollToForm();
          }}
          className={buttonStyles.primary}
        >
          <Trans>Apply to become a mentor</Trans>
        </a>
      </p>
      <Benefits />
      <Programme />
      <section
        aria-labelledby="apply-heading"
        className="mt-12 scroll-mt-4 rounded-2xl border-2 border-lilac-200 bg-white p-4 shadow-sm sm:p-8"
      >
        <h2 id="apply-heading" tabIndex={-1} className="text-2xl font-bold tracking-tight text-lilac-950 outline-none">
          <Trans>Apply to become a mentor</Trans>
        </h2>
        <p className="mt-2 mb-6 max-w-2xl text-neutral-700">
          <Trans>
            Tell people who you are and what you can teach. Your profile goes live in the mentor directory as soon as
            you submit it.
          </Trans>
        </p>
        {application}
      </section>
      <IncomeFramework />
      <SessionTemplate />
      <Guides />
    </PageFrame>
  );
}
