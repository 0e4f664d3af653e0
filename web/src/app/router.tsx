import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteError } from '../components/route-error.tsx';
import { SignInRequired } from '../components/sign-in-required.tsx';
import { SignedInOnly } from '../components/signed-in-only.tsx';
import { SIGN_IN_PROMPTS } from '../lib/auth/sign-in-prompt.ts';
import { PageSpinner } from '../components/spinner.tsx';
import { AdminOnly } from '../features/admin/admin-only.tsx';
import { paths } from '../lib/paths.ts';
import { RootLayout } from './layout.tsx';
import { HomeRoute } from './routes/home-route.tsx';

/*
 * The route table of spec section 2. Paths match case-insensitively (React Router's default,
 * `caseSensitive: false`). Only `/` is in the first chunk; every other screen is its own chunk:
 * public screens through the route's `lazy` (the router fetches the code as the navigation starts),
 * signed-in-only screens through React.lazy inside <SignedInOnly>, so visitors never download them.
 */

const EditProfilePage = lazy(() =>
  import('../features/profile/edit-profile-page.tsx').then((m) => ({ default: m.EditProfilePage })),
);
const FreedomResourcesPage = lazy(() =>
  import('../features/resources/freedom-resources-page.tsx').then((m) => ({ default: m.FreedomResourcesPage })),
);
const AdminPage = lazy(() => import('../features/admin/admin-page.tsx').then((m) => ({ default: m.AdminPage })));
const CalendarManagementPage = lazy(() =>
  import('../features/group-sessions/calendar-management-page.tsx').then((m) => ({
    default: m.CalendarManagementPage,
  })),
);

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Keeps the header and footer on screen while a page's code loads or when it fails to.
        hydrateFallbackElement: <PageSpinner />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          {
            // Every other screen: the tooltip provider comes with the first of them (see components/ui/tooltip.tsx).
            lazy: () => import('../components/ui/tooltip.tsx').then((m) => ({ Component: m.TooltipLayout })),
            children: [
              {
                path: paths.mentors,
                lazy: () => import('../features/mentors/mentors-page.tsx').then((m) => ({ Component: m.MentorsPage })),
              },
              {
                path: paths.becomeMentor,
                lazy: () =>
                  import('../features/profile/become-mentor-page.tsx').then((m) => ({
                    Component: m.BecomeMentorPage,
                  })),
              },
              {
                path: paths.coaching,
                lazy: () =>
                  import('../features/coaching/coaching-page.tsx').then((m) => ({ Component: m.CoachingPage })),
              },
              {
                path: paths.completeProfile,
                lazy: () =>
                  import('../features/onboarding/complete-profile-page.tsx').then((m) => ({
                    Component: m.CompleteProfilePage,
                  })),
              },
              {
                path: paths.journeys,
                lazy: () =>
                  import('../features/journeys/journeys-page.tsx').then((m) => ({ Component: m.JourneysPage })),
              },
              {
                path: paths.community,
                lazy: () =>
                  import('../features/community/community-page.tsx').then((m) => ({ Component: m.CommunityPage })),
              },
              {
                path: paths.successStories,
                lazy: () =>
                  import('../features/success-stories/success-stories-page.tsx').then((m) => ({
                    Component: m.SuccessStoriesPage,
                  })),
              },
              {
                path: paths.submitStory,
                lazy: () =>
                  import('../features/success-stories/submit-story-page.tsx').then((m) => ({
                    Component: m.SubmitStoryPage,
                  })),
              },
              {
                path: paths.aiIncomeAdvisor,
                lazy: () =>
                  import('../features/advisor/ai-income-advisor-page.tsx').then((m) => ({
                    Component: m.AiIncomeAdvisorPage,
                  })),
              },
              {
                path: paths.events,
                lazy: () => import('../features/events/events-page.tsx').then((m) => ({ Component: m.EventsPage })),
              },
              {
                path: paths.groupSessions,
                lazy: () =>
                  import('../features/group-sessions/group-sessions-page.tsx').then((m) => ({
                    Component: m.GroupSessionsPage,
                  })),
              },
              {
                path: paths.coachingChat,
                lazy: () =>
                  import('../features/coaching/coaching-chat-page.tsx').then((m) => ({
                    Component: m.CoachingChatPage,
                  })),
              },
              {
                path: paths.complaintForm,
                lazy: () =>
                  import('../features/complaints/complaint-form-page.tsx').then((m) => ({
                    Component: m.ComplaintFormPage,
                  })),
              },
              // Registered only for signed-in users: visitors get the 404 page (see SignedInOnly).
              {
                path: paths.editProfile,
                element: (
                  <SignedInOnly>
                    <EditProfilePage />
                  </SignedInOnly>
                ),
              },
              {
                // Login required, but a visitor is told so and sent to sign in (issue 11), not shown the 404 page.
                path: paths.freedomResources,
                element: (
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
                ),
              },
              {
                path: paths.calendarManagement,
                element: (
                  <SignedInOnly>
                    <CalendarManagementPage />
                  </SignedInOnly>
                ),
              },
              // Admins only: for everyone else it is an unknown path (see AdminOnly).
              {
                path: paths.admin,
                element: (
                  <AdminOnly>
                    <AdminPage />
                  </AdminOnly>
                ),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
