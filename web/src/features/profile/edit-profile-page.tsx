import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { PageSpinner, Spinner } from '../../components/spinner.tsx';
import { buttonStyles, textLinkStyle } from '../../components/ui/styles.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../auth/api/current-user.ts';
import { useMentorStatus } from '../auth/api/mentor-status.ts';
import { goToLogin, saveRedirectAfterLogin } from '../auth/login.ts';
import { isMentorUser } from '../auth/roles.ts';
import { useMenteeProfile } from './api/mentee-profile.ts';
import { useMentorProfile } from './api/mentor-profile.ts';
import { MenteeProfileForm } from './components/mentee-profile-form.tsx';
import { MentorProfileForm } from './components/mentor-profile-form.tsx';

function BackToHome() {
  return (
    <p className="mb-4">
      <Link to={paths.home} className={textLinkStyle}>
        <span aria-hidden="true">← </span>Back to Home
      </Link>
    </p>
  );
}

/**
 * What a visitor sees (spec section 2). The route guard shows visitors the 404 page, so this is only reached
 * when the session ends while the page is open.
 */
function AccessRequired() {
  return (
    <PageFrame eyebrow={<BackToHome />} title="Access Required" description="Please sign in to edit your profile.">
      <p className="mt-8">
        <button
          type="button"
          onClick={() => {
            saveRedirectAfterLogin(paths.editProfile);
            goToLogin();
          }}
          className={buttonStyles.primary}
        >
          Sign In
        </button>
      </p>
    </PageFrame>
  );
}

/** A read that failed: what happened, and a way to try again (nothing on the page is lost). */
function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border-2 border-red-700 bg-white p-5">
      <p className="font-semibold text-neutral-900">Could not load your {what}. Check your connection and try again.</p>
      <button type="button" onClick={onRetry} className={`${buttonStyles.outline} mt-4`}>
        Try again
      </button>
    </div>
  );
}

function MentorSection() {
  const profile = useMentorProfile({ enabled: true });
  if (profile.isPending) return <Spinner label="Loading your mentor profile…" />;
  if (profile.isError || !profile.data) {
    return <LoadFailed what="mentor profile" onRetry={() => void profile.refetch()} />;
  }
  return <MentorProfileForm mentor={profile.data} />;
}

function MenteeSection() {
  const profile = useMenteeProfile();
  if (profile.isPending) return <Spinner label="Loading your mentee profile…" />;
  if (profile.isError) return <LoadFailed what="mentee profile" onRetry={() => void profile.refetch()} />;
  return (
    <>
      {profile.data ? null : (
        <p className="mb-6 rounded-xl bg-lilac-50 p-4 text-neutral-800">
          You have no mentee profile yet. Fill it in so mentors can see where you are and where you want to go.
        </p>
      )}
      <MenteeProfileForm profile={profile.data} />
    </>
  );
}

type Tab = 'mentor' | 'mentee';
const TABS: { key: Tab; label: string }[] = [
  { key: 'mentor', label: 'Mentor profile' },
  { key: 'mentee', label: 'Mentee profile' },
];

/**
 * A mentor may hold a mentee profile too (spec section 3): two tabs. A panel is only mounted once opened (the
 * mentee profile is not read until asked for) and stays mounted after, so switching keeps what was typed.
 */
function ProfileTabs({ panels }: { panels: Record<Tab, ReactNode> }) {
  const [active, setActive] = useState<Tab>('mentor');
  const [opened, setOpened] = useState<Set<Tab>>(() => new Set<Tab>(['mentor']));
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  function select(tab: Tab, focus = false) {
    setActive(tab);
    setOpened((current) => (current.has(tab) ? current : new Set([...current, tab])));
    if (focus) tabRefs.current[tab]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.findIndex((tab) => tab.key === active);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next.key, true);
  }

  return (
    <div className="mt-8">
      <div
        role="tablist"
        aria-label="Which profile"
        onKeyDown={onKeyDown}
        className="inline-flex w-full rounded-xl bg-lilac-100 p-1 sm:w-auto"
      >
        {TABS.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[tab.key] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.key}`}
            aria-selected={active === tab.key}
            aria-controls={`panel-${tab.key}`}
            tabIndex={active === tab.key ? 0 : -1}
            onClick={() => select(tab.key)}
            className={`min-h-11 flex-1 rounded-lg px-5 font-semibold transition-colors sm:flex-none ${
              active === tab.key ? 'bg-white text-lilac-950 shadow-sm' : 'text-lilac-800 hover:bg-lilac-50'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`panel-${tab.key}`}
          aria-labelledby={`tab-${tab.key}`}
          hidden={active !== tab.key}
          className="mt-6"
        >
          {opened.has(tab.key) ? panels[tab.key] : null}
        </div>
      ))}
    </div>
  );
}

/** `/edit-profile` (spec section 2): the mentor form, the mentee form, or both behind tabs. */
export function EditProfilePage() {
  const { user, isLoading, isSignedIn } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  if (isLoading) return <PageSpinner />;
  if (!isSignedIn) return <AccessRequired />;
  if (mentorStatus.isPending) return <PageSpinner />;

  const isMentor = isMentorUser(user, mentorStatus.data);
  return (
    <PageFrame
      eyebrow={<BackToHome />}
      title="Edit Profile"
      description={
        isMentor
          ? 'Update what mentees see on your mentor card, or the mentee profile you use to learn from others.'
          : 'Tell mentors where you are and where you want to go, so they can guide you better.'
      }
    >
      <div className="max-w-3xl">
        {isMentor ? (
          <ProfileTabs panels={{ mentor: <MentorSection />, mentee: <MenteeSection /> }} />
        ) : (
          <>
            <div className="mt-8">
              <MenteeSection />
            </div>
            <p className="mt-10 rounded-xl border-2 border-grass-200 bg-grass-50 p-5 text-neutral-800">
              Built an income you could teach others?{' '}
              <Link to={paths.becomeMentor} className={textLinkStyle}>
                Apply to host group sessions
              </Link>{' '}
              and you can keep this mentee profile too.
            </p>
          </>
        )}
      </div>
    </PageFrame>
  );
}
