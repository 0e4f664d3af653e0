import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  ClientSocketMessageSchema,
  SendMessageSchema,
  type RoomMessage,
  type ServerSocketMessage,
} from '../../schema/contract/community.ts';
import { createDb } from '../db/client.ts';
import type { AppBindings } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import {
  broadcastEvent,
  isWebSocketUpgrade,
  sendEvent,
  sessionOfUpgrade,
  SessionSocketsObject,
  type SessionOwner,
} from '../live/sockets.ts';
import { sessionsStillInRoom, storeMessage } from './rooms.ts';

/** Who a socket belongs to, with which session; kept with the socket across hibernation (serializeAttachment). */
type SocketOwner = SessionOwner & { roomId: number };

/** The Worker sets this on the upgrade it forwards, after it has checked the session and membership. */
export const ROOM_ID_HEADER = 'X-Sebenza-Room-Id';

/** The Durable Object that owns room `roomId` (one per room, found by name). */
export function chatRoomFor(env: AppBindings, roomId: number): DurableObjectStub<ChatRoom> {
  return env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(`room:${roomId}`));
}

export type PostResult =
  | { ok: true; message: RoomMessage }
  | { ok: false; status: ContentfulStatusCode; message: string; headers?: Record<string, string> };

/**
 * One Durable Object per community room owns that room's live WebSocket connections (Hibernation API:
 * an idle room costs nothing while its sockets stay open).
 *
 * Every message of the room, whether it arrives over a socket or over HTTP (`post`), goes through one queue
 * here: it is stored in D1 first, then broadcast, then acknowledged. So every member sees the same order
 * (the message id order) and nothing is announced that was not stored. Clients that reconnect fetch what
 * they missed over HTTP (`?after=<last id>`), deduplicating by id. A socket lives only as long as its session and
 * its membership (SessionSocketsObject, decision 016): each message it sends is checked against both first.
 */
export class ChatRoom extends SessionSocketsObject<SocketOwner> {
  private queue: Promise<unknown> = Promise.resolve();

  override async fetch(request: Request): Promise<Response> {
    if (!isWebSocketUpgrade(request)) {
      return Response.json({ message: 'Expected a WebSocket upgrade.' }, { status: 426 });
    }
    const session = sessionOfUpgrade(request);
    const roomId = Number(request.headers.get(ROOM_ID_HEADER));
    if (!session || !Number.isInteger(roomId)) {
      return Response.json({ message: 'Missing room or session.' }, { status: 400 });
    }
    return this.accept({ ...session, roomId });
  }

  /** Stores and broadcasts a message (RPC from the Worker's HTTP route, and from sockets). */
  async post(input: { roomId: number; userId: string; content: string }): Promise<PostResult> {
    const run = this.queue.then(() => this.storeAndBroadcast(input));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** A moderator hid a message: it disappears from every open client at once. */
  async announceHidden(messageId: number): Promise<void> {
    this.broadcast({ type: 'hidden', messageId });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    // Signed out, expired, deleted or no longer a member: the socket is closed and its message dropped.
    const owner = await this.stillAllowed(ws);
    if (!owner) return;
    let parsed;
    try {
      parsed = ClientSocketMessageSchema.safeParse(
        JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw)),
      );
    } catch {
      parsed = null;
    }
    if (!parsed?.success) {
      this.send(ws, { type: 'error', status: 400, message: 'Unreadable message.' });
      return;
    }
    const { clientId } = parsed.data;
    const content = SendMessageSchema.safeParse({ content: parsed.data.content });
    if (!content.success) {
      this.send(ws, { type: 'error', clientId, status: 400, message: content.error.issues[0]!.message });
      return;
    }
    const result = await this.post({ roomId: owner.roomId, userId: owner.userId, content: content.data.content });
    if (result.ok) this.send(ws, { type: 'ack', clientId, messageId: result.message.id });
    else this.send(ws, { type: 'error', clientId, status: result.status, message: result.message });
  }

  protected override allowedSessions(owners: SocketOwner[]): Promise<Set<string>> {
    return sessionsStillInRoom(createDb(this.env.DB), {
      roomId: owners[0]!.roomId,
      sessionHashes: owners.map((owner) => owner.sessionHash),
    });
  }

  private async storeAndBroadcast(input: { roomId: number; userId: string; content: string }): Promise<PostResult> {
    try {
      const message = await storeMessage(createDb(this.env.DB), input);
      this.broadcast({ type: 'message', message });
      return { ok: true, message };
    } catch (err) {
      // Errors do not keep their class across RPC, so rule violations travel as data.
      if (err instanceof HttpError)
        return { ok: false, status: err.status, message: err.message, headers: err.headers };
      throw err;
    }
  }

  private broadcast(event: ServerSocketMessage): void {
    broadcastEvent(this.ctx, event);
  }

  private send(ws: WebSocket, event: ServerSocketMessage): void {
    sendEvent(ws, event);
  }
}
