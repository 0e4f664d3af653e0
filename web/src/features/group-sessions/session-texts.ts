import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The contract's labels and toasts (SESSION_LABELS, SESSION_MESSAGES, CALENDAR_MESSAGES) as the screens say them: the
 * same English, through the catalog so other languages are read in theirs. A toast the spec writes as "Title: text"
 * is two messages. A test keeps the English equal to the contract's.
 */
export const SESSION_TEXTS = {
  join: msg`Join`,
  registered: msg`You're registered`,
  full: msg`Session Full`,
  noSessionsYet: msg`No Sessions Yet`,
  createFirst: msg`Create Your First Session`,
  noneAvailable: msg`No sessions available`,
  joinMeeting: msg`Join Meeting`,
  createdTitle: msg`Session Created`,
  created: msg`Your group mentorship session has been created successfully.`,
  deletedTitle: msg`Session Deleted`,
  deleted: msg`Your session has been successfully deleted.`,
  deleteFailedTitle: msg`Error`,
  deleteFailed: msg`Failed to delete session. Please try again.`,
  createFailed: msg`Failed to create session`,
  joinFailed: msg`Failed to join session. Please try again.`,
  deleteConfirm: msg`Are you sure you want to delete this session? This action cannot be undone.`,
  feedRotated: msg`Your calendar link was replaced. Calendars using the old link will stop updating.`,
} as const satisfies Record<string, MessageDescriptor>;
