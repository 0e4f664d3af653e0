import type { CurrentUser } from './auth.ts';
import type { MenteeProfile } from './mentees.ts';
import type { Mentor } from './mentors.ts';

/**
 * `GET /api/bootstrap`: what the app shell needs to know about the signed-in member before any screen, in one request
 * and one database round trip (decision 022): who they are, their mentor status (as `GET /api/auth/user/mentor-status`
 * answers it), their mentee profile (null without one) and what waits unread for them. A visitor gets 401, as from
 * `GET /api/auth/user`; public pages carry what they need in the HTML instead (decision 013).
 */
export type Bootstrap = {
  user: CurrentUser;
  mentorStatus: { isMentor: boolean; mentorProfile: Mentor | null };
  menteeProfile: MenteeProfile | null;
  /** Unread in-app notifications, and coaching messages sent to the member that they have not read. */
  unread: { notifications: number; messages: number };
};
