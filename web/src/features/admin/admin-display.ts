/**
 * The admin console's labels and list shaping, as pure functions. Labels are message descriptors, shown with the
 * render's `t` (or `i18n._`); functions that word something take the render's translations.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminPerson, AdminRoomReport, AuditLogEntry } from '../../../../schema/contract/admin.ts';
import type { ComplaintStatus } from '../../../../schema/contract/complaints.ts';
import type { StoryStatus } from '../../../../schema/contract/stories.ts';
import type { EventType } from '../../../../schema/contract/events-rules.ts';
import type { ROOM_CATEGORIES } from '../../../../schema/contract/enums.ts';
import type { ProposalStatus } from './api/admin.ts';

export const STORY_STATUS_LABELS: Record<StoryStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  published: msg`Published`,
  rejected: msg`Rejected`,
};

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, MessageDescriptor> = {
  new: msg`New`,
  in_review: msg`In review`,
  resolved: msg`Resolved`,
};

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
};

export const EVENT_TYPE_LABELS: Record<EventType, MessageDescriptor> = {
  summit: msg`Summit`,
  workshop: msg`Workshop`,
  networking: msg`Networking`,
  other: msg`Other`,
};

export type RoomCategory = (typeof ROOM_CATEGORIES)[number];
export const ROOM_CATEGORY_LABELS: Record<RoomCategory, MessageDescriptor> = {
  'creative-hustler': msg`Creative Hustler`,
  'rural-innovation': msg`Rural Innovation`,
  'digital-freedom': msg`Digital Freedom`,
};

export function personName(person: Pick<AdminPerson, 'firstName' | 'lastName'> | null | undefined, i18n: I18n): string {
  return `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim() || i18n._(msg`Unknown member`);
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

const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'story.publish': msg`Published a story`,
  'story.reject': msg`Rejected a story`,
  'story.feature': msg`Featured a story`,
  'complaint.status': msg`Changed a complaint’s status`,
  'complaint.resolve': msg`Resolved a complaint`,
  'room_message.hide': msg`Hid a room message`,
  'room_report.dismiss': msg`Dismissed a report`,
  'event_proposal.accept': msg`Accepted an event proposal`,
  'event_proposal.decline': msg`Declined an event proposal`,
  'event_draft.update': msg`Completed a draft event`,
  'event_draft.publish': msg`Published an event`,
  'room.create': msg`Created a room`,
  'room.update': msg`Edited a room`,
  'room.archive': msg`Archived a room`,
  'room.restore': msg`Restored a room`,
  'opportunity-feed.create': msg`Added an opportunity feed`,
  'opportunity-feed.update': msg`Edited an opportunity feed`,
  'opportunity-feed.enable': msg`Switched on an opportunity feed`,
  'opportunity-feed.disable': msg`Switched off an opportunity feed`,
  'opportunity-feed.delete': msg`Removed an opportunity feed`,
  'community-video.create': msg`Added a community video`,
  'community-video.update': msg`Edited a community video`,
  'community-video.delete': msg`Removed a community video`,
};

const TARGET_LABELS: Record<string, MessageDescriptor> = {
  success_story: msg`Story`,
  complaint: msg`Complaint`,
  room_message: msg`Message`,
  room_message_report: msg`Report`,
  event_host_proposal: msg`Proposal`,
  event: msg`Event`,
  community_room: msg`Room`,
  opportunity_feed: msg`Feed`,
  community_video: msg`Video`,
};

/** "Published a story" for a known action, the raw action otherwise. */
export function auditActionLabel(action: string, i18n: I18n): string {
  const label = ACTION_LABELS[action];
  return label ? i18n._(label) : action;
}

/** "Story #12". */
export function auditTargetLabel(entry: Pick<AuditLogEntry, 'targetType' | 'targetId'>, i18n: I18n): string {
  const label = TARGET_LABELS[entry.targetType];
  const target = label ? i18n._(label) : entry.targetType;
  const id = entry.targetId;
  return i18n._(msg`${target} #${id}`);
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
