import { describe, expect, it } from 'vitest';
import { CreateRoomSchema, UpdateRoomSchema, type AdminRoom } from '../../../../schema/contract/admin.ts';
import { ADMIN_MESSAGES } from '../../../../schema/contract/admin-rules.ts';
import { checkInput, placeIssues } from '../../components/form/form-errors.ts';
import { ROOM_FIELD_ORDER, roomValues, toRoomInput, updateRoomPayload, type RoomFormValues } from './room-form.ts';

const room: AdminRoom = {
  id: 4,
  name: 'Township Makers',
  description: 'Makers in the townships',
  category: 'creative-hustler',
  externalLink: null,
  isArchived: false,
  sortOrder: 2,
  memberCount: 5,
  createdAt: '2026-03-01T00:00:00Z',
};

/** What the room dialog shows for these values: the contract's problems beside the dialog's fields. */
const problems = (values: RoomFormValues) => checkInput(CreateRoomSchema, toRoomInput(values), ROOM_FIELD_ORDER);

describe('the room editor', () => {
  it('checks what the server checks, with its messages, beside each field', () => {
    const newRoom = problems(roomValues(null));
    expect(newRoom.fields).toEqual({
      name: ADMIN_MESSAGES.roomNameRequired,
      description: ADMIN_MESSAGES.roomDescriptionRequired,
    });
    expect(newRoom.form).toBeUndefined();
    expect(problems({ ...roomValues(room), externalLink: 'http://chat.example' }).fields).toEqual({
      externalLink: ADMIN_MESSAGES.externalLink,
    });
    for (const sortOrder of ['-1', '1.5', 'first', '10001']) {
      expect(problems({ ...roomValues(room), sortOrder }).fields.sortOrder).toBe(ADMIN_MESSAGES.sortOrder);
    }
    expect(problems({ ...roomValues(room), externalLink: 'https://chat.example/x' })).toEqual({
      fields: {},
      form: undefined,
    });
  });

  it('creates with a trimmed body, no link as null', () => {
    const body = toRoomInput({ ...roomValues(null), name: ' New ', description: 'D', externalLink: ' ' });
    expect(body).toEqual({
      name: 'New',
      description: 'D',
      category: 'creative-hustler',
      externalLink: null,
      sortOrder: 0,
    });
    expect(CreateRoomSchema.safeParse(body).success).toBe(true);
  });

  it('sends only what changed on edit, and nothing when nothing did', () => {
    expect(updateRoomPayload(room, toRoomInput(roomValues(room)))).toBeNull();
    const changes = updateRoomPayload(room, toRoomInput({ ...roomValues(room), name: 'Makers', sortOrder: '3' }));
    expect(changes).toEqual({ name: 'Makers', sortOrder: 3 });
    expect(UpdateRoomSchema.safeParse(changes).success).toBe(true);
    // A cleared order is left as it was.
    expect(updateRoomPayload(room, toRoomInput({ ...roomValues(room), sortOrder: ' ' }))).toBeNull();
  });

  it('puts a refused name beside the name field', () => {
    // The Worker sends an issue's path as one dotted string.
    expect(placeIssues([{ path: 'name', message: ADMIN_MESSAGES.roomNameTaken }], ROOM_FIELD_ORDER)).toEqual({
      fields: { name: ADMIN_MESSAGES.roomNameTaken },
      form: undefined,
    });
  });
});
