import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { GuardianConsentStatus } from '../../../../schema/contract/consents.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { useFormats } from '../../lib/i18n/use-formats.ts';
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
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { useGuardianConsentStatus } from './api/consents.ts';
import { AgeAndTermsForm } from './components/age-and-terms-form.tsx';
import { GuardianConsentForm } from './components/guardian-consent-form.tsx';
import { matchesHeading, MentorMatches } from './components/mentor-matches.tsx';
import { useRecommendedMentors } from './api/recommended-mentors.ts';
import { ShortProfileForm } from './components/short-profile-form.tsx';
import { MicIcon, PeopleIcon } from '../../components/icons.tsx';
import { onboardingCatalog } from './locales/catalog.ts';

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
  useCatalog(onboardingCatalog);
  const { t } = useLingui();
  useDocumentTitle(t`Welcome`);
  return (
    <div className={pageStyle}>
      <p className={stepStyle}>
        <Trans>Welcome to {PRODUCT_NAME}</Trans>
      </p>
      <h1 className={headingStyle}>
        <Trans>Welcome, {firstName}!</Trans>
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">
        <Trans>How would you like to take part? You can change your mind later, and do both.</Trans>
      </p>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        <li>
          <PathCard
            to={stepPath('attend')}
            title={t`Attend Group Sessions`}
            action={t`Find a mentor`}
            tone="grass"
            icon={<PeopleIcon />}
          >
            <Trans>
              Learn from people who have built their own income. Group sessions are free: tell us a little about you,
              and we show the mentors who match.
            </Trans>
          </PathCard>
        </li>
        <li>
          <PathCard
            to={paths.becomeMentor}
            title={t`Host Group Sessions`}
            action={t`Become a mentor`}
            tone="lilac"
            icon={<MicIcon />}
          >
            <Trans>Built an income of your own? Share how in a few hours a month, and help others start theirs.</Trans>
          </PathCard>
        </li>
      </ul>

      <LinkLine to={paths.home} className="mt-8 text-center">
        <Trans>Skip for now</Trans>
      </LinkLine>
    </div>
  );
}

