import { DurableObject } from 'cloudflare:workers';
import type { ConversationSocketMessage } from '../../schema/contract/coaching.ts';
import type { AppBindings } from '../env.ts';
import { acceptSocket, broadcastEvent, closeSocket, isWebSocketUpgrade, sendEvent } from '../live/sockets.ts';

/** Who a socket belongs to; kept with the socket across hibernation (serializeAttachment). */
type SocketOwner = { userId: string; connectionId: number };

/** The Worker sets these on the upgrade it forwards, after it has checked the session and that the user is a party. */
export const CONNECTION_ID_HEADER = 'X-Sebenza-Coaching-Connection-Id';
export const USER_ID_HEADER = 'X-Sebenza-User-Id';

/** The Durable Object of coaching connection `connectionId` (one per connection, found by name). */
export function conversationFor(env: AppBindings, connectionId: number): DurableObjectStub<CoachingConversation> {
  return env.COACHING_CONVERSATION.get(env.COACHING_CONVERSATION.idFromName(`coaching:${connectionId}`));
}

/**
 * One Durable Object per coaching connection holds the live sockets of its two people (Hibernation API: a quiet
 * conversation costs nothing while its sockets stay open).
 *
 * Unlike a community room it stores nothing and takes nothing from sockets: the Worker stores each message in D1
 * (`POST /api/messages`) and only then calls `publish`, so nothing is announced that was not stored. Two messages
 * sent at the same moment may be announced in either order; clients place them by id, and after a reconnect fetch
 * what they missed with `GET /api/messages?after=<last id>`.
 */
export class CoachingConversation extends DurableObject<AppBindings> {
  override async fetch(request: Request): Promise<Response> {
    if (!isWebSocketUpgrade(request)) {
      return Response.json({ message: 'Expected a WebSocket upgrade.' }, { status: 426 });
    }
    const owner: SocketOwner = {
      connectionId: Number(request.headers.get(CONNECTION_ID_HEADER)),
      userId: request.headers.get(USER_ID_HEADER) ?? '',
    };
    if (!owner.userId || !Number.isInteger(owner.connectionId)) {
      return Response.json({ message: 'Missing connection or user.' }, { status: 400 });
    }
    return acceptSocket(this.ctx, owner);
  }

  /** Broadcasts a stored message or a read receipt to both parties' open sockets (RPC from the Worker). */
  async publish(event: ConversationSocketMessage): Promise<void> {
    broadcastEvent(this.ctx, event);
  }

  /** Receive-only: sending goes through `POST /api/messages`, where the rules and the store are. */
  override async webSocketMessage(ws: WebSocket): Promise<void> {
    sendEvent(ws, {
      type: 'error',
      status: 405,
      message: 'This socket only receives. Send messages with POST /api/messages.',
    } satisfies ConversationSocketMessage);
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    closeSocket(ws, code);
  }
}
