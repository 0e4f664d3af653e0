import { useLingui } from '@lingui/react/macro';
import { AccessRequired } from '../../components/access-required.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { SignedInOnly } from '../../components/signed-in-only.tsx';
import { AdminOnly } from './admin-only.tsx';
import { EDIT_PROFILE_SIGN_IN_TEXT, SIGN_IN_PROMPTS } from '../../lib/auth/sign-in-prompt.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';

/*
 * The routes behind sign-in or the admin role. A visitor is told what to do (spec sections 2, 4 and 9): 'Access
 * Required' with a Sign In button on edit profile, elsewhere the authentication toast and the sign-in page after
 * 1000 ms, back here afterwards (redirectAfterLogin). Never the 404 page: these paths exist. The pages are lazy
 * components rendered only past the gate, so a visitor downloads this small module and never the pages.
 */

const EditProfilePage = lazyComponent('EditProfilePage', () =>
  import('../../features/profile/edit-profile-page.tsx').then((m) => m.EditProfilePage),
);
const FreedomResourcesPage = lazyComponent('FreedomResourcesPage', () =>
  import('../../features/resources/freedom-resources-page.tsx').then((m) => m.FreedomResourcesPage),
);
const AdminPage = lazyComponent('AdminPage', () =>
  import('../../features/admin/admin-page.tsx').then((m) => m.AdminPage),
);
const NotificationSettingsPage = lazyComponent('NotificationSettingsPage', () =>
  import('../../features/notifications/notification-settings-page.tsx').then((m) => m.NotificationSettingsPage),
);
const CalendarManagementPage = lazyComponent('CalendarManagementPage', () =>
  import('./calendar-management-route.tsx').then((m) => m.CalendarManagementWithCoaching),
);

export function EditProfileRoute() {
  const { t } = useLingui();
  return (
    <SignedInOnly visitor={<AccessRequired description={t(EDIT_PROFILE_SIGN_IN_TEXT)} />}>
      <EditProfilePage />
    </SignedInOnly>
  );
}

export function FreedomResourcesRoute() {
  const { t } = useLingui();
  return (
    <SignedInOnly
      visitor={
        <SignInRequired
          title={t`Income Seeking Resources`}
          description={t`Trending business opportunities in South Africa, for members.`}
          prompt={SIGN_IN_PROMPTS.resources}
          reason={t`Sign in to see open tenders, trending searches and business news.`}
        />
      }
    >
      <FreedomResourcesPage />
    </SignedInOnly>
  );
}

export function CalendarManagementRoute() {
  const { t } = useLingui();
  return (
    <SignedInOnly
      visitor={
        <SignInRequired
          title={t`Calendar Management`}
          description={t`Plan and manage the group sessions you host.`}
          prompt={SIGN_IN_PROMPTS.calendar}
          reason={t`Sign in to plan and manage the group sessions you host.`}
        />
      }
    >
      <CalendarManagementPage />
    </SignedInOnly>
  );
}

export function NotificationSettingsRoute() {
  const { t } = useLingui();
  return (
    <SignedInOnly
      visitor={
        <SignInRequired
          title={t`Notifications and reminders`}
          description={t`Choose where we remind you before your sessions.`}
          prompt={SIGN_IN_PROMPTS.notificationSettings}
          reason={t`Sign in to choose how we reach you.`}
        />
      }
    >
      <NotificationSettingsPage />
    </SignedInOnly>
  );
}

/** Visitors are asked to sign in; members who are not admins are told the console is not for them (AdminOnly). */
export function AdminRoute() {
  const { t } = useLingui();
  return (
    <SignedInOnly
      visitor={
        <SignInRequired
          title={t`Admin console`}
          description={t`Moderation and settings for the team that runs the platform.`}
          prompt={SIGN_IN_PROMPTS.admin}
          reason={t`Sign in with your administrator account.`}
        />
      }
    >
      <AdminOnly>
        <AdminPage />
      </AdminOnly>
    </SignedInOnly>
  );
}
