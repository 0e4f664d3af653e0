/** The room editor's rules as pure functions (the same messages the server answers with, from admin-rules.ts). */
import type { AdminRoom, CreateRoomInput, UpdateRoomInput } from '../../../../schema/contract/admin.ts';
import { ADMIN_MESSAGES, isHttpsUrl } from '../../../../schema/contract/admin-rules.ts';
import { fieldErrorsFromIssues, type ApiIssue } from '../../lib/api-client.ts';
import type { RoomCategory } from './admin-display.ts';

export interface RoomFormValues {
  name: string;
  description: string;
  category: RoomCategory;
  externalLink: string;
  sortOrder: string;
}
export type RoomField = keyof RoomFormValues;
export type RoomErrors = Partial<Record<RoomField, string>>;
export const ROOM_FIELD_ORDER: readonly RoomField[] = ['name', 'description', 'category', 'externalLink', 'sortOrder'];

export function roomValues(room: AdminRoom | null): RoomFormValues {
  return {
    name: room?.name ?? '',
    description: room?.description ?? '',
    category: room?.category ?? 'creative-hustler',
    externalLink: room?.externalLink ?? '',
    sortOrder: room ? String(room.sortOrder) : '0',
  };
}

export function validateRoom(values: RoomFormValues): RoomErrors {
  const errors: RoomErrors = {};
  if (!values.name.trim()) errors.name = ADMIN_MESSAGES.roomNameRequired;
  if (!values.description.trim()) errors.description = ADMIN_MESSAGES.roomDescriptionRequired;
  const link = values.externalLink.trim();
  if (link && !isHttpsUrl(link)) errors.externalLink = ADMIN_MESSAGES.externalLink;
  if (!/^\d{1,5}$/.test(values.sortOrder.trim()) || Number(values.sortOrder) > 10_000) {
    errors.sortOrder = 'Order must be a whole number from 0 to 10000.';
  }
  return errors;
}

export function createRoomPayload(values: RoomFormValues): CreateRoomInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category,
    externalLink: values.externalLink.trim() || null,
    sortOrder: Number(values.sortOrder.trim()),
  };
}

/** Only what changed (the server refuses an empty change); null when nothing did. */
export function updateRoomPayload(room: AdminRoom, values: RoomFormValues): UpdateRoomInput | null {
  const next = createRoomPayload(values);
  const changes: UpdateRoomInput = {};
  if (next.name !== room.name) changes.name = next.name;
  if (next.description !== room.description) changes.description = next.description;
  if (next.category !== room.category) changes.category = next.category;
  if ((next.externalLink ?? null) !== room.externalLink) changes.externalLink = next.externalLink;
  if (next.sortOrder !== room.sortOrder) changes.sortOrder = next.sortOrder;
  return Object.keys(changes).length > 0 ? changes : null;
}

/** A refused save's issues beside their fields. */
export function roomErrorsFromIssues(issues: readonly ApiIssue[] | undefined): RoomErrors {
  return fieldErrorsFromIssues(issues, ROOM_FIELD_ORDER);
}
