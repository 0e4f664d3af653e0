import { env } from 'cloudflare:test';
import { coachingConnections, coachingFiles, coachingMessages, mentors } from '../../../schema/db/index.ts';
import { eq } from 'drizzle-orm';
import {
  createMentee,
  createMentor,
  createPlan,
  createSubscriber,
  db,
  subscribeUser,
} from '../../../worker/test/factories.ts';
import { api } from '../../../worker/test/http.ts';
import type { MatrixRoute } from './types.ts';

/** The caller's user id and mentor profile id (undefined for a visitor). */
async function caller(cookie: string | undefined) {
  if (!cookie) return undefined;
  const user = (await (await api('/api/auth/user', { cookie })).json()) as { id: string };
  const [mentor] = await db.select({ id: mentors.id }).from(mentors).where(eq(mentors.userId, user.id));
  return { userId: user.id, mentorId: mentor?.id ?? null };
}

const freshCoach = async () => (await createMentor({ serviceType: 'coach' })).mentor;

/** A connection between two strangers to the matrix's users. */
async function strangersConnection(ctx: Record<string, unknown>) {
  const subscriber = await createSubscriber();
  const coach = await freshCoach();
  const [row] = await db
    .insert(coachingConnections)
    .values({ menteeId: subscriber.user.id, mentorId: coach.id, status: 'active' })
    .returning();
  ctx.connectionId = row!.id;
  ctx.coachId = coach.id;
}

/** A pending request to the caller's own mentor profile when they have one, else between strangers. */
async function requestToCaller(ctx: Record<string, unknown>, cookie: string | undefined) {
  const me = await caller(cookie);
  if (!me?.mentorId) return strangersConnection(ctx);
  const subscriber = await createSubscriber();
  const [row] = await db
    .insert(coachingConnections)
    .values({ menteeId: subscriber.user.id, mentorId: me.mentorId, status: 'pending' })
    .returning();
  ctx.connectionId = row!.id;
}

/** An active connection in which the caller is the subscriber side (any signed-in role). */
async function callersConnection(ctx: Record<string, unknown>, cookie: string | undefined) {
  const me = await caller(cookie);
  if (!me) return strangersConnection(ctx);
  const coach = await freshCoach();
  const [row] = await db
    .insert(coachingConnections)
    .values({ menteeId: me.userId, mentorId: coach.id, status: 'active' })
    .returning();
  ctx.connectionId = row!.id;
}

/**
 * An active connection to the caller's own mentor profile whose subscriber's plan includes files, with one file the
 * subscriber shared; between strangers when the caller has no mentor profile. (The caller is made the coach, never the
 * subscriber: a plan with files on a matrix user would change what they get from the other rows.)
 */
async function filesConversationOfCaller(ctx: Record<string, unknown>, cookie: string | undefined) {
  const me = await caller(cookie);
  const subscriber = await createMentee();
  await subscribeUser(subscriber.user.id, { planId: (await createPlan({ includesFiles: true })).id });
  const mentorId = me?.mentorId ?? (await freshCoach()).id;
  const [connection] = await db
    .insert(coachingConnections)
    .values({ menteeId: subscriber.user.id, mentorId, status: 'active' })
    .returning();
  const [mentor] = await db.select({ userId: mentors.userId }).from(mentors).where(eq(mentors.id, mentorId));
  const [message] = await db
    .insert(coachingMessages)
    .values({
      connectionId: connection!.id,
      senderId: subscriber.user.id,
      receiverId: mentor!.userId,
      content: 'plan.pdf',
      messageType: 'file',
    })
    .returning();
  const [file] = await db
    .insert(coachingFiles)
    .values({
      connectionId: connection!.id,
      uploaderId: subscriber.user.id,
      messageId: message!.id,
      r2Key: `coaching-files/${crypto.randomUUID()}`,
      fileName: 'plan.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    })
    .returning();
  await env.IMAGES.put(file!.r2Key, PDF);
  ctx.connectionId = connection!.id;
  ctx.fileId = file!.id;
}

/** A PDF is plain ASCII at its start, so the matrix's string body carries a valid one unchanged. */
const PDF = '%PDF-1.4\n%%EOF\n';

export const coachingRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/coaching/coaches', expect: { default: 200 } },
  { method: 'GET', path: '/api/coaching-connections', expect: { default: 200, visitor: 401 } },
  // Only an active subscriber may ask a coach.
  {
    method: 'POST',
    path: '/api/coaching-connections',
    prepare: async (ctx) => {
      ctx.coachId = (await freshCoach()).id;
    },
    body: (ctx) => ({ mentorId: ctx.coachId }),
    expect: { default: 403, subscriber: 201, visitor: 401 },
  },
  // Only the coach accepts; the matrix's mentor and coach are the coach of their own request.
  {
    method: 'POST',
    path: (ctx) => `/api/coaching-connections/${ctx.connectionId}/accept`,
    prepare: requestToCaller,
    expect: { default: 404, mentor: 200, coach: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: (ctx) => `/api/coaching-connections/${ctx.connectionId}/end`,
    prepare: callersConnection,
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: (ctx) => `/api/coaching-connections/${ctx.connectionId}/read`,
    prepare: callersConnection,
    expect: { default: 200, visitor: 401 },
  },
  // Strangers' connections do not exist for anyone else.
  {
    method: 'POST',
    path: (ctx) => `/api/coaching-connections/${ctx.connectionId}/end`,
    prepare: strangersConnection,
    expect: { default: 404, visitor: 401 },
  },
  // A plain GET (no Upgrade header) is refused before anything else.
  {
    method: 'GET',
    path: (ctx) => `/api/coaching-connections/${ctx.connectionId}/ws`,
    prepare: strangersConnection,
    expect: { default: 426, visitor: 401 },
  },
  {
    method: 'GET',
    path: (ctx) => `/api/messages?connectionId=${ctx.connectionId}`,
    prepare: callersConnection,
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'GET',
    path: (ctx) => `/api/messages?connectionId=${ctx.connectionId}`,
    prepare: strangersConnection,
    expect: { default: 404, visitor: 401 },
  },
  // Files: only the conversation's two people (the matrix's mentor and coach are the coach of theirs).
  {
    method: 'GET',
    path: (ctx) => `/api/coaching-connections/${ctx.connectionId}/files`,
    prepare: filesConversationOfCaller,
    expect: { default: 404, mentor: 200, coach: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: (ctx) => `/api/coaching-connections/${ctx.connectionId}/files?name=plan.pdf`,
    prepare: filesConversationOfCaller,
    body: () => PDF,
    expect: { default: 404, mentor: 201, coach: 201, visitor: 401 },
  },
  {
    method: 'GET',
    path: (ctx) => `/api/coaching-connections/${ctx.connectionId}/files/${ctx.fileId}`,
    prepare: filesConversationOfCaller,
    expect: { default: 404, mentor: 200, coach: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: '/api/messages',
    prepare: strangersConnection,
    body: (ctx) => ({ connectionId: ctx.connectionId, receiverId: String(ctx.coachId), content: 'Hello' }),
    expect: { default: 404, visitor: 401 },
  },
];
