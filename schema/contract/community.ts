import * as z from 'zod/mini';
import { ROOM_CATEGORIES } from './enums.ts';
import './zod-mini.ts';
import { multilineText, queryInt } from './fields.ts';

import {
  COMMUNITY_MESSAGES,
  MAX_MESSAGE_LENGTH,
  MAX_REPORT_REASON,
  MESSAGE_PAGE_SIZE,
  MIN_REPORT_REASON,
} from './community-rules.ts';

export * from './community-rules.ts';

/** `GET /api/community/rooms`. */
export type Room = {
  id: number;
  name: string;
  description: string;
  category: (typeof ROOM_CATEGORIES)[number];
  /** An optional outside chat (spec: the Join button may open it in a new tab). */
  externalLink: string | null;
  memberCount: number;
  /** Whether the signed-in caller has joined (false for visitors). */
  isMember: boolean;
};

export type RoomMessage = {
  id: number;
  roomId: number;
  userId: string;
  /** "First L." so members see who wrote, without full surnames. */
  authorName: string;
  content: string;
  createdAt: string;
};

/** History pages come newest first; `nextBefore` fetches the page of older messages. */
export type RoomMessagePage = { items: RoomMessage[]; nextBefore: number | null };

export const SendMessageSchema = z.object({
  content: z
    .string()
    .check(
      multilineText(),
      z.minLength(1, { message: COMMUNITY_MESSAGES.empty }),
      z.maxLength(MAX_MESSAGE_LENGTH, { message: COMMUNITY_MESSAGES.tooLong }),
    ),
});

export const MessageHistoryQuerySchema = z.object({
  /** Older than this id (scrolling back). */
  before: z.optional(queryInt({ min: 1 })),
  /** Newer than this id, oldest first (catching up after a reconnect). */
  after: z.optional(queryInt({ min: 0 })),
  limit: z._default(queryInt({ min: 1, max: 100 }), MESSAGE_PAGE_SIZE),
});

/** What a client sends over the room's WebSocket. `clientId` lets it match the acknowledgement. */
export const ClientSocketMessageSchema = z.object({
  type: z.literal('send'),
  clientId: z.string().check(z.maxLength(64)),
  content: z.string(),
});

/** What the room's WebSocket sends. Every member receives `message` events in the same (id) order. */
export type ServerSocketMessage =
  | { type: 'message'; message: RoomMessage }
  | { type: 'ack'; clientId: string; messageId: number }
  | { type: 'hidden'; messageId: number }
  | { type: 'error'; clientId?: string; status: number; message: string };

/** `POST /api/community/rooms/:roomId/messages/:messageId/report`: why the message breaks the guidelines. */
export const ReportMessageSchema = z.object({
  reason: z
    .string()
    .check(
      multilineText(),
      z.minLength(MIN_REPORT_REASON, { message: COMMUNITY_MESSAGES.reportReason }),
      z.maxLength(MAX_REPORT_REASON),
    ),
});
export type ReportMessageInput = z.input<typeof ReportMessageSchema>;
