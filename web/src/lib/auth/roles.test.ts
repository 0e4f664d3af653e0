import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../../schema/contract/auth.ts';
import { isMentorUser, roleBadge } from './roles.ts';

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1',
  email: 'thandi@example.test',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  role: 'member',
  serviceType: null,
  profileImage: null,
  isMentor: false,
  ageGroup: 'adult',
  sharingRestriction: null,
  ...overrides,
});

describe('roleBadge', () => {
  it('is MENTEE for a user who is not a mentor', () => {
    expect(roleBadge(user(), { isMentor: false, mentorProfile: null })).toBe('MENTEE');
  });

  it('is MENTOR for a mentor with serviceType mentorship or both', () => {
    const status = { isMentor: true, mentorProfile: { id: 'm1' } };
    expect(roleBadge(user({ isMentor: true, serviceType: 'mentorship' }), status)).toBe('MENTOR');
    expect(roleBadge(user({ isMentor: true, serviceType: 'both' }), status)).toBe('MENTOR');
  });

  it('is COACH for a mentor whose serviceType is coach', () => {
    expect(
      roleBadge(user({ isMentor: true, serviceType: 'coach' }), { isMentor: true, mentorProfile: { id: 'm1' } }),
    ).toBe('COACH');
  });
});

describe('isMentorUser', () => {
  it('follows the mentor status when it is known', () => {
    expect(isMentorUser(user({ isMentor: false }), { isMentor: true, mentorProfile: { id: 'm1' } })).toBe(true);
    expect(isMentorUser(user({ isMentor: true }), { isMentor: false, mentorProfile: null })).toBe(false);
  });

  it("falls back to the user's own flag while the status is unknown", () => {
    expect(isMentorUser(user({ isMentor: true }), undefined)).toBe(true);
    expect(isMentorUser(user({ isMentor: true }), null)).toBe(true);
    expect(isMentorUser(user(), undefined)).toBe(false);
  });

  it('is false when signed out', () => {
    expect(isMentorUser(null, { isMentor: true, mentorProfile: { id: 'm1' } })).toBe(false);
  });
});
