import { describe, expect, it } from 'vitest';
import { CreateRoomSchema, type AdminRoom } from '../../../../schema/contract/admin.ts';
import { ADMIN_MESSAGES } from '../../../../schema/contract/admin-rules.ts';
import type { ApiIssue } from '../../lib/api-client.ts';
import { createRoomPayload, roomErrorsFromIssues, roomValues, updateRoomPayload, validateRoom } from './room-form.ts';

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

describe('the room editor', () => {
  it('checks what the server checks, with its messages', () => {
    expect(validateRoom(roomValues(null))).toEqual({
      name: ADMIN_MESSAGES.roomNameRequired,
      description: ADMIN_MESSAGES.roomDescriptionRequired,
    });
    expect(validateRoom({ ...roomValues(room), externalLink: 'http://chat.example' }).externalLink).toBe(
      ADMIN_MESSAGES.externalLink,
    );
    expect(validateRoom({ ...roomValues(room), sortOrder: '-1' }).sortOrder).toBeDefined();
    expect(validateRoom({ ...roomValues(room), externalLink: 'https://chat.example/x' })).toEqual({});
  });

  it('creates with a body the server accepts', () => {
    const body = createRoomPayload({ ...roomValues(null), name: ' New ', description: 'D', externalLink: ' ' });
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
    expect(updateRoomPayload(room, roomValues(room))).toBeNull();
    expect(updateRoomPayload(room, { ...roomValues(room), name: 'Makers', sortOrder: '3' })).toEqual({
      name: 'Makers',
      sortOrder: 3,
    });
  });

  it('puts a refused name beside the name field', () => {
    // The Worker sends an issue's path as one dotted string.
    const issue = { path: 'name', message: ADMIN_MESSAGES.roomNameTaken } as unknown as ApiIssue;
    expect(roomErrorsFromIssues([issue])).toEqual({
      name: ADMIN_MESSAGES.roomNameTaken,
    });
  });
});
