import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DASHBOARD_STAT_LABELS } from '../../../../schema/contract/dashboard.ts';
import type { SESSION_LABELS } from '../../../../schema/contract/sessions-rules.ts';

/*
 * The contract's labels the dashboard shows, with the same English, so they go through the dashboard's catalog
 * (schema/ stays English, shared with the Worker); dashboard-texts.test.ts checks they still match.
 */

type StatKey = keyof (typeof DASHBOARD_STAT_LABELS)['mentor'];

/** DASHBOARD_STAT_LABELS: the four numbers' labels, for a mentor and for a mentee. */
export const DASHBOARD_STAT_TEXTS = {
  mentor: {
    upcomingSessions: msg`Upcoming Sessions`,
    connections: msg`Mentees Reached`,
    eventsRegistered: msg`Events Registered`,
    learningPaths: msg`Learning Paths`,
  },
  mentee: {
    upcomingSessions: msg`Upcoming Sessions`,
    connections: msg`Mentors Connected`,
    eventsRegistered: msg`Events Registered`,
    learningPaths: msg`Learning Paths`,
  },
} satisfies Record<keyof typeof DASHBOARD_STAT_LABELS, Record<StatKey, MessageDescriptor>>;

/** The SESSION_LABELS the dashboard's empty session list shows. */
export const DASHBOARD_SESSION_TEXTS = {
  noneCreated: msg`No sessions created yet`,
  noneAvailable: msg`No sessions available`,
  createFirst: msg`Create Your First Session`,
} satisfies Partial<Record<keyof typeof SESSION_LABELS, MessageDescriptor>>;
