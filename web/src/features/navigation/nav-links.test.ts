import { describe, expect, it } from 'vitest';
import { getNavLinks } from './nav-links.ts';

const labels = (options: Parameters<typeof getNavLinks>[0]) => getNavLinks(options).map((link) => link.label);

describe('getNavLinks', () => {
  it('shows visitors the public links in the spec order', () => {
    expect(getNavLinks({ isSignedIn: false, isMentor: false })).toEqual([
      { to: '/mentors', label: 'Attend Group Sessions' },
      { to: '/become-mentor', label: 'Host Group Sessions' },
      { to: '/ai-income-advisor', label: 'AI Income Advisor' },
      { to: '/journeys', label: 'Journeys' },
      { to: '/community', label: 'Community' },
      { to: '/success-stories', label: 'Success Stories' },
    ]);
  });

  it('adds Income Seeking Resources for signed-in users', () => {
    expect(labels({ isSignedIn: true, isMentor: false })).toEqual([
      'Attend Group Sessions',
      'Host Group Sessions',
      'AI Income Advisor',
      'Journeys',
      'Community',
      'Success Stories',
      'Income Seeking Resources',
    ]);
  });

  it('adds Calendar Management after AI Income Advisor for signed-in mentors only', () => {
    expect(labels({ isSignedIn: true, isMentor: true })).toEqual([
      'Attend Group Sessions',
      'Host Group Sessions',
      'AI Income Advisor',
      'Calendar Management',
      'Journeys',
      'Community',
      'Success Stories',
      'Income Seeking Resources',
    ]);
    expect(labels({ isSignedIn: false, isMentor: true })).not.toContain('Calendar Management');
  });
});
