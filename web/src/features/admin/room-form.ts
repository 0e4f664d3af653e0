/**
 * The room editor's values and request bodies. Its rules are the contract's room schema (CreateRoomSchema), which
 * the form kit runs before sending, with the messages the server answers with.
 */
import type { AdminRoom, CreateRoomInput, UpdateRoomInput } from '../../../../schema/contract/admin.ts';
import type { RoomCategory } from './admin-display.ts';

export interface RoomFormValues {
  name: string;
  description: string;
  category: RoomCategory;
  externalLink: string;
  /** As typed in a number input ('' when empty). */
  sortOrder: string;
}

/** Screen order: the first field with a problem is focused. */
export const ROOM_FIELD_ORDER: readonly (keyof RoomFormValues)[] = [
  'name',
  'description',
  'category',
  'externalLink',
  'sortOrder',
];

export function roomValues(room: AdminRoom | null): RoomFormValues {
  return {
    name: room?.name ?? '',
    description: room?.description ?? '',
    category: room?.category ?? 'creative-hustler',
    externalLink: room?.externalLink ?? '',
    sortOrder: room ? String(room.sortOrder) : '0',
  };
}

/**
 * Every field of the room, trimmed: the `POST /api/admin/rooms` body, and what the form checks for an edit too
 * (the update route's fields have the same rules). No link is null (the in-app chat); an empty order is left out
 * (0 for a new room, unchanged for an edit).
 */
export function toRoomInput(values: RoomFormValues): CreateRoomInput {
  const sortOrder = values.sortOrder.trim();
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category,
    externalLink: values.externalLink.trim() || null,
    sortOrder: sortOrder === '' ? undefined : Number(sortOrder),
  };
}

/** The `PATCH /api/admin/rooms/:id` body: only what changed (the server refuses an empty change); null when nothing did. */
export function updateRoomPayload(room: AdminRoom, input: CreateRoomInput): UpdateRoomInput | null {
  const changes: UpdateRoomInput = {};
  if (input.name !== room.name) changes.name = input.name;
  if (input.description !== room.description) changes.description = input.description;
  if (input.category !== room.category) changes.category = input.category;
  if ((input.externalLink ?? null) !== room.externalLink) changes.externalLink = input.externalLink;
  if (input.sortOrder !== undefined && input.sortOrder !== room.sortOrder) changes.sortOrder = input.sortOrder;
  return Object.keys(changes).length > 0 ? changes : null;
}
