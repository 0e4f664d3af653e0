import * as z from 'zod/mini';
import './zod-mini.ts';
import { queryInt } from './fields.ts';
import { PAGE_SIZE_MAX } from './pagination.ts';

export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * Machine-readable kinds the Worker writes (other domains may add their own; clients show `text` whatever the
 * kind). Outcomes of moderation reach members this way: "notified of outcome".
 */
export const NOTIFICATION_KINDS = {
  storyReceived: 'story-received',
  storyPublished: 'story-published',
  storyRejected: 'story-rejected',
  complaintResolved: 'complaint-resolved',
  proposalAccepted: 'event-proposal-accepted',
  proposalDeclined: 'event-proposal-declined',
  /** The event made from the member's accepted proposal was published. */
  proposalPublished: 'event-proposal-published',
  /** A mentee connected with the mentor (Connect on the mentor's card). */
  menteeConnected: 'mentee-connected',
} as const;

/** One in-app notice (`GET /api/notifications`). */
export type Notification = {
  id: number;
  kind: string;
  text: string;
  /** An in-app path to open, or null. */
  link: string | null;
  readAt: string | null;
  createdAt: string;
};

/** Newest first; `unreadCount` counts every unread notice, not only this page's. */
export type NotificationPage = { items: Notification[]; nextCursor: string | null; unreadCount: number };

export const NotificationQuerySchema = z.object({
  limit: z._default(queryInt({ min: 1, max: PAGE_SIZE_MAX }), NOTIFICATION_PAGE_SIZE),
  cursor: z.optional(z.string().check(z.maxLength(300))),
});
