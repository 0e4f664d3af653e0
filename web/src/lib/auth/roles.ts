import type { CurrentUser } from '../../../../schema/contract/auth.ts';
import type { MentorStatus } from './mentor-status.ts';

export type RoleBadge = 'MENTOR' | 'COACH' | 'MENTEE';

/**
 * Whether the signed-in user is a mentor: the mentor-status call decides; until it answers (or if it
 * failed) the current-user object's own flag stands in, so the navigation does not jump.
 */
export function isMentorUser(user: CurrentUser | null, mentorStatus: MentorStatus | null | undefined): boolean {
  if (!user) return false;
  return mentorStatus ? mentorStatus.isMentor : user.isMentor;
}

/** The dashboard's one badge: COACH for a mentor whose serviceType is coach, MENTOR, else MENTEE. */
export function roleBadge(user: CurrentUser, mentorStatus: MentorStatus | null | undefined): RoleBadge {
  if (!isMentorUser(user, mentorStatus)) return 'MENTEE';
  return user.serviceType === 'coach' ? 'COACH' : 'MENTOR';
}
