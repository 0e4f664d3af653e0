import { expect } from 'vitest';
import type { ServerSocketMessage } from '../../schema/contract/community.ts';
import { communityRooms } from '../../schema/db/index.ts';
import { api } from './http.ts';
import { signedInMember } from './members.ts';
import { connectSocket } from './sockets.ts';
import { db, type UserOverrides } from './users.ts';

let roomCounter = 0;

/** A community room with a unique name (open unless overridden). */
export async function createRoom(overrides: Partial<typeof communityRooms.$inferInsert> = {}) {
  const [room] = await db
    .insert(communityRooms)
    .values({
      name: `Room ${Date.now()}-${++roomCounter}`,
      description: 'Talk shop',
      category: 'digital-freedom',
      ...overrides,
    })
    .returning();
  return room!;
}

/** A signed-in member who has joined the room through the API. */
export async function roomMember(roomId: number, overrides: UserOverrides = {}) {
  const member = await signedInMember(overrides);
  const joined = await api(`/api/community/rooms/${roomId}/join`, { method: 'POST', cookie: member.cookie });
  expect(joined.status).toBe(200);
  return member;
}

/** A connected room socket with an inbox the test can await, message by message. */
export const connectRoom = (roomId: number, cookie: string) =>
  connectSocket<ServerSocketMessage>(`/api/community/rooms/${roomId}/ws`, cookie);
