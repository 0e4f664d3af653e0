import { expect } from 'vitest';
import type { RoomMessagePage, ServerSocketMessage } from '../../schema/contract/community.ts';
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

/** Joins the room through the API, as the member whose cookie it is. */
export async function joinRoom(roomId: number, cookie: string) {
  const joined = await api(`/api/community/rooms/${roomId}/join`, { method: 'POST', cookie });
  expect(joined.status).toBe(200);
}

/** A signed-in member who has joined the room through the API. */
export async function roomMember(roomId: number, overrides: UserOverrides = {}) {
  const member = await signedInMember(overrides);
  await joinRoom(roomId, member.cookie);
  return member;
}

/** A fresh room that the member whose cookie it is has joined. */
export async function joinedRoom(cookie: string) {
  const room = await createRoom();
  await joinRoom(room.id, cookie);
  return room;
}

/** The room's messages as the member whose cookie it is reads them (`query` like '?limit=2'). */
export const readMessages = async (roomId: number, cookie: string, query = '') =>
  (await api(`/api/community/rooms/${roomId}/messages${query}`, { cookie })).json<RoomMessagePage>();

/** Posts a message to the room over HTTP. */
export const say = (roomId: number, cookie: string | undefined, content = 'Sawubona') =>
  api(`/api/community/rooms/${roomId}/messages`, { method: 'POST', cookie, body: { content } });

/** A connected room socket with an inbox the test can await, message by message. */
export const connectRoom = (roomId: number, cookie: string) =>
  connectSocket<ServerSocketMessage>(`/api/community/rooms/${roomId}/ws`, cookie);
