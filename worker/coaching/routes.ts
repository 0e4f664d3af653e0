import { Hono } from 'hono';
import {
  COACHING_FILE_MESSAGES,
  CoachingFileParamSchema,
  CoachingFilesQuerySchema,
  CoachingFileUploadQuerySchema,
  CoachingMessagesQuerySchema,
  ConnectionParamSchema,
  CreateConnectionSchema,
  SendCoachingMessageSchema,
  type ConversationSocketMessage,
} from '../../schema/contract/coaching.ts';
import { requireSharingAllowed } from '../consents/sharing.ts';
import type { AppBindings, AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { publicRead, route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { forwardUpgrade, isWebSocketUpgrade } from '../live/sockets.ts';
import {
  acceptConnection,
  endConnection,
  listCoaches,
  listConnections,
  requestConnection,
  requireParty,
} from './connections.ts';
import { CONNECTION_ID_HEADER, conversationFor } from './conversation.ts';
import { downloadHeaders, fileForDownload, listCoachingFiles, storeCoachingFile } from './files.ts';
import { listMessages, markRead, storeMessage } from './messages.ts';

/**
 * Live delivery after the fact: the event is already stored, so a conversation object that cannot be reached costs
 * only liveness (clients catch up with `?after=`), never the answer; failing here would make the sender send twice.
 */
async function publish(env: AppBindings, connectionId: number, event: ConversationSocketMessage): Promise<void> {
  try {
    await conversationFor(env, connectionId).publish(event);
  } catch (err) {
    console.warn('Coaching conversation publish failed', connectionId, err);
  }
}

/** `GET /api/coaching/coaches` (public): the coaches a subscriber can choose, with the caller's connection to each. */
export const coachesApi = new Hono<AppEnv>().get(
  '/',
  route({ who: 'anyone', cache: publicRead('coaching', 'mentors') }),
  async (c) => c.json(await listCoaches(c.var.db, { viewerId: c.var.user?.id ?? null })),
);

/** `/api/coaching-connections`: the caller's connections, asking a coach, accepting, ending, reading, the socket. */
export const coachingConnectionsApi = new Hono<AppEnv>()
  .get('/', route({ who: 'member' }), async (c) => c.json(await listConnections(c.var.db, { userId: c.var.user.id })))
  // Asking a coach shows the member to them and opens a chat.
  .post(
    '/',
    route({ who: 'member', bumps: ['coaching'] }),
    requireSharingAllowed(),
    validate('json', CreateConnectionSchema),
    async (c) => {
      const { connection, created } = await requestConnection(c.var.db, {
        userId: c.var.user.id,
        mentorId: c.req.valid('json').mentorId,
      });
      return c.json(connection, created ? 201 : 200);
    },
  )
  .post(
    '/:id/accept',
    validate('param', ConnectionParamSchema),
    route({ who: 'member', bumps: ['coaching'] }),
    async (c) => {
      const connectionId = c.req.valid('param').id;
      const connection = await acceptConnection(c.var.db, { connectionId, userId: c.var.user.id });
      await publish(c.env, connectionId, { type: 'status', connectionId, status: connection.status });
      return c.json(connection);
    },
  )
  .post(
    '/:id/end',
    validate('param', ConnectionParamSchema),
    route({ who: 'member', bumps: ['coaching'] }),
    async (c) => {
      const connectionId = c.req.valid('param').id;
      const connection = await endConnection(c.var.db, { connectionId, userId: c.var.user.id });
      await publish(c.env, connectionId, { type: 'status', connectionId, status: connection.status });
      return c.json(connection);
    },
  )
  .post(
    '/:id/read',
    validate('param', ConnectionParamSchema),
    route({ who: 'member', bumps: ['coaching'] }),
    async (c) => {
      const connectionId = c.req.valid('param').id;
      const userId = c.var.user.id;
      const { upToId, connection } = await markRead(c.var.db, { connectionId, userId });
      // The other side's "seen" marks follow at once; nothing to announce when nothing was unread.
      if (upToId !== null) await publish(c.env, connectionId, { type: 'read', connectionId, readerId: userId, upToId });
      return c.json(connection);
    },
  )
  // Files shared in the conversation (plans with files): the list, sharing one, and downloading one.
  .get(
    '/:id/files',
    validate('param', ConnectionParamSchema),
    route({ who: 'member' }),
    validate('query', CoachingFilesQuerySchema),
    async (c) => {
      const connectionId = c.req.valid('param').id;
      return c.json(
        await listCoachingFiles(c.var.db, { userId: c.var.user.id, connectionId, ...c.req.valid('query') }),
      );
    },
  )
  /**
   * The body is the file's raw bytes (any Content-Type; the bytes decide), declared a `file` so up to 10 MB passes
   * the body limit on this route alone; the name comes in the query.
   */
  .post(
    '/:id/files',
    validate('param', ConnectionParamSchema),
    route({ who: 'member', bumps: [], body: 'file' }),
    validate('query', CoachingFileUploadQuerySchema),
    async (c) => {
      const connectionId = c.req.valid('param').id;
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const message = await storeCoachingFile(
        { db: c.var.db, bucket: c.env.IMAGES },
        { userId: c.var.user.id, connectionId, name: c.req.valid('query').name, bytes },
      );
      await publish(c.env, connectionId, { type: 'message', message });
      return c.json(message, 201);
    },
  )
  // Only the conversation's two people; anyone else gets the same 404 as for a file that does not exist.
  .get('/:id/files/:fileId', validate('param', CoachingFileParamSchema), route({ who: 'member' }), async (c) => {
    const { id: connectionId, fileId } = c.req.valid('param');
    const file = await fileForDownload(c.var.db, { userId: c.var.user.id, connectionId, fileId });
    const object = file && (await c.env.IMAGES.get(file.r2Key));
    if (!file || !object) throw new HttpError(404, COACHING_FILE_MESSAGES.notFound);
    return new Response(object.body, { headers: downloadHeaders(file, object.size) });
  })
  .get('/:id/ws', validate('param', ConnectionParamSchema), route({ who: 'member' }), async (c) => {
    const connectionId = c.req.valid('param').id;
    const userId = c.var.user.id;
    if (!isWebSocketUpgrade(c.req.raw)) throw new HttpError(426, 'This address takes a WebSocket connection.');
    await requireParty(c.var.db, { connectionId, userId });
    return forwardUpgrade(
      conversationFor(c.env, connectionId),
      c.req.raw,
      { userId, signInHash: c.var.signInTokenHash },
      { [CONNECTION_ID_HEADER]: String(connectionId) },
    );
  });

/** `/api/messages`: one-on-one coaching chat history and sending (stored first, then delivered live). */
export const coachingMessagesApi = new Hono<AppEnv>()
  .get('/', route({ who: 'member' }), validate('query', CoachingMessagesQuerySchema), async (c) => {
    return c.json(await listMessages(c.var.db, { userId: c.var.user.id, ...c.req.valid('query') }));
  })
  .post('/', route({ who: 'member', bumps: [] }), validate('json', SendCoachingMessageSchema), async (c) => {
    const { connectionId, receiverId, content } = c.req.valid('json');
    const message = await storeMessage(c.var.db, { userId: c.var.user.id, connectionId, receiverId, content });
    await publish(c.env, connectionId, { type: 'message', message });
    return c.json(message, 201);
  });
