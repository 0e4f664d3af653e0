import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  ClientSocketMessageSchema,
  SendMessageSchema,
  type RoomMessage,
  type ServerSocketMessage,
} from '../../schema/contract/community.ts';
import { createDb, type Db } from '../db/client.ts';
import type { AppBindings } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { ChatObject, type ChatSignIns, type ChatSocketOwner, type SocketWrites } from '../live/chat-object.ts';
import { sessionsStillInRoom, storeMessage } from './rooms.ts';

/** The Worker sets this on the upgrade it forwards, after it has checked the session and membership. */
export const ROOM_ID_HEADER = 'X-Sebenza-Room-Id';

/** The Durable Object that owns room `roomId` (one per room, found by name). */
export function chatRoomFor(env: AppBindings, roomId: number): DurableObjectStub<ChatRoom> {
  return env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(`room:${roomId}`));
}

export type PostResult =
  | { ok: true; message: RoomMessage }
  | { ok: false; status: ContentfulStatusCode; message: string; headers?: Record<string, string> };

type RoomPost = { roomId: number; userId: string; content: string };

/**
 * A community room's chat (ChatObject): its members read it, and write to it over their sockets or over HTTP (the
 * Worker's route calls `post`). Every message goes through one queue here: stored in D1 first, then broadcast, then
 * acknowledged. So every member sees the same order (the message id order) and nothing is announced that was not
 * stored. Clients that reconnect fetch what they missed over HTTP (`?after=<last id>`), deduplicating by id. The
 * Worker announces only a moderator's hiding (`publish`), after it has stored it.
 */
export class ChatRoom extends ChatObject<ServerSocketMessage, { type: 'hidden'; messageId: number }> {
  protected readonly chatIdHeader = ROOM_ID_HEADER;
  protected readonly chatKind = 'room';
  protected readonly writes: SocketWrites = { accept: (ws, owner, text) => this.acceptFromSocket(ws, owner, text) };
  private queue: Promise<unknown> = Promise.resolve();

  protected override readers(db: Db, { chatId, signInHashes }: ChatSignIns): Promise<Set<string>> {
    return sessionsStillInRoom(db, { roomId: chatId, signInHashes });
  }

  /** Stores and broadcasts a message, in the room's one queue (RPC from the Worker's HTTP route, and from sockets). */
  async post(input: RoomPost): Promise<PostResult> {
    const run = this.queue.then(() => this.storeAndBroadcast(input));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async acceptFromSocket(ws: WebSocket, owner: ChatSocketOwner, text: string): Promise<void> {
    let parsed;
    try {
      parsed = ClientSocketMessageSchema.safeParse(JSON.parse(text));
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
    const result = await this.post({ roomId: owner.chatId, userId: owner.userId, content: content.data.content });
    if (result.ok) this.send(ws, { type: 'ack', clientId, messageId: result.message.id });
    else this.send(ws, { type: 'error', clientId, status: result.status, message: result.message });
  }

  private async storeAndBroadcast(input: RoomPost): Promise<PostResult> {
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
}
