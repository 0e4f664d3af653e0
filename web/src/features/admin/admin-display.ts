/** The admin console's labels and list shaping, as pure functions. */
import type { AdminPerson, AdminRoomReport, AuditLogEntry } from '../../../../schema/contract/admin.ts';
import type { ComplaintStatus } from '../../../../schema/contract/complaints.ts';
import type { StoryStatus } from '../../../../schema/contract/stories.ts';
import type { EventType } from '../../../../schema/contract/events-rules.ts';
import type { ROOM_CATEGORIES } from '../../../../schema/contract/enums.ts';
import type { ProposalStatus } from './api/admin.ts';

export const STORY_STATUS_LABELS: Record<StoryStatus, string> = {
  pending: 'Pending',
  published: 'Published',
  rejected: 'Rejected',
};

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  new: 'New',
  in_review: 'In review',
  resolved: 'Resolved',
};

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
};

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  summit: 'Summit',
  workshop: 'Workshop',
  networking: 'Networking',
  other: 'Other',
};

export type RoomCategory = (typeof ROOM_CATEGORIES)[number];
export const ROOM_CATEGORY_LABELS: Record<RoomCategory, string> = {
  'creative-hustler': 'Creative Hustler',
  'rural-innovation': 'Rural Innovation',
  'digital-freedom': 'Digital Freedom',
};

export function personName(person: Pick<AdminPerson, 'firstName' | 'lastName'> | null | undefined): string {
  if (!person) return 'Unknown member';
  return `${person.firstName} ${person.lastName}`.trim() || 'Unknown member';
}

/** One reported message with every open report about it (the API sends one row per report). */
export interface ReportedMessage {
  message: AdminRoomReport['message'];
  author: AdminRoomReport['author'];
  reports: { id: number; reason: string; createdAt: string; reporter: AdminRoomReport['reporter'] }[];
}

/** Groups report rows by message, keeping the API's order (newest report first) for messages and reports. */
export function groupReports(rows: readonly AdminRoomReport[]): ReportedMessage[] {
  const byMessage = new Map<number, ReportedMessage>();
  for (const row of rows) {
    let group = byMessage.get(row.message.id);
    if (!group) {
      group = { message: row.message, author: row.author, reports: [] };
      byMessage.set(row.message.id, group);
    }
    if (!group.reports.some((report) => report.id === row.id)) {
      group.reports.push({ id: row.id, reason: row.reason, createdAt: row.createdAt, reporter: row.reporter });
    }
  }
  return [...byMessage.values()];
}

const ACTION_LABELS: Record<string, string> = {
  'story.publish': 'Published a story',
  'story.reject': 'Rejected a story',
  'story.feature': 'Featured a story',
  'complaint.status': 'Changed a complaint’s status',
  'complaint.resolve': 'Resolved a complaint',
  'room_message.hide': 'Hid a room message',
  'room_report.dismiss': 'Dismissed a report',
  'event_proposal.accept': 'Accepted an event proposal',
  'event_proposal.decline': 'Declined an event proposal',
  'event_draft.update': 'Completed a draft event',
  'event_draft.publish': 'Published an event',
  'room.create': 'Created a room',
  'room.update': 'Edited a room',
  'room.archive': 'Archived a room',
  'room.restore': 'Restored a room',
  'opportunity-feed.create': 'Added an opportunity feed',
  'opportunity-feed.update': 'Edited an opportunity feed',
  'opportunity-feed.enable': 'Switched on an opportunity feed',
  'opportunity-feed.disable': 'Switched off an opportunity feed',
  'opportunity-feed.delete': 'Removed an opportunity feed',
  'community-video.create': 'Added a community video',
  'community-video.update': 'Edited a community video',
  'community-video.delete': 'Removed a community video',
};

const TARGET_LABELS: Record<string, string> = {
  success_story: 'Story',
  complaint: 'Complaint',
  room_message: 'Message',
  room_message_report: 'Report',
  event_host_proposal: 'Proposal',
  event: 'Event',
  community_room: 'Room',
  opportunity_feed: 'Feed',
  community_video: 'Video',
};

/** "Published a story" for a known action, the raw action otherwise. */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** "Story #12". */
export function auditTargetLabel(entry: Pick<AuditLogEntry, 'targetType' | 'targetId'>): string {
  return `${TARGET_LABELS[entry.targetType] ?? entry.targetType} #${entry.targetId}`;
}

/**
 * The audit detail in words: JSON objects as "key: value" pairs (a status change as "new → resolved"), plain
 * text as it is. Never longer than `max` characters.
 */
export function auditDetail(detail: string | null, max = 160): string {
  if (!detail) return '';
  let text = detail;
  try {
    const value: unknown = JSON.parse(detail);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      if (typeof record.from === 'string' && typeof record.to === 'string' && Object.keys(record).length === 2) {
        text = `${record.from} → ${record.to}`;
      } else {
        text = Object.entries(record)
          .map(([key, v]) => `${key}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
          .join(', ');
      }
    }
  } catch {
    // Plain text (a rejection reason, a review note).
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
