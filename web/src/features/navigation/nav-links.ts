import { paths } from '../../lib/paths.ts';

export interface NavLinkItem {
  to: string;
  label: string;
}

/**
 * The top navigation's links in the spec's order (section 2, "Top navigation"). Calendar Management
 * is only for signed-in mentors, Income Seeking Resources only for signed-in users. The PREMIUM
 * coaching button is separate (always shown).
 */
export function getNavLinks({ isSignedIn, isMentor }: { isSignedIn: boolean; isMentor: boolean }): NavLinkItem[] {
  const links: (NavLinkItem | false)[] = [
    { to: paths.mentors, label: 'Attend Group Sessions' },
    { to: paths.becomeMentor, label: 'Host Group Sessions' },
    { to: paths.aiIncomeAdvisor, label: 'AI Income Advisor' },
    isSignedIn && isMentor && { to: paths.calendarManagement, label: 'Calendar Management' },
    { to: paths.journeys, label: 'Journeys' },
    { to: paths.community, label: 'Community' },
    { to: paths.successStories, label: 'Success Stories' },
    isSignedIn && { to: paths.freedomResources, label: 'Income Seeking Resources' },
  ];
  return links.filter((link): link is NavLinkItem => link !== false);
}
