import { communityRooms } from '../../../schema/db/index.ts';
import {
  createComplaint,
  createEvent,
  createEventProposal,
  createStory,
  createUser,
  db,
  hoursFromNow,
} from '../../../worker/test/factories.ts';
import type { MatrixRoute } from './types.ts';

/** Admin-only: visitors 401, every other role 403, the admin `status`. */
const adminOnly = (status: number) => ({ default: 403, visitor: 401, admin: status });

let n = 0;
const unique = () => `${Date.now().toString(36)}-${++n}`;

async function pendingStory(ctx: Record<string, unknown>) {
  ctx.storyId = (await createStory({ userId: (await createUser()).id })).id;
}

async function publishedStory(ctx: Record<string, unknown>) {
  ctx.storyId = (await createStory({ status: 'published', publishedAt: new Date().toISOString() })).id;
}

async function complaint(ctx: Record<string, unknown>) {
  ctx.complaintId = (await createComplaint((await createUser()).id)).id;
}

async function proposal(ctx: Record<string, unknown>) {
  ctx.proposalId = (await createEventProposal((await createUser()).id)).id;
}

/** A draft event with its details complete (a start a week ahead), ready to edit or publish. */
async function draft(ctx: Record<string, unknown>) {
  ctx.draftId = (await createEvent({ isDraft: true, hostUserId: (await createUser()).id })).id;
}

async function room(ctx: Record<string, unknown>) {
  const [row] = await db
    .insert(communityRooms)
    .values({ name: `Matrix admin room ${unique()}`, description: 'Matrix', category: 'digital-freedom' })
    .returning();
  ctx.roomId = row!.id;
}

/** The console routes beyond community moderation (those rows live in community.ts). */
export const adminRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/admin/stories?status=pending', expect: adminOnly(200) },
  {
    method: 'POST',
    path: (ctx) => `/api/admin/stories/${ctx.storyId}/publish`,
    prepare: pendingStory,
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    path: (ctx) => `/api/admin/stories/${ctx.storyId}/reject`,
    prepare: pendingStory,
    body: () => ({ reason: 'Please add more detail.' }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    path: (ctx) => `/api/admin/stories/${ctx.storyId}/feature`,
    prepare: publishedStory,
    expect: adminOnly(200),
  },
  { method: 'GET', path: '/api/admin/complaints', expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/complaints?status=new', expect: adminOnly(200) },
  {
    method: 'GET',
    path: (ctx) => `/api/admin/complaints/${ctx.complaintId}`,
    prepare: complaint,
    expect: adminOnly(200),
  },
  {
    method: 'PATCH',
    path: (ctx) => `/api/admin/complaints/${ctx.complaintId}`,
    prepare: complaint,
    body: () => ({ status: 'resolved', outcomeNote: 'Resolved after a conversation with both parties.' }),
    expect: adminOnly(200),
  },
  { method: 'GET', path: '/api/admin/event-proposals?status=pending', expect: adminOnly(200) },
  {
    method: 'POST',
    path: (ctx) => `/api/admin/event-proposals/${ctx.proposalId}/accept`,
    prepare: proposal,
    body: () => ({}),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    path: (ctx) => `/api/admin/event-proposals/${ctx.proposalId}/decline`,
    prepare: proposal,
    body: () => ({ note: 'Not this month.' }),
    expect: adminOnly(200),
  },
  { method: 'GET', path: '/api/admin/event-drafts', expect: adminOnly(200) },
  {
    method: 'PUT',
    path: (ctx) => `/api/admin/event-drafts/${ctx.draftId}`,
    prepare: draft,
    body: () => ({
      title: 'Matrix market day',
      type: 'networking',
      description: 'Stalls for makers.',
      scheduledAt: hoursFromNow(24 * 10),
      endTime: null,
      location: 'Durban',
      address: null,
      maxAttendees: 40,
      priceCents: 0,
    }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    path: (ctx) => `/api/admin/event-drafts/${ctx.draftId}/publish`,
    prepare: draft,
    expect: adminOnly(200),
  },
  { method: 'GET', path: '/api/admin/rooms', expect: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/admin/rooms',
    body: () => ({ name: `Matrix new room ${unique()}`, description: 'Matrix', category: 'creative-hustler' }),
    expect: adminOnly(201),
  },
  {
    method: 'PATCH',
    path: (ctx) => `/api/admin/rooms/${ctx.roomId}`,
    prepare: room,
    body: () => ({ isArchived: true }),
    expect: adminOnly(200),
  },
];
