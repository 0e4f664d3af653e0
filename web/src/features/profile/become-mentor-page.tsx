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

/** What an existing mentor can do instead of applying. */
const MENTOR_LINKS: readonly ButtonLink[] = [
  { to: paths.editProfile, label: 'Edit your mentor profile' },
  { to: paths.calendarManagement, label: 'Manage your sessions' },
];

/** Where to go while the page counts down to Home. */
const CONFIRMATION_LINKS: readonly ButtonLink[] = [
  { to: paths.home, label: 'Go to Home' },
  { to: paths.mentors, label: 'View all mentors' },
];

/** Spec section 2: sign in, then come straight back to the application. */
function signInAndReturn(mode?: 'signup') {
  saveRedirectAfterLogin(paths.becomeMentor);
  goToLogin(mode ? { mode } : {});
}

/** Covers the form for visitors (spec section 2). "Look at the form first" lifts it; submitting then asks again. */
function LoginOverlay({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className="absolute inset-0 z-10 flex items-start justify-center bg-white/75 px-2 pt-6 backdrop-blur-[2px] sm:pt-16">
      <section
        aria-labelledby="login-overlay-heading"
        className="w-full max-w-md rounded-2xl border-2 border-lilac-200 bg-white p-6 shadow-xl"
      >
        <h3 id="login-overlay-heading" className="text-xl font-bold text-lilac-950">
          Sign in to apply
        </h3>
        <p className="mt-2 text-neutral-700">
          Mentors need a free {PRODUCT_NAME} account. Sign in, or create one in a minute, and we will bring you straight
          back to this form.
        </p>
        <div className="mt-5 grid gap-3">
          <button type="button" onClick={() => signInAndReturn()} className={buttonStyles.primary}>
            Sign in to continue
          </button>
          <button type="button" onClick={() => signInAndReturn('signup')} className={buttonStyles.outline}>
            Create a free account
          </button>
          <button
            type="button"
            onClick={onDismiss}
            className="min-h-11 font-semibold text-lilac-700 underline underline-offset-4 hover:text-lilac-900"
          >
            Look at the form first
          </button>
        </div>
      </section>
    </div>
  );
}

function AlreadyMentor() {
  return (
    <div className="rounded-2xl border-2 border-grass-200 bg-grass-50 p-6">
      <h3 className="text-xl font-bold text-grass-950">You are already a mentor</h3>
      <p className="mt-2 text-neutral-800">
        You have a mentor profile, so there is nothing more to apply for. Keep it up to date, and schedule your next
        group session.
      </p>
      <ButtonLinks className="mt-5" links={MENTOR_LINKS} />
    </div>
  );
}

/** After success (spec section 2): the confirmation with Home and /mentors, then `/` after 2 seconds. */
function Confirmation() {
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
        Your mentor profile is live
      </h1>
      <p className="mt-3 text-lg text-neutral-700">
        Thank you for sharing what you know. Schedule your first group session from Calendar Management. Taking you home
        in {REDIRECT_AFTER_CREATE_MS / 1000} seconds…
      </p>
      <ButtonLinks className="mt-8 justify-center" links={CONFIRMATION_LINKS} />
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
  const { user, isLoading, isSignedIn } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  const [created, setCreated] = useState(false);
  const [overlayDismissed, setOverlayDismissed] = useState(false);

  if (created) return <Confirmation />;

  const checking = isLoading || (isSignedIn && mentorStatus.isPending);
  const overlay = !checking && !isSignedIn && !overlayDismissed;
  let application;
  if (checking) application = <Spinner label="Checking your account…" />;
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
      title="Host Group Sessions"
      description={`Built your own income? Share how with people who are starting out. Mentors host free group sessions, ${MENTOR_COMMITMENT}.`}
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
          Apply to become a mentor
        </a>
      </p>
      <Benefits />
      <Programme />
      <section
        aria-labelledby="apply-heading"
        className="mt-12 scroll-mt-4 rounded-2xl border-2 border-lilac-200 bg-white p-4 shadow-sm sm:p-8"
      >
        <h2 id="apply-heading" tabIndex={-1} className="text-2xl font-bold tracking-tight text-lilac-950 outline-none">
          Apply to become a mentor
        </h2>
        <p className="mt-2 mb-6 max-w-2xl text-neutral-700">
          Tell people who you are and what you can teach. Your profile goes live in the mentor directory as soon as you
          submit it.
        </p>
        {application}
      </section>
      <IncomeFramework />
      <SessionTemplate />
      <Guides />
    </PageFrame>
  );
}
