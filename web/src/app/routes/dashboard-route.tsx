import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import { CalendarFeedCard } from '../../features/group-sessions/components/calendar-feed-card.tsx';
import { JoinSessionControl } from '../../features/group-sessions/components/join-session-control.tsx';
import { NotificationsPanel } from '../../features/notifications/notifications-panel.tsx';

/**
 * The signed-in `/`: the dashboard with the widgets of other features. Composed here because features do not
 * import each other; loaded lazily by HomeRoute, so it is one chunk, as the dashboard page was.
 */
export function DashboardRoute() {
  return (
    <DashboardPage
      notifications={<NotificationsPanel />}
      calendarFeed={<CalendarFeedCard />}
      joinControl={(session) => <JoinSessionControl session={session} />}
    />
  );
}
