/**
 * A live chat's messages in one place (room chat and coaching chat): oldest first, each id once. History pages,
 * live socket events, the catch-up after a reconnect and the sender's own HTTP answer can all deliver the same
 * message; merging by id keeps one copy (the newest delivery of it) in id order, the order both sides see.
 */
export type WithId = { id: number };

export function mergeMessages<M extends WithId>(current: readonly M[], incoming: readonly M[]): M[] {
  if (incoming.length === 0) return current as M[];
  const byId = new Map<number, M>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function withoutMessage<M extends WithId>(current: readonly M[], messageId: number): M[] {
  return current.filter((message) => message.id !== messageId);
}

/** The newest id held, from which a reconnecting client asks for what it missed. */
export function lastMessageId(messages: readonly WithId[]): number {
  return messages.length > 0 ? messages[messages.length - 1]!.id : 0;
}

/** Waits 1 s, 2 s, 4 s ... up to 15 s between reconnection attempts. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, attempt));
}

/** A send box's text as it will be sent: trimmed; null when nothing but whitespace is left (spec section 5). */
export function messageToSend(draft: string): string | null {
  const content = draft.trim();
  return content.length > 0 ? content : null;
}
