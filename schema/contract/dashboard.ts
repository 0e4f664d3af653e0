import type { MatchReason } from './mentors-rules.ts';
import type { GroupSession } from './sessions.ts';

/** `GET /api/dashboard` (signed in): everything the signed-in landing page shows, in one call. */

/** Spec section 2: one badge; COACH only for a mentor whose serviceType is exactly 'coach'. */
export type DashboardBadge = 'MENTOR' | 'COACH' | 'MENTEE';

/** Shown when the user has chosen no journey path (the spec's fixed value). */
export const DEFAULT_LEARNING_PATHS = 3;
/** Spec sections 2 and 9. */
export const DASHBOARD_SESSION_COUNT = 3;
export const DASHBOARD_RECOMMENDED_COUNT = 2;
export const RECOMMENDED_DESCRIPTION_LENGTH = 80;

export type DashboardStats = {
  /** Mentors: their own upcoming sessions. Everyone else: upcoming sessions they joined. */
  upcomingSessions: number;
  /**
   * Mentors: mentees reached. Everyone else: mentors connected. Both count active mentor connections (joining a
   * session connects too), the same rows `GET /api/mentor-connections` lists and `menteeCount` counts.
   */
  connections: number;
  /** Upcoming events the user registered for. */
  eventsRegistered: number;
  /** Journey paths the user follows (mentee preferred path and mentor paths), or 3 when none are chosen. */
  learningPaths: number;
  learningPathsChosen: boolean;
};

/** The stat cards' labels, per viewpoint. */
export const DASHBOARD_STAT_LABELS = {
  mentor: {
    upcomingSessions: 'Upcoming Sessions',
    connections: 'Mentees Reached',
    eventsRegistered: 'Events Registered',
    learningPaths: 'Learning Paths',
  },
  mentee: {
    upcomingSessions: 'Upcoming Sessions',
    connections: 'Mentors Connected',
    eventsRegistered: 'Events Registered',
    learningPaths: 'Learning Paths',
  },
} as const;

/** A 'Recommended for You' card. */
export type RecommendedMentor = {
  id: number;
  name: string;
  title: string;
  profileImage: string | null;
  /** At most 80 characters, then '…' when it was longer (`cutDescription`). */
  description: string;
  location: string;
  journeyPaths: string[];
  /** Why it was picked; empty for the fallback (any active mentor). */
  matchedOn: MatchReason[];
};

/** At most this many coaching requests and upcoming calls on a coach's dashboard. */
export const DASHBOARD_COACHING_COUNT = 5;

/** A coaching call on the dashboard: when, and with whom (the other person). */
export type DashboardCall = {
  id: number;
  /** ISO 8601 (UTC). */
  startsAt: string;
  endsAt: string;
  withName: string;
  withImage: string | null;
};

/** The subscriber's coaching: their plan this billing period, their coach and their next call. */
export type DashboardSubscription = {
  planName: string;
  callsAllowed: number;
  callsUsed: number;
  /** When this billing period ends and the calls start again (null: the provider gave no period end). */
  renewsOn: string | null;
  /** The coach they work with (an active connection), else the one they asked (pending), else null. */
  coach: { mentorId: number; name: string; profileImage: string | null; status: 'active' | 'pending' } | null;
  nextCall: DashboardCall | null;
};

/** A subscriber waiting for the coach's answer. */
export type DashboardCoachingRequest = {
  connectionId: number;
  name: string;
  profileImage: string | null;
  askedAt: string;
};

/** A coach's coaching: requests to answer (oldest first) and their next booked calls (soonest first). */
export type DashboardCoachDesk = {
  requests: DashboardCoachingRequest[];
  upcomingCalls: DashboardCall[];
};

/** "N of M calls left", the same words wherever a subscriber's allowance is shown. */
export function callsLeftText({ callsAllowed, callsUsed }: { callsAllowed: number; callsUsed: number }): string {
  return `${Math.max(0, callsAllowed - callsUsed)} of ${callsAllowed} calls left`;
}

export type Dashboard = {
  badge: DashboardBadge;
  /** True until the dashboard has greeted the member once (`POST /api/dashboard/welcomed`): "Welcome", not "Welcome back". */
  firstVisit: boolean;
  isMentor: boolean;
  stats: DashboardStats;
  /**
   * The first 3 sessions: for mentors their own (upcoming first, then recent), for everyone else available
   * ones (upcoming with a free seat, soonest first).
   */
  sessions: GroupSession[];
  recommendedMentors: RecommendedMentor[];
  /** The caller's active coaching subscription, or null (the free plan). */
  subscription: DashboardSubscription | null;
  /** For a coach (serviceType coach or both): their requests and upcoming calls; null for everyone else. */
  coachDesk: DashboardCoachDesk | null;
};

/** Cuts a description to `max` characters, adding '…' when something was cut. */
export function cutDescription(text: string, max = RECOMMENDED_DESCRIPTION_LENGTH): string {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}
