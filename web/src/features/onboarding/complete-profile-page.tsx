import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { GuardianConsentStatus } from '../../../../schema/contract/consents.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { formatDate } from '../../components/date-time.ts';
import { LoadError } from '../../components/list/list-state.tsx';
import { LinkLine } from '../../components/page-sections.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { buttonStyles, textLinkStyle } from '../../components/ui/styles.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useMenteeProfile } from '../../lib/api/mentee-profile.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import { guardianStepPath, paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useMentorStatus } from '../../lib/auth/mentor-status.ts';
import { loginUrl, saveRedirectAfterLogin } from '../../lib/auth/login.ts';
import { useGuardianConsentStatus } from './api/consents.ts';
import { AgeAndTermsForm } from './components/age-and-terms-form.tsx';
import { GuardianConsentForm } from './components/guardian-consent-form.tsx';
import { matchesHeading, MentorMatches } from './components/mentor-matches.tsx';
import { useRecommendedMentors } from './api/recommended-mentors.ts';
import { ShortProfileForm } from './components/short-profile-form.tsx';
import { MicIcon, PeopleIcon } from '../../components/icons.tsx';

const pageStyle = 'mx-auto w-full max-w-4xl px-4 py-8 sm:py-12';
const headingStyle = 'mt-2 text-3xl font-bold tracking-tight text-lilac-950 sm:text-4xl';
const stepStyle = 'text-sm font-bold tracking-widest text-grass-800 uppercase';

/**
 * The steps of the attend path, and the step where someone under 18 asks a parent or guardian, in the address
 * (`?step=`), so Back goes back a step.
 */
const STEPS = { attend: 'attend', matches: 'matches', guardian: 'guardian' } as const;
const stepPath = (step: keyof typeof STEPS) => `${paths.completeProfile}?step=${STEPS[step]}`;

/**
 * `/complete-profile`, the welcome page (spec section 2, "Welcome/onboarding page"), where a new account starts
 * after sign-up: greets by first name and offers two paths, host (`/become-mentor`) or attend, with a skip link to
 * `/`. Attending asks for the short mentee profile the recommendations are matched on, then shows the mentors that
 * match, to connect with, and goes on to `/mentors`. A user who already has a mentor profile goes to `/`. Visitors
 * (it is on the public route list) are asked to sign in and come back here. An account that has not said
 * whether it is 18 or older (a first sign-in through the provider) answers that and accepts the terms first, and
 * `?step=guardian` is where someone under 18 asks a parent or guardian to agree.
 */
export function CompleteProfilePage() {
  const { user, isLoading } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  const [params] = useSearchParams();
  const step = params.get('step');

  if (isLoading) return <PageSpinner />;
  if (!user) return <SignInPrompt />;
  // Before anything else: an account that never saw the sign-up form answers its questions here (decision 021).
  if (user.ageGroup === null) return <AgeAndTermsStep firstName={user.firstName} />;
  if (step === STEPS.guardian) return <GuardianStep />;
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

      <LinkLine to={paths.home} className="mt-8 text-center">
        Skip for now
      </LinkLine>
    </div>
  );
}

/** The sign-up form's questions, for an account made without it; someone under 18 goes on to ask a guardian. */
function AgeAndTermsStep({ firstName }: { firstName: string }) {
  useDocumentTitle('Your age');
  const navigate = useNavigate();
  return (
    <div className={pageStyle}>
      <p className={stepStyle}>Welcome to {PRODUCT_NAME}</p>
      <h1 className={headingStyle}>Welcome, {firstName}! First, two questions</h1>
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">
        We ask everyone these before they chat or show their profile to other members.
      </p>
      <AgeAndTermsForm
        onAnswered={(ageGroup) => void navigate(ageGroup === 'under_18' ? guardianStepPath : paths.completeProfile)}
      />
    </div>
  );
}

