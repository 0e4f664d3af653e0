import { Hono } from 'hono';
import { idParamSchema } from '../../schema/contract/fields.ts';
import { MessageHistoryQuerySchema, ReportMessageSchema, SendMessageSchema } from '../../schema/contract/community.ts';
import {
  CreateVideoSchema,
  UpdateVideoSchema,
  VIDEO_MESSAGES,
  type CommunityVideo,
} from '../../schema/contract/community-videos.ts';
import { chatRoomFor, ROOM_ID_HEADER } from './chat-room.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { publicRead, route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { forwardUpgrade, isWebSocketUpgrade } from '../live/sockets.ts';
import { reportMessage } from './moderation.ts';
import { joinRoom, listMessages, listRooms, requireRoomMember } from './rooms.ts';
import { createVideo, deleteVideo, listVideos, updateVideo } from './videos.ts';

const RoomParamSchema = idParamSchema('Unknown room.');

const MessageParamSchema = idParamSchema('Unknown message.');

const VideoParamSchema = idParamSchema(VIDEO_MESSAGES.notFound);

/**
 * The community under /api/community: the rooms (list, joining, history, sending, the live socket) and the videos
 * list, which everyone may read.
 */
export const communityApi = new Hono<AppEnv>()
  .get('/rooms', route({ who: 'anyone', cache: publicRead('community') }), async (c) =>
    c.json(await listRooms(c.var.db, c.var.user?.id ?? null)),
  )
  .get('/videos', route({ who: 'anyone', cache: publicRead('community') }), async (c) =>
    c.json((await listVideos(c.var.db)) satisfies CommunityVideo[]),
  )
  .post(
    '/rooms/:id/join',
    validate('param', RoomParamSchema),
    route({ who: 'member', bumps: ['community'] }),
    async (c) => {
      return c.json(await joinRoom(c.var.db, c.req.valid('param').id, c.var.user.id));
    },
  )
  .get(
    '/rooms/:id/messages',
    validate('param', RoomParamSchema),
    validate('query', MessageHistoryQuerySchema),
    route({ who: 'member' }),
    async (c) => {
      const { id } = c.req.valid('param');
      await requireRoomMember(c.var.db, id, c.var.user.id);
      return c.json(await listMessages(c.var.db, id, c.req.valid('query')));
    },
  )
  .post(
    '/rooms/:id/messages',
    validate('param', RoomParamSchema),
    validate('json', SendMessageSchema),
    route({ who: 'member', bumps: ['community'] }),
    async (c) => {
      const user = c.var.user;
      const { id } = c.req.valid('param');
      await requireRoomMember(c.var.db, id, user.id);
      const result = await chatRoomFor(c.env, id).post({
        roomId: id,
        userId: user.id,
        content: c.req.valid('json').content,
      });
      if (!result.ok) throw new HttpError(result.status, result.message, undefined, result.headers);
      return c.json(result.message, 201);
    },
  )
  .get('/rooms/:id/ws', validate('param', RoomParamSchema), route({ who: 'member' }), async (c) => {
    const user = c.var.user;
    const { id } = c.req.valid('param');
    if (!isWebSocketUpgrade(c.req.raw)) {
      throw new HttpError(426, 'This address takes a WebSocket connection.');
    }
    await requireRoomMember(c.var.db, id, user.id);
    return forwardUpgrade(
      chatRoomFor(c.env, id),
      c.req.raw,
      { userId: user.id, signInHash: c.var.signInTokenHash },
      { [ROOM_ID_HEADER]: String(id) },
    );
  })
  .post(
    '/messages/:id/report',
    validate('param', MessageParamSchema),
    validate('json', ReportMessageSchema),
    route({ who: 'member', bumps: ['community'] }),
    async (c) => {
      const { created } = await reportMessage(c.var.db, {
        messageId: c.req.valid('param').id,
        reporterId: c.var.user.id,
        reason: c.req.valid('json').reason,
      });
      return c.json({ message: 'Thank you. A moderator will look at this message.' }, created ? 201 : 200);
    },
  );

/** The videos list under /api/admin/community-videos: admins only (401 / 403 otherwise); every change is audited. */
export const communityVideosAdminApi = new Hono<AppEnv>()
  .get('/', route({ who: 'admin' }), async (c) => c.json((await listVideos(c.var.db)) satisfies CommunityVideo[]))
  .post('/', route({ who: 'admin', bumps: ['community'] }), validate('json', CreateVideoSchema), async (c) =>
    c.json(await createVideo(c.var.db, { adminId: c.var.user.id, video: c.req.valid('json') }), 201),
  )
  .patch(
    '/:id',
    route({ who: 'admin', bumps: ['community'] }),
    validate('param', VideoParamSchema),
    validate('json', UpdateVideoSchema),
    async (c) =>
      c.json(
        await updateVideo(c.var.db, {
          id: c.req.valid('param').id,
          adminId: c.var.user.id,
          changes: c.req.valid('json'),
        }),
      ),
  )
  .delete('/:id', route({ who: 'admin', bumps: ['community'] }), validate('param', VideoParamSchema), async (c) => {
    await deleteVideo(c.var.db, { id: c.req.valid('param').id, adminId: c.var.user.id });
    return c.body(null, 204);
  });
