import { CoachingHoursSection } from '../../features/coaching/components/coaching-hours-section.tsx';
import { CalendarManagementPage } from '../../features/group-sessions/calendar-management-page.tsx';

/**
 * Calendar Management with the coaching feature's "Coaching hours" beside the group sessions (a coach's only).
 * Composed here because features do not import each other; one lazy chunk, as the page was.
 */
export function CalendarManagementWithCoaching() {
  return <CalendarManagementPage coachingHours={<CoachingHoursSection />} />;
}
