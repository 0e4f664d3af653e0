import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { LoadError } from '../../components/list/list-state.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { buttonStyles, textLinkStyle } from '../../components/ui/styles.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useMenteeProfile } from '../../lib/api/mentee-profile.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useMentorStatus } from '../../lib/auth/mentor-status.ts';
import { loginUrl, saveRedirectAfterLogin } from '../../lib/auth/login.ts';
import { MentorMatches } from './components/mentor-matches.tsx';
import { ShortProfileForm } from './components/short-profile-form.tsx';

const pageStyle = 'mx-auto w-full max-w-4xl px-4 py-8 sm:py-12';
const headingStyle = 'mt-2 text-3xl font-bold tracking-tight text-lilac-950 sm:text-4xl';
const stepStyle = 'text-sm font-bold tracking-widest text-grass-800 uppercase';

/** The steps of the attend path, in the address (`?step=`), so Back goes back a step. */
const STEPS = { attend: 'attend', matches: 'matches' } as const;
const stepPath = (step: keyof typeof STEPS) => `${paths.completeProfile}?step=${STEPS[step]}`;

/**
 * `/complete-profile`, the welcome page (spec section 2, "Welcome/onboarding page"), where a new account starts
 * (issue 13): greets by first name and offers two paths, host (`/become-mentor`) or attend, with a skip link to
 * `/`. Attending asks for the short mentee profile the recommendations are matched on, then shows the mentors that
 * match, to connect with, and goes on to `/mentors`. A user who already has a mentor profile goes to `/`. Visitors
 * (it is on the public route list) are asked to sign in and come back here.
 */
export function CompleteProfilePage() {
  const { user, isLoading } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  const [params] = useSearchParams();
  const step = params.get('step');

  if (isLoading) return <PageSpinner />;
  if (!user) return <SignInPrompt />;
  if (mentorStatus.isPending) return <PageSpinner />;
  if (mentorStatus.data?.mentorProfile?.id != null) return <Navigate to={paths.home} replace />;
  if (step === STEPS.attend) return <AboutYouStep />;
  if (step === STEPS.matches) return <MatchesStep />;
  return <ChoosePathStep firstName={user.firstName} />;
}

function ChoosePathStep({ firstName }: { firstName: string }) {
  useDocumentTitle('Welcome');
  return (
    <div className={pageStyle}>
      <p className={stepStyle}>Welcome to {PRODUCT_NAME}</p>
      <h1 className={headingStyle}>Welcome, {firstName}!</h1>
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">
        How would you like to take part? You can change your mind later, and do both.
      </p>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        <li>
          <PathCard
            to={stepPath('attend')}
            title="Attend Group Sessions"
            action="Find a mentor"
            tone="grass"
            icon={<PeopleIcon />}
          >
            Learn from people who have built their own income. Group sessions are free: tell us a little about you, and
            we show the mentors who match.
          </PathCard>
        </li>
        <li>
          <PathCard
            to={paths.becomeMentor}
            title="Host Group Sessions"
            action="Become a mentor"
            tone="lilac"
            icon={<MicIcon />}
          >
            Built an income of your own? Share how in a few hours a month, and help others start theirs.
          </PathCard>
        </li>
      </ul>

      <p className="mt-8 text-center">
        <Link to={paths.home} className={`${textLinkStyle} inline-flex min-h-11 items-center`}>
          Skip for now
        </Link>
      </p>
    </div>
  );
}

/** Step 1 of 2 of attending: the short profile, starting from what the member's profile already says. */
function AboutYouStep() {
  useDocumentTitle('About you');
  const profile = useMenteeProfile();
  const navigate = useNavigate();
  return (
    <div className={pageStyle}>
      <p className={stepStyle}>Step 1 of 2</p>
      <h1 className={headingStyle}>Tell us about you</h1>
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">
        Four quick answers, and we show you the mentors who have built the kind of income you want.
      </p>
      {profile.isError ? (
        <div className="mt-6">
          <LoadError what="your profile" error={profile.error} onRetry={() => void profile.refetch()} />
        </div>
      ) : profile.isPending ? (
        <PageSpinner />
      ) : (
        <ShortProfileForm profile={profile.data} onSaved={() => void navigate(stepPath('matches'))} />
      )}
    </div>
  );
}

/** Step 2 of 2: the mentors who match, to connect with; then on to every mentor, or home. */
function MatchesStep() {
  useDocumentTitle('Mentors for you');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <p className={stepStyle}>Step 2 of 2</p>
      <h1 className={headingStyle}>Mentors who match you</h1>
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">
        Connect with the mentors you like: they appear in your Mentorship Space, and you hear when they schedule a group
        session.
      </p>
      <div className="mt-8">
        <MentorMatches returnTo={stepPath('matches')} />
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.mentors} className={buttonStyles.primary}>
          Continue to all mentors
        </Link>
        <Link to={stepPath('attend')} className={buttonStyles.outline}>
          Change my answers
        </Link>
        <Link to={paths.home} className={`${textLinkStyle} inline-flex min-h-11 items-center justify-center`}>
          Go to my dashboard
        </Link>
      </div>
    </div>
  );
}

function PathCard({
  to,
  title,
  action,
  tone,
  icon,
  children,
}: {
  to: string;
  title: string;
  action: string;
  tone: 'grass' | 'lilac';
  icon: ReactNode;
  children: ReactNode;
}) {
  const tones = {
    grass: { card: 'border-grass-200 bg-grass-50', icon: 'bg-grass-700 text-white' },
    lilac: { card: 'border-lilac-200 bg-lilac-50', icon: 'bg-lilac-700 text-white' },
  }[tone];
  return (
    <article className={`relative flex h-full flex-col rounded-2xl border-2 p-6 hover:shadow-md ${tones.card}`}>
      <span className={`inline-flex size-12 items-center justify-center rounded-xl ${tones.icon}`}>{icon}</span>
      <h2 className="mt-4 text-xl font-bold text-lilac-950">{title}</h2>
      <p className="mt-2 flex-1 text-neutral-800">{children}</p>
      {/* The link covers the card: the whole card is one large target. */}
      <Link
        to={to}
        className={`${tone === 'grass' ? buttonStyles.secondary : buttonStyles.primary} mt-5 after:absolute after:inset-0 after:rounded-2xl`}
      >
        {action}
      </Link>
    </article>
  );
}

function SignInPrompt() {
  useDocumentTitle(`Welcome to ${PRODUCT_NAME}`);
  // Back here after signing in or joining (the app honours redirectAfterLogin).
  const remember = () => saveRedirectAfterLogin(paths.completeProfile);
  return (
    <div className={pageStyle}>
      <h1 className="text-3xl font-bold tracking-tight text-lilac-950 sm:text-4xl">Welcome to {PRODUCT_NAME}</h1>
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">
        Sign in or create a free account to set up how you take part: host group sessions as a mentor, or attend them as
        a mentee.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href={loginUrl()} onClick={remember} className={buttonStyles.primary}>
          Sign In
        </a>
        <a href={loginUrl({ mode: 'signup' })} onClick={remember} className={buttonStyles.outline}>
          Join {PRODUCT_NAME}
        </a>
      </div>
      <p className="mt-8">
        <Link to={paths.mentors} className={`${textLinkStyle} inline-flex min-h-11 items-center`}>
          Or browse mentors first
        </Link>
      </p>
    </div>
  );
}

function PeopleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.7a3.5 3.5 0 0 1 0 6.6M18 14.3c2.1.7 3.5 2.8 3.5 5.7" />
    </svg>
  );
}

function MicIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8.5 21h7" />
    </svg>
  );
}
