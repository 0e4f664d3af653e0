import { communityRooms, roomMembers, roomMessages } from '../../../schema/db/index.ts';
import { createUser, db } from '../../../worker/test/factories.ts';
import type { MatrixRoute } from './types.ts';

let n = 0;
/** A room nobody in the matrix has joined, with one message in it. */
async function roomWithMessage(ctx: Record<string, unknown>) {
  const [room] = await db
    .insert(communityRooms)
    .values({ name: `Matrix room ${Date.now()}-${++n}`, description: 'Matrix', category: 'creative-hustler' })
    .returning();
  const author = await createUser();
  await db.insert(roomMembers).values({ roomId: room!.id, userId: author.id });
  const [message] = await db
    .insert(roomMessages)
    .values({ roomId: room!.id, userId: author.id, content: 'Hello' })
    .returning();
  ctx.roomId = room!.id;
  ctx.messageId = message!.id;
}

export const communityRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/community/rooms', expect: { default: 200 } },
  {
    method: 'POST',
    path: (ctx) => `/api/community/rooms/${ctx.roomId}/join`,
    prepare: roomWithMessage,
    expect: { default: 200, visitor: 401 },
  },
  // The matrix's users have not joined these rooms: members-only routes answer 403.
  {
    method: 'GET',
    path: (ctx) => `/api/community/rooms/${ctx.roomId}/messages`,
    prepare: roomWithMessage,
    expect: { default: 403, visitor: 401 },
  },
  {
    method: 'POST',
    path: (ctx) => `/api/community/rooms/${ctx.roomId}/messages`,
    prepare: roomWithMessage,
    body: () => ({ content: 'hi' }),
    expect: { default: 403, visitor: 401 },
  },
  // Without an Upgrade header the socket route explains itself (426); membership is checked after.
  {
    method: 'GET',
    path: (ctx) => `/api/community/rooms/${ctx.roomId}/ws`,
    prepare: roomWithMessage,
    expect: { default: 426, visitor: 401 },
  },
  {
    method: 'POST',
    path: (ctx) => `/api/community/messages/${ctx.messageId}/report`,
    prepare: roomWithMessage,
    body: () => ({ reason: 'Spam' }),
    expect: { default: 403, visitor: 401 },
  },
  { method: 'GET', path: '/api/admin/room-reports', expect: { default: 403, visitor: 401, admin: 200 } },
  { method: 'GET', path: '/api/admin/audit-log', expect: { default: 403, visitor: 401, admin: 200 } },
  // Admin routes refuse non-admins before looking at the target; the admin hides it (200).
  {
    method: 'POST',
    path: (ctx) => `/api/admin/room-messages/${ctx.messageId}/hide`,
    prepare: roomWithMessage,
    expect: { default: 403, visitor: 401, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/admin/room-reports/999999/dismiss',
    expect: { default: 403, visitor: 401, admin: 404 },
  },
];
