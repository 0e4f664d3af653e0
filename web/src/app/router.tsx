import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { lazyComponent, type PreloadableComponent } from '../lib/lazy-component.ts';
import { paths } from '../lib/paths.ts';
import { RootLayout } from './layout.tsx';
import { HomeRoute } from './routes/home-route.tsx';

/*
 * The route table of spec section 2. Paths match case-insensitively (React Router's default,
 * `caseSensitive: false`). Only `/` is in the first chunk; every other screen is its own chunk, a lazy component
 * (the layout's Suspense boundary shows a spinner until it arrives; a server-rendered page's chunks arrive before it
 * hydrates).
 * Signed-in-only screens render their lazy component only when signed in, so visitors never download them.
 * Each route's `handle.preload` lets the entry fetch the chunks of the page it hydrates before React asks for them.
 */

const MentorsPage = lazyComponent('MentorsPage', () =>
  import('../features/mentors/mentors-page.tsx').then((m) => m.MentorsPage),
);
const BecomeMentorPage = lazyComponent('BecomeMentorPage', () =>
  import('../features/profile/become-mentor-page.tsx').then((m) => m.BecomeMentorPage),
);
const CoachingPage = lazyComponent('CoachingPage', () =>
  import('../features/coaching/coaching-page.tsx').then((m) => m.CoachingPage),
);
const CompleteProfilePage = lazyComponent('CompleteProfilePage', () =>
  import('../features/onboarding/complete-profile-page.tsx').then((m) => m.CompleteProfilePage),
);
const JourneysPage = lazyComponent('JourneysPage', () =>
  import('../features/journeys/journeys-page.tsx').then((m) => m.JourneysPage),
);
const CommunityPage = lazyComponent('CommunityPage', () =>
  import('../features/community/community-page.tsx').then((m) => m.CommunityPage),
);
const SuccessStoriesPage = lazyComponent('SuccessStoriesPage', () =>
  import('../features/success-stories/success-stories-page.tsx').then((m) => m.SuccessStoriesPage),
);
const SubmitStoryPage = lazyComponent('SubmitStoryPage', () =>
  import('../features/success-stories/submit-story-page.tsx').then((m) => m.SubmitStoryPage),
);
const AiIncomeAdvisorPage = lazyComponent('AiIncomeAdvisorPage', () =>
  import('../features/advisor/ai-income-advisor-page.tsx').then((m) => m.AiIncomeAdvisorPage),
);
const EventsPage = lazyComponent('EventsPage', () =>
  import('../features/events/events-page.tsx').then((m) => m.EventsPage),
);
const GroupSessionsPage = lazyComponent('GroupSessionsPage', () =>
  import('../features/group-sessions/group-sessions-page.tsx').then((m) => m.GroupSessionsPage),
);
// The public pages of one session, event or mentor (where share links lead).
const SessionPage = lazyComponent('SessionPage', () =>
  import('../features/group-sessions/session-page.tsx').then((m) => m.SessionPage),
);
const EventPage = lazyComponent('EventPage', () =>
  import('../features/events/event-page.tsx').then((m) => m.EventPage),
);
const MentorPage = lazyComponent('MentorPage', () =>
  import('../features/mentors/mentor-page.tsx').then((m) => m.MentorPage),
);
const CoachingChatPage = lazyComponent('CoachingChatPage', () =>
  import('../features/coaching/coaching-chat-page.tsx').then((m) => m.CoachingChatPage),
);
const ComplaintFormPage = lazyComponent('ComplaintFormPage', () =>
  import('../features/complaints/complaint-form-page.tsx').then((m) => m.ComplaintFormPage),
);
const SuggestWordingPage = lazyComponent('SuggestWordingPage', () =>
  import('../features/wording-suggestions/suggest-wording-page.tsx').then((m) => m.SuggestWordingPage),
);
const PrivacyPage = lazyComponent('PrivacyPage', () =>
  import('../features/privacy/privacy-page.tsx').then((m) => m.PrivacyPage),
);
const TermsPage = lazyComponent('TermsPage', () =>
  import('../features/privacy/terms-page.tsx').then((m) => m.TermsPage),
);
const AccountDeletedPage = lazyComponent('AccountDeletedPage', () =>
  import('../features/privacy/account-deleted-page.tsx').then((m) => m.AccountDeletedPage),
);
// Screens that need sign-in (or admin): their gates come with them, so visitors' first chunk carries none of it.
const EditProfileRoute = lazyComponent('EditProfileRoute', () =>
  import('./routes/gated-routes.tsx').then((m) => m.EditProfileRoute),
);
const FreedomResourcesRoute = lazyComponent('FreedomResourcesRoute', () =>
  import('./routes/gated-routes.tsx').then((m) => m.FreedomResourcesRoute),
);
const CalendarManagementRoute = lazyComponent('CalendarManagementRoute', () =>
  import('./routes/gated-routes.tsx').then((m) => m.CalendarManagementRoute),
);
const NotificationSettingsRoute = lazyComponent('NotificationSettingsRoute', () =>
  import('./routes/gated-routes.tsx').then((m) => m.NotificationSettingsRoute),
);
const AdminRoute = lazyComponent('AdminRoute', () => import('./routes/gated-routes.tsx').then((m) => m.AdminRoute));
// Every screen but `/` sits in the tooltip provider, which comes in its own chunk with the first of them.
const TooltipLayout = lazyComponent('TooltipLayout', () =>
  import('../components/ui/tooltip.tsx').then((m) => m.TooltipLayout),
);

export interface RouteHandle {
  preload?: () => Promise<unknown>;
}

function screen(path: string, Screen: PreloadableComponent<object>): RouteObject {
  return { path, element: <Screen />, handle: { preload: Screen.preload } satisfies RouteHandle };
}

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        element: <TooltipLayout />,
        handle: { preload: TooltipLayout.preload } satisfies RouteHandle,
        children: [
          screen(paths.mentors, MentorsPage),
          screen(`${paths.mentors}/:id`, MentorPage),
          screen(paths.becomeMentor, BecomeMentorPage),
          screen(paths.coaching, CoachingPage),
          screen(paths.completeProfile, CompleteProfilePage),
          screen(paths.journeys, JourneysPage),
          screen(paths.community, CommunityPage),
          screen(paths.successStories, SuccessStoriesPage),
          screen(paths.submitStory, SubmitStoryPage),
          screen(paths.aiIncomeAdvisor, AiIncomeAdvisorPage),
          screen(paths.events, EventsPage),
          screen(`${paths.events}/:id`, EventPage),
          screen(paths.groupSessions, GroupSessionsPage),
          screen(`${paths.groupSessions}/:id`, SessionPage),
          screen(paths.coachingChat, CoachingChatPage),
          screen(paths.complaintForm, ComplaintFormPage),
          screen(paths.suggestWording, SuggestWordingPage),
          screen(paths.privacy, PrivacyPage),
          screen(paths.terms, TermsPage),
          screen(paths.accountDeleted, AccountDeletedPage),
          screen(paths.editProfile, EditProfileRoute),
          screen(paths.freedomResources, FreedomResourcesRoute),
          screen(paths.calendarManagement, CalendarManagementRoute),
          screen(paths.notificationSettings, NotificationSettingsRoute),
          screen(paths.admin, AdminRoute),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The screens of the route table; rendered inside <BrowserRouter> in the browser and <StaticRouter> on the server. */
export function AppRoutes() {
  return useRoutes(routes);
}
