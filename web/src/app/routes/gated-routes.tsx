import { AccessRequired } from '../../components/access-required.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { SignedInOnly } from '../../components/signed-in-only.tsx';
import { AdminOnly } from '../../features/admin/admin-only.tsx';
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
  return (
    <SignedInOnly visitor={<AccessRequired description={EDIT_PROFILE_SIGN_IN_TEXT} />}>
      <EditProfilePage />
    </SignedInOnly>
  );
}

export function FreedomResourcesRoute() {
  return (
    <SignedInOnly
      visitor={
        <SignInRequired
          title="Income Seeking Resources"
          description="Trending business opportunities in South Africa, for members."
          prompt={SIGN_IN_PROMPTS.resources}
          reason="Sign in to see open tenders, trending searches and business news."
        />
      }
    >
      <FreedomResourcesPage />
    </SignedInOnly>
  );
}

export function CalendarManagementRoute() {
  return (
    <SignedInOnly
      visitor={
        <SignInRequired
          title="Calendar Management"
          description="Plan and manage the group sessions you host."
          prompt={SIGN_IN_PROMPTS.calendar}
          reason="Sign in to plan and manage the group sessions you host."
        />
      }
    >
      <CalendarManagementPage />
    </SignedInOnly>
  );
}

export function NotificationSettingsRoute() {
  return (
    <SignedInOnly
      visitor={
        <SignInRequired
          title="Notifications and reminders"
          description="Choose where we remind you before your sessions."
          prompt={SIGN_IN_PROMPTS.notificationSettings}
          reason="Sign in to choose how we reach you."
        />
      }
    >
      <NotificationSettingsPage />
    </SignedInOnly>
  );
}

/** Visitors are asked to sign in; members who are not admins are told the console is not for them (AdminOnly). */
export function AdminRoute() {
  return (
    <SignedInOnly
      visitor={
        <SignInRequired
          title="Admin console"
          description="Moderation and settings for the team that runs the platform."
          prompt={SIGN_IN_PROMPTS.admin}
          reason="Sign in with your administrator account."
        />
      }
    >
      <AdminOnly>
        <AdminPage />
      </AdminOnly>
    </SignedInOnly>
  );
}