/** A step's content once its one read is in: a spinner until then, or what failed with a way to try again. */
function AfterRead<Data>({
  query,
  what,
  children,
}: {
  query: ListQuery<Data>;
  /** "We could not load {what}." */
  what: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) {
    return (
      <div className="mt-6">
        <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return query.data === undefined ? <PageSpinner /> : children(query.data);
}

/**
 * Someone under 18 asks a parent or guardian to agree, with what that means in plain words, where the request
 * stands, and the form (decision 021).
 */
function GuardianStep() {
  useDocumentTitle('Ask a parent or guardian');
  const status = useGuardianConsentStatus();
  return (
    <div className={pageStyle}>
      <p className={stepStyle}>Under 18</p>
      <h1 className={headingStyle}>Ask a parent or guardian</h1>
      <AfterRead query={status} what="where your request stands">
        {(data) => <GuardianStepContent status={data} />}
      </AfterRead>
    </div>
  );
}

function GuardianStepContent({ status }: { status: GuardianConsentStatus }) {
  if (status.ageGroup !== 'under_18' || status.sharingRestriction === null) {
    return (
      <>
        <p className="mt-3 max-w-2xl text-lg text-neutral-700" role="status">
          {status.consent
            ? `${status.consent.guardianName} agreed on ${formatDate(status.consent.consentedAt)}. Nothing is held back: you can chat and show your profile.`
            : 'Only members under 18 need a parent or guardian to agree. Nothing is held back for you.'}
        </p>
        <p className="mt-8">
          <Link to={paths.completeProfile} className={buttonStyles.primary}>
            Continue
          </Link>
        </p>
      </>
    );
  }
  const { request } = status;
  return (
    <>
      <div className="mt-3 grid max-w-2xl gap-3 text-lg text-neutral-800">
        <p>
          Because you are under 18, the law (POPIA) says a parent or guardian must agree before other members can see
          your profile or you can send messages.
        </p>
        <p>Until they agree, you can still read, learn and join group sessions.</p>
      </div>
      <h2 className="mt-8 text-xl font-bold text-lilac-950">How it works</h2>
      <ol className="mt-2 max-w-2xl list-decimal space-y-1 pl-6 text-neutral-800">
        <li>Enter your parent or guardian&apos;s name and email address.</li>
        <li>We email them a link that explains what they agree to.</li>
        <li>When they press &ldquo;I agree&rdquo;, you can chat and show your profile.</li>
      </ol>
      {request ? (
        <p role="status" className="mt-6 max-w-2xl rounded-xl border border-grass-200 bg-grass-50 p-4 text-neutral-900">
          We emailed {request.guardianName} at <strong>{request.guardianEmail}</strong> on {formatDate(request.sentAt)}.
          Ask them to open it and press &ldquo;I agree&rdquo; before {formatDate(request.expiresAt)}. Not there? Ask
          them to look in their spam folder, or send it again.
        </p>
      ) : null}
      <h2 className="mt-8 text-xl font-bold text-lilac-950">
        {request ? 'Send it again, or to someone else' : 'Who should we ask?'}
      </h2>
      <GuardianConsentForm resend={request !== null} />
      <LinkLine to={paths.completeProfile} className="mt-8">
        Continue without waiting
      </LinkLine>
    </>
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
      <AfterRead query={profile} what="your profile">
        {(data) => <ShortProfileForm profile={data} onSaved={() => void navigate(stepPath('matches'))} />}
      </AfterRead>
    </div>
  );
}

/**
 * Step 2 of 2: the mentors who match (or, when nothing matched, the popular ones), to connect with; then on to every
 * mentor, or home.
 */
function MatchesStep() {
  useDocumentTitle('Mentors for you');
  const heading = matchesHeading(useRecommendedMentors().data?.items);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <p className={stepStyle}>Step 2 of 2</p>
      <h1 className={headingStyle}>{heading.text}</h1>
      {heading.popular ? (
        <p className="mt-3 max-w-2xl text-lg text-neutral-700">
          None of your answers matched a mentor yet, so these are the mentors with the most mentees. Tell us what you
          want to learn under “Change my answers” to see mentors who match you.
        </p>
      ) : null}
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
      <LinkLine to={paths.mentors} className="mt-8">
        Or browse mentors first
      </LinkLine>
    </div>
  );
}