/** The sign-up form's questions, for an account made without it; someone under 18 goes on to ask a guardian. */
function AgeAndTermsStep({ firstName }: { firstName: string }) {
  useCatalog(onboardingCatalog);
  const { t } = useLingui();
  useDocumentTitle(t`Your age`);
  const navigate = useNavigate();
  return (
    <div className={pageStyle}>
      <p className={stepStyle}>
        <Trans>Welcome to {PRODUCT_NAME}</Trans>
      </p>
      <h1 className={headingStyle}>
        <Trans>Welcome, {firstName}! First, two questions</Trans>
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">
        <Trans>We ask everyone these before they chat or show their profile to other members.</Trans>
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
  useCatalog(onboardingCatalog);
  const { t } = useLingui();
  useDocumentTitle(t`Ask a parent or guardian`);
  const status = useGuardianConsentStatus();
  return (
    <div className={pageStyle}>
      <p className={stepStyle}>
        <Trans>Under 18</Trans>
      </p>
      <h1 className={headingStyle}>
        <Trans>Ask a parent or guardian</Trans>
      </h1>
      <AfterRead query={status} what={t`where your request stands`}>
        {(data) => <GuardianStepContent status={data} />}
      </AfterRead>
    </div>
  );
}

function GuardianStepContent({ status }: { status: GuardianConsentStatus }) {
  useCatalog(onboardingCatalog);
  const formats = useFormats();
  const { t } = useLingui();
  if (status.ageGroup !== 'under_18' || status.sharingRestriction === null) {
    const { consent } = status;
    const guardianName = consent?.guardianName;
    const agreedOn = consent ? formats.date(consent.consentedAt) : '';
    return (
      <>
        <p className="mt-3 max-w-2xl text-lg text-neutral-700" role="status">
          {consent
            ? t`${guardianName} agreed on ${agreedOn}. Nothing is held back: you can chat and show your profile.`
            : t`Only members under 18 need a parent or guardian to agree. Nothing is held back for you.`}
        </p>
        <p className="mt-8">
          <Link to={paths.completeProfile} className={buttonStyles.primary}>
            <Trans>Continue</Trans>
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
          <Trans>
            Because you are under 18, the law (POPIA) says a parent or guardian must agree before other members can see
            your profile or you can send messages.
          </Trans>
        </p>
        <p>
          <Trans>Until they agree, you can still read, learn and join group sessions.</Trans>
        </p>
      </div>
      <h2 className="mt-8 text-xl font-bold text-lilac-950">
        <Trans>How it works</Trans>
      </h2>
      <ol className="mt-2 max-w-2xl list-decimal space-y-1 pl-6 text-neutral-800">
        <li>
          <Trans>Enter your parent or guardian&apos;s name and email address.</Trans>
        </li>
        <li>
          <Trans>We email them a link that explains what they agree to.</Trans>
        </li>
        <li>
          <Trans>When they press &ldquo;I agree&rdquo;, you can chat and show your profile.</Trans>
        </li>
      </ol>
      {request ? <RequestSent request={request} /> : null}
      <h2 className="mt-8 text-xl font-bold text-lilac-950">
        {request ? t`Send it again, or to someone else` : t`Who should we ask?`}
      </h2>
      <GuardianConsentForm resend={request !== null} />
      <LinkLine to={paths.completeProfile} className="mt-8">
        <Trans>Continue without waiting</Trans>
      </LinkLine>
    </>
  );
}

/** Where the email to a parent or guardian went, when, and until when its link works. */
function RequestSent({ request }: { request: NonNullable<GuardianConsentStatus['request']> }) {
  useCatalog(onboardingCatalog);
  const formats = useFormats();
  const { guardianName, guardianEmail } = request;
  const sentOn = formats.date(request.sentAt);
  const expiresOn = formats.date(request.expiresAt);
  return (
    <p role="status" className="mt-6 max-w-2xl rounded-xl border border-grass-200 bg-grass-50 p-4 text-neutral-900">
      <Trans>
        We emailed {guardianName} at <strong>{guardianEmail}</strong> on {sentOn}. Ask them to open it and press
        &ldquo;I agree&rdquo; before {expiresOn}. Not there? Ask them to look in their spam folder, or send it again.
      </Trans>
    </p>
  );
}

/** Step 1 of 2 of attending: the short profile, starting from what the member's profile already says. */
function AboutYouStep() {
  useCatalog(onboardingCatalog);
  const { t } = useLingui();
  useDocumentTitle(t`About you`);
  const profile = useMenteeProfile();
  const navigate = useNavigate();
  return (
    <div className={pageStyle}>
      <p className={stepStyle}>
        <Trans>Step 1 of 2</Trans>
      </p>
      <h1 className={headingStyle}>
        <Trans>Tell us about you</Trans>
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">
        <Trans>Four quick answers, and we show you the mentors who have built the kind of income you want.</Trans>
      </p>
      <AfterRead query={profile} what={t`your profile`}>
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
  useCatalog(onboardingCatalog);
  const { t } = useLingui();
  useDocumentTitle(t`Mentors for you`);
  const heading = matchesHeading(useRecommendedMentors().data?.items);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <p className={stepStyle}>
        <Trans>Step 2 of 2</Trans>
      </p>
      <h1 className={headingStyle}>{t(heading.text)}</h1>
      {heading.popular ? (
        <p className="mt-3 max-w-2xl text-lg text-neutral-700">
          <Trans>
            None of your answers matched a mentor yet, so these are the mentors with the most mentees. Tell us what you
            want to learn under “Change my answers” to see mentors who match you.
          </Trans>
        </p>
      ) : null}
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">
        <Trans>
          Connect with the mentors you like: they appear in your Mentorship Space, and you hear when they schedule a
          group session.
        </Trans>
      </p>
      <div className="mt-8">
        <MentorMatches returnTo={stepPath('matches')} />
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.mentors} className={buttonStyles.primary}>
          <Trans>Continue to all mentors</Trans>
        </Link>
        <Link to={stepPath('attend')} className={buttonStyles.outline}>
          <Trans>Change my answers</Trans>
        </Link>
        <Link to={paths.home} className={`${textLinkStyle} inline-flex min-h-11 items-center justify-center`}>
          <Trans>Go to my dashboard</Trans>
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
  useCatalog(onboardingCatalog);
  const { t } = useLingui();
  useDocumentTitle(t`Welcome to ${PRODUCT_NAME}`);
  // Back here after signing in or joining (the app honours redirectAfterLogin).
  const remember = () => saveRedirectAfterLogin(paths.completeProfile);
  return (
    <div className={pageStyle}>
      <h1 className="text-3xl font-bold tracking-tight text-lilac-950 sm:text-4xl">
        <Trans>Welcome to {PRODUCT_NAME}</Trans>
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">
        <Trans>
          Sign in or create a free account to set up how you take part: host group sessions as a mentor, or attend them
          as a mentee.
        </Trans>
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href={loginUrl()} onClick={remember} className={buttonStyles.primary}>
          <Trans>Sign In</Trans>
        </a>
        <a href={loginUrl({ mode: 'signup' })} onClick={remember} className={buttonStyles.outline}>
          <Trans>Join {PRODUCT_NAME}</Trans>
        </a>
      </div>
      <LinkLine to={paths.mentors} className="mt-8">
        <Trans>Or browse mentors first</Trans>
      </LinkLine>
    </div>
  );
}
