import type { ConversationSocketMessage } from '../../schema/contract/coaching.ts';
import type { Db } from '../db/client.ts';
import type { AppBindings } from '../env.ts';
import { ChatObject, type ChatSignIns, type SocketWrites } from '../live/chat-object.ts';
import { sessionsStillInConnection } from './connections.ts';

/** The Worker sets this on the upgrade it forwards, after it has checked the session and that the user is a party. */
export const CONNECTION_ID_HEADER = 'X-Sebenza-Coaching-Connection-Id';

/** The Durable Object of coaching connection `connectionId` (one per connection, found by name). */
export function conversationFor(env: AppBindings, connectionId: number): DurableObjectStub<CoachingConversation> {
  return env.COACHING_CONVERSATION.get(env.COACHING_CONVERSATION.idFromName(`coaching:${connectionId}`));
}

/**
 * A coaching connection's chat (ChatObject): its two people read it; nobody writes through it. The Worker stores
 * each message in D1 (`POST /api/messages`, where the rules are) and only then `publish`es it, with read receipts and
 * status changes, so nothing is announced that was not stored. Two messages sent at the same moment may be announced
 * in either order; clients place them by id, and after a reconnect fetch what they missed with
 * `GET /api/messages?after=<last id>`.
 */
export class CoachingConversation extends ChatObject<ConversationSocketMessage> {
  protected readonly chatIdHeader = CONNECTION_ID_HEADER;
  protected readonly chatKind = 'connection';
  protected readonly writes: SocketWrites = {
    refusal: 'This socket only receives. Send messages with POST /api/messages.',
  };

  protected override readers(db: Db, { chatId, signInHashes }: ChatSignIns): Promise<Set<string>> {
    return sessionsStillInConnection(db, { connectionId: chatId, signInHashes });
  }
}
