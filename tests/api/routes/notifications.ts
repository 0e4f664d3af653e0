import { env } from 'cloudflare:test';
import { notifications } from '../../../schema/db/index.ts';
import { readConfig } from '../../../worker/env.ts';
import { cantMakeItToken } from '../../../worker/outbox/cant-make-it-link.ts';
import { addParticipants, createGroupSession, createMentor, createUser, db } from '../../../worker/test/factories.ts';
import type { MatrixRoute } from './types.ts';

/** A notice that belongs to someone outside the matrix: nobody else may mark it read. */
async function someoneElsesNotice(ctx: Record<string, unknown>) {
  const owner = await createUser();
  const [row] = await db.insert(notifications).values({ userId: owner.id, kind: 'test', text: 'Hello' }).returning();
  ctx.notificationId = row!.id;
}

/** A seat in a session and the "can't make it" link a reminder carries for it: the link needs no sign-in. */
async function seatLink(ctx: Record<string, unknown>) {
  const session = await createGroupSession((await createMentor()).mentor.id);
  const member = await createUser();
  const [seatId] = await addParticipants(session.id, [member.id]);
  ctx.token = await cantMakeItToken(readConfig(env).reminderLinkKey!, {
    sessionId: session.id,
    seatId: seatId!,
    expiresAt: new Date(session.scheduledAt),
  });
}

export const notificationsRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/notifications', expect: { default: 200, visitor: 401 } },
  { method: 'POST', path: '/api/notifications/read-all', expect: { default: 200, visitor: 401 } },
  {
    method: 'POST',
    path: (ctx) => `/api/notifications/${ctx.notificationId}/read`,
    prepare: someoneElsesNotice,
    expect: { default: 404, visitor: 401 },
  },
  { method: 'GET', path: '/api/notifications/preferences', expect: { default: 200, visitor: 401 } },
  {
    method: 'PUT',
    path: '/api/notifications/preferences',
    body: () => ({ email: false, whatsapp: true, whatsappPhone: '082 123 4567' }),
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'PUT',
    path: '/api/notifications/preferences',
    body: () => ({ email: true, whatsapp: true, whatsappPhone: '+1 202 555 0100' }),
    expect: { default: 400, visitor: 401 },
  },
  // Admins only: what the local email and WhatsApp channels recorded instead of sending.
  { method: 'GET', path: '/api/admin/local-deliveries', expect: { default: 403, visitor: 401, admin: 200 } },
  // The reminder's one-tap link: the page asks first; a post without its form's button is asked again.
  { method: 'GET', path: (ctx) => `/api/cant-make-it/${ctx.token}`, prepare: seatLink, expect: { default: 200 } },
  { method: 'GET', path: '/api/cant-make-it/not-a-token', expect: { default: 404 } },
  { method: 'POST', path: (ctx) => `/api/cant-make-it/${ctx.token}`, prepare: seatLink, expect: { default: 400 } },
];
