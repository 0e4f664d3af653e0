import * as z from 'zod/mini';
import {
  COACHING_FILE_MESSAGES,
  COACHING_FILE_PAGE_SIZE,
  COACHING_MESSAGE_MAX_LENGTH,
  COACHING_MESSAGE_PAGE_SIZE,
  COACHING_MESSAGES,
} from './coaching-rules.ts';
import { PAYMENT_PROVIDERS } from './enums.ts';
import './zod-mini.ts';
import { bodyInt, lineText, multilineText, queryInt } from './fields.ts';

export * from './coaching-rules.ts';

/** An id in a JSON body (a JSON number) and in a query string or path (decimal digits). */
const id = (message: string) => bodyInt({ min: 1, message });
const queryId = (message: string) => queryInt({ min: 1, message });

/** The `{provider}` path segment of `/api/coaching/{provider}/...` and `/api/webhooks/{provider}`. */
export const ProviderParamSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { message: 'Unknown payment provider.' }),
});

/** `POST /api/coaching/{provider}/create-subscription` (spec: planId, customerId, coachId which may be null). */
export const CreateSubscriptionSchema = z.object({
  planId: id(COACHING_MESSAGES.planNotFound),
  customerId: z.string().check(z.trim(), z.minLength(1, { message: 'customerId is required.' }), z.maxLength(200)),
  coachId: z._default(z.nullable(id(COACHING_MESSAGES.coachNotFound)), null),
});
export type CreateSubscriptionInput = z.input<typeof CreateSubscriptionSchema>;

/** `POST /api/coaching/subscription/change-plan`: the plan an active subscriber moves to from their next renewal. */
export const ChangePlanSchema = z.object({ planId: id(COACHING_MESSAGES.planNotFound) });
export type ChangePlanInput = z.input<typeof ChangePlanSchema>;

/** `POST /api/coaching-connections`: a subscriber asks a coach (a mentor whose serviceType is coach or both). */
export const CreateConnectionSchema = z.object({ mentorId: id(COACHING_MESSAGES.coachNotFound) });

export const ConnectionParamSchema = z.object({ id: queryId(COACHING_MESSAGES.connectionNotFound) });

/** `GET /api/messages?connectionId=`: pages newest first (`before`), or catches up oldest first (`after`). */
export const CoachingMessagesQuerySchema = z.object({
  connectionId: queryId(COACHING_MESSAGES.connectionNotFound),
  before: z.optional(queryInt({ min: 1 })),
  after: z.optional(queryInt({ min: 0 })),
  limit: z._default(queryInt({ min: 1, max: 100 }), COACHING_MESSAGE_PAGE_SIZE),
});

/** `POST /api/messages` (spec: connectionId, receiverId, content, messageType). Content is trimmed. */
export const SendCoachingMessageSchema = z.object({
  connectionId: id(COACHING_MESSAGES.connectionNotFound),
  receiverId: z
    .string()
    .check(z.trim(), z.minLength(1, { message: COACHING_MESSAGES.wrongReceiver }), z.maxLength(100)),
  content: z
    .string()
    .check(
      multilineText(),
      z.minLength(1, { message: COACHING_MESSAGES.emptyMessage }),
      z.maxLength(COACHING_MESSAGE_MAX_LENGTH, { message: COACHING_MESSAGES.messageTooLong }),
    ),
  messageType: z._default(z.literal('text', { message: 'Only text messages can be sent.' }), 'text'),
});
export type SendCoachingMessageInput = z.input<typeof SendCoachingMessageSchema>;

/**
 * `POST /api/coaching-connections/:id/files?name=`: the body is the file's raw bytes; its name comes in the query. Only
 * the last part of a path is kept (a browser may send `C:\fakepath\cv.pdf`), on one line;
 * the Worker then fits it to COACHING_FILE_NAME_MAX_LENGTH with the ending of the file's type.
 */
export const CoachingFileUploadQuerySchema = z.object({
  name: z.string().check(
    z.overwrite((value) => value.split(/[\\/]/).pop() ?? ''),
    lineText(),
    z.minLength(1, { message: COACHING_FILE_MESSAGES.nameRequired }),
  ),
});

/** `GET /api/coaching-connections/:id/files`: the connection's files newest first, `before` pages back. */
export const CoachingFilesQuerySchema = z.object({
  before: z.optional(queryInt({ min: 1 })),
  limit: z._default(queryInt({ min: 1, max: 100 }), COACHING_FILE_PAGE_SIZE),
});

/** `GET /api/coaching-connections/:id/files/:fileId`. */
export const CoachingFileParamSchema = z.object({
  id: queryId(COACHING_MESSAGES.connectionNotFound),
  fileId: queryId(COACHING_FILE_MESSAGES.notFound),
});
