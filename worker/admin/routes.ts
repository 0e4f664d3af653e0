import { Hono } from 'hono';
import * as z from 'zod';
import { idParamSchema } from '../../schema/contract/fields.ts';
import {
  AdminComplaintQuerySchema,
  AdminDraftQuerySchema,
  AdminProposalQuerySchema,
  AdminStoryQuerySchema,
  CreateRoomSchema,
  EventDraftInputSchema,
  RejectStorySchema,
  ReviewProposalSchema,
  UpdateComplaintSchema,
  UpdateRoomSchema,
} from '../../schema/contract/admin.ts';
import { listAuditLog } from '../audit/audit-log.ts';
import { listEventDrafts, publishEventDraft, updateEventDraft } from './event-drafts.ts';
import { listEventProposals, reviewEventProposal } from './event-proposals.ts';
import { createRoom, listAllRooms, updateRoom } from './rooms.ts';
import { chatRoomFor } from '../community/chat-room.ts';
import { dismissReport, hideMessage, listOpenReports } from '../community/moderation.ts';
import { getComplaint, listComplaints, updateComplaint } from '../complaints/complaints.ts';
import type { AppEnv } from '../env.ts';
import { route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { featureStory, listStoriesForReview, publishStory, rejectStory } from '../stories/stories.ts';
import { viewContextOf } from '../view-context.ts';

const IdParamSchema = idParamSchema();

/** The admin console's API (/api/admin): every route is for the admin role only (401 / 403 otherwise). */
export const adminApi = new Hono<AppEnv>()
  // --- community moderation -----------------------------------------------------------------------------
  .get('/room-reports', route({ who: 'admin' }), async (c) => c.json(await listOpenReports(c.var.db)))
  .post(
    '/room-messages/:id/hide',
    route({ who: 'admin', bumps: ['community'] }),
    validate('param', IdParamSchema),
    async (c) => {
      const admin = c.var.user;
      const { id } = c.req.valid('param');
      const { roomId } = await hideMessage(c.var.db, { messageId: id, adminId: admin.id });
      await chatRoomFor(c.env, roomId).publish({ type: 'hidden', messageId: id });
      return c.json({ id, hidden: true });
    },
  )
  .post(
    '/room-reports/:id/dismiss',
    route({ who: 'admin', bumps: [] }),
    validate('param', IdParamSchema),
    async (c) => {
      const admin = c.var.user;
      await dismissReport(c.var.db, { reportId: c.req.valid('param').id, adminId: admin.id });
      return c.json({ id: c.req.valid('param').id, status: 'dismissed' });
    },
  )
  .get('/audit-log', route({ who: 'admin' }), async (c) => c.json(await listAuditLog(c.var.db)))
  // --- success stories: the moderation queue ------------------------------------------------------------
  .get('/stories', route({ who: 'admin' }), validate('query', AdminStoryQuerySchema), async (c) =>
    c.json(await listStoriesForReview(c.var.db, c.req.valid('query'))),
  )
  .post(
    '/stories/:id/publish',
    route({ who: 'admin', bumps: ['stories'] }),
    validate('param', IdParamSchema),
    async (c) => {
      const admin = c.var.user;
      return c.json(await publishStory(c.var.db, { storyId: c.req.valid('param').id, adminId: admin.id }));
    },
  )
  .post(
    '/stories/:id/reject',
    route({ who: 'admin', bumps: ['stories'] }),
    validate('param', IdParamSchema),
    validate('json', RejectStorySchema),
    async (c) => {
      const admin = c.var.user;
      const { reason } = c.req.valid('json');
      return c.json(await rejectStory(c.var.db, { storyId: c.req.valid('param').id, adminId: admin.id, reason }));
    },
  )
  .post(
    '/stories/:id/feature',
    route({ who: 'admin', bumps: ['stories'] }),
    validate('param', IdParamSchema),
    async (c) => {
      const admin = c.var.user;
      return c.json(await featureStory(c.var.db, { storyId: c.req.valid('param').id, adminId: admin.id }));
    },
  )
  // --- complaints: the confidential inbox ---------------------------------------------------------------
  .get('/complaints', route({ who: 'admin' }), validate('query', AdminComplaintQuerySchema), async (c) =>
    c.json(await listComplaints(c.var.db, c.req.valid('query'))),
  )
  .get('/complaints/:id', route({ who: 'admin' }), validate('param', IdParamSchema), async (c) =>
    c.json(await getComplaint(c.var.db, c.req.valid('param').id)),
  )
  .patch(
    '/complaints/:id',
    route({ who: 'admin', bumps: [] }),
    validate('param', IdParamSchema),
    validate('json', UpdateComplaintSchema),
    async (c) => {
      const admin = c.var.user;
      const { status, outcomeNote } = c.req.valid('json');
      return c.json(
        await updateComplaint(c.var.db, { id: c.req.valid('param').id, adminId: admin.id, status, outcomeNote }),
      );
    },
  )
  // --- event host proposals -----------------------------------------------------------------------------
  .get('/event-proposals', route({ who: 'admin' }), validate('query', AdminProposalQuerySchema), async (c) =>
    c.json(await listEventProposals(c.var.db, c.req.valid('query'))),
  )
  .post(
    '/event-proposals/:id/:decision{accept|decline}',
    route({ who: 'admin', bumps: ['events'] }),
    validate('param', z.object({ ...IdParamSchema.shape, decision: z.enum(['accept', 'decline']) })),
    validate('json', ReviewProposalSchema),
    async (c) => {
      const admin = c.var.user;
      const { id, decision } = c.req.valid('param');
      return c.json(
        await reviewEventProposal(c.var.db, {
          id,
          adminId: admin.id,
          decision: decision === 'accept' ? 'accepted' : 'declined',
          note: c.req.valid('json').note,
        }),
      );
    },
  )
  // --- draft events (from accepted proposals): complete, then publish ------------------------------------
  .get('/event-drafts', route({ who: 'admin' }), validate('query', AdminDraftQuerySchema), async (c) =>
    c.json(await listEventDrafts(c.var.db, c.req.valid('query'))),
  )
  .put(
    '/event-drafts/:id',
    route({ who: 'admin', bumps: ['events'] }),
    validate('param', IdParamSchema),
    validate('json', EventDraftInputSchema),
    async (c) => {
      const admin = c.var.user;
      return c.json(
        await updateEventDraft(c.var.db, {
          id: c.req.valid('param').id,
          adminId: admin.id,
          draft: c.req.valid('json'),
        }),
      );
    },
  )
  .post(
    '/event-drafts/:id/publish',
    route({ who: 'admin', bumps: ['events'] }),
    validate('param', IdParamSchema),
    async (c) => {
      const admin = c.var.user;
      // The event as the public events list now shows it.
      return c.json(await publishEventDraft(viewContextOf(c), { id: c.req.valid('param').id, adminId: admin.id }));
    },
  )
  // --- rooms --------------------------------------------------------------------------------------------
  .get('/rooms', route({ who: 'admin' }), async (c) => c.json(await listAllRooms(c.var.db)))
  .post('/rooms', route({ who: 'admin', bumps: ['community'] }), validate('json', CreateRoomSchema), async (c) => {
    const admin = c.var.user;
    return c.json(await createRoom(c.var.db, admin.id, c.req.valid('json')), 201);
  })
  .patch(
    '/rooms/:id',
    route({ who: 'admin', bumps: ['community'] }),
    validate('param', IdParamSchema),
    validate('json', UpdateRoomSchema),
    async (c) => {
      const admin = c.var.user;
      return c.json(
        await updateRoom(c.var.db, { id: c.req.valid('param').id, adminId: admin.id, changes: c.req.valid('json') }),
      );
    },
  );
