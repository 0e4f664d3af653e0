import type { RoomMessage } from '../../../../schema/contract/community.ts';

/**
 * The room's messages in one place: oldest first, each id once. History pages, live socket events, the
 * catch-up after a reconnect and the sender's own HTTP answer can all deliver the same message; merging
 * by id keeps one copy in id order (the order every member sees).
 */
export function mergeMessages(current: readonly RoomMessage[], incoming: readonly RoomMessage[]): RoomMessage[] {
  if (incoming.length === 0) return current as RoomMessage[];
  const byId = new Map<number, RoomMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function withoutMessage(current: readonly RoomMessage[], messageId: number): RoomMessage[] {
  return current.filter((message) => message.id !== messageId);
}

/** The newest id held, from which a reconnecting client asks for what it missed. */
export function lastMessageId(messages: readonly RoomMessage[]): number {
  return messages.length > 0 ? messages[messages.length - 1]!.id : 0;
}

/** Waits 1 s, 2 s, 4 s ... up to 15 s between reconnection attempts. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, attempt));
}
