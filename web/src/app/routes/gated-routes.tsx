import { SignInRequired } from '../../components/sign-in-required.tsx';
import { SignedInOnly } from '../../components/signed-in-only.tsx';
import { AdminOnly } from '../../features/admin/admin-only.tsx';
import { SIGN_IN_PROMPTS } from '../../lib/auth/sign-in-prompt.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';

/*
 * The routes behind sign-in or the admin role. Their pages are lazy components rendered only past the gate, so a
 * visitor downloads this small module and never the pages.
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
const CalendarManagementPage = lazyComponent('CalendarManagementPage', () =>
  import('../../features/group-sessions/calendar-management-page.tsx').then((m) => m.CalendarManagementPage),
);

/** Registered only for signed-in users: visitors get the 404 page (see SignedInOnly). */
export function EditProfileRoute() {
  return (
    <SignedInOnly>
      <EditProfilePage />
    </SignedInOnly>
  );
}

/** Login required, but a visitor is told so and sent to sign in (issue 11), not shown the 404 page. */
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
    <SignedInOnly>
      <CalendarManagementPage />
    </SignedInOnly>
  );
}

/** Admins only: for everyone else it is an unknown path (see AdminOnly). */
export function AdminRoute() {
  return (
    <AdminOnly>
      <AdminPage />
    </AdminOnly>
  );
}
