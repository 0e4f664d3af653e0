import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccessRequired } from '../../components/access-required.tsx';
import { ListState } from '../../components/list/list-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { textLinkStyle } from '../../components/ui/styles.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useMentorStatus } from '../../lib/auth/mentor-status.ts';
import { isMentorUser } from '../../lib/auth/roles.ts';
import { useMenteeProfile } from '../../lib/api/mentee-profile.ts';
import { EDIT_PROFILE_SIGN_IN_TEXT } from '../../lib/auth/sign-in-prompt.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { useMentorProfile } from './api/mentor-profile.ts';
import { ChangePasswordSection } from './components/change-password-section.tsx';
import { MenteeProfileForm } from './components/mentee-profile-form.tsx';
import { MentorProfileForm } from './components/mentor-profile-form.tsx';
import { PaymentsSection } from './components/payments-section.tsx';
import { YourDataSection } from './components/your-data-section.tsx';
import { profileCatalog } from './locales/catalog.ts';

function BackToHome() {
  useCatalog(profileCatalog);
  return (
    <p className="mb-4">
      <Link to={paths.home} className={textLinkStyle}>
        <span aria-hidden="true">← </span>
        <Trans>Back to Home</Trans>
      </Link>
    </p>
  );
}

// One profile each, never "empty": ListState gives the spinner while it loads and the kit's LoadError with a retry.
function MentorSection() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  const profile = useMentorProfile();
  return (
    <ListState query={profile} what={t`your mentor profile`} isEmpty={() => false} empty={null}>
      {(mentor) => <MentorProfileForm mode="edit" mentor={mentor} />}
    </ListState>
  );
}

function MenteeSection() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  const profile = useMenteeProfile();
  return (
    <ListState query={profile} what={t`your mentee profile`} isEmpty={() => false} empty={null}>
      {(stored) => (
        <>
          {stored ? null : (
            <p className="mb-6 rounded-xl bg-lilac-50 p-4 text-neutral-800">
              <Trans>
                You have no mentee profile yet. Fill it in so mentors can see where you are and where you want to go.
              </Trans>
            </p>
          )}
          <MenteeProfileForm profile={stored} />
        </>
      )}
    </ListState>
  );
}

type Tab = 'mentor' | 'mentee';

/**
 * A mentor may hold a mentee profile too (spec section 3): two tabs. The mentee profile is not read until its tab
 * is opened, and switching back and forth keeps what was typed.
 */
function ProfileTabs() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  const [active, setActive] = useState<Tab>('mentor');
  return (
    <Tabs
      label={t`Which profile`}
      value={active}
      onValueChange={setActive}
      className="mt-8"
      tabs={[
        { key: 'mentor', label: t`Mentor profile`, panel: <MentorSection /> },
        { key: 'mentee', label: t`Mentee profile`, panel: <MenteeSection /> },
      ]}
    />
  );
}

/** `/edit-profile` (spec section 2): the mentor form, the mentee form, or both behind tabs. */
export function EditProfilePage() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  const { user, isLoading, isSignedIn } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  if (isLoading) return <PageSpinner />;
  // The route shows visitors the same (app/routes/gated-routes.tsx); here for a session that ends while open.
  if (!isSignedIn) return <AccessRequired description={t(EDIT_PROFILE_SIGN_IN_TEXT)} />;
  if (mentorStatus.isPending) return <PageSpinner />;

  const isMentor = isMentorUser(user, mentorStatus.data);
  return (
    <PageFrame
      eyebrow={<BackToHome />}
      title={t`Edit Profile`}
      description={
        isMentor
          ? t`Update what mentees see on your mentor card, or the mentee profile you use to learn from others.`
          : t`Tell mentors where you are and where you want to go, so they can guide you better.`
      }
    >
      <div className="max-w-3xl">
        {isMentor ? (
          <ProfileTabs />
        ) : (
          <>
            <div className="mt-8">
              <MenteeSection />
            </div>
            <p className="mt-10 rounded-xl border-2 border-grass-200 bg-grass-50 p-5 text-neutral-800">
              <Trans>
                Built an income you could teach others?{' '}
                <Link to={paths.becomeMentor} className={textLinkStyle}>
                  Apply to host group sessions
                </Link>{' '}
                and you can keep this mentee profile too.
              </Trans>
            </p>
          </>
        )}
        <PaymentsSection />
        <ChangePasswordSection />
        <YourDataSection />
      </div>
    </PageFrame>
  );
}
