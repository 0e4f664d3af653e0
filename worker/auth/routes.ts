import { Hono } from 'hono';
import { LoginInputSchema, RegisterInputSchema } from '../../schema/contract/auth.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../http/validate.ts';
import { authenticate, registerAccount } from './accounts.ts';
import { getCurrentUser } from './current-user.ts';
import { requireUser, startSession } from './session.ts';

/** JSON account API under /api/auth (the HTML sign-in pages live in pages.ts and share its services). */
export const authApi = new Hono<AppEnv>()
  .post('/register', validate('json', RegisterInputSchema), async (c) => {
    const { id } = await registerAccount(c.var.db, c.req.valid('json'));
    await startSession(c, id);
    return c.json(await getCurrentUser(c.var.db, id), 201);
  })
  .post('/login', validate('json', LoginInputSchema), async (c) => {
    const { id } = await authenticate(c.var.db, c.req.valid('json'));
    await startSession(c, id);
    return c.json(await getCurrentUser(c.var.db, id));
  })
  .get('/user', requireUser(), async (c) => c.json(await getCurrentUser(c.var.db, c.var.user.id)));
