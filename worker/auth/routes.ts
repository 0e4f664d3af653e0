import { Hono } from 'hono';
import { LoginInputSchema, RegisterInputSchema, SIGN_UP_MESSAGES } from '../../schema/contract/auth.ts';
import { emailSenderFor } from '../email/email-for.ts';
import type { AppEnv } from '../env.ts';
import { route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { authenticate } from './accounts.ts';
import { getCurrentUser } from './current-user.ts';
import { startSignIn } from './sign-in.ts';
import { signInClient } from './sign-in-limits.ts';
import { requestSignUp } from './sign-up.ts';

/** JSON account API under /api/auth (the HTML sign-in pages live in pages.ts and share its services). */
export const authApi = new Hono<AppEnv>()
  .post('/register', route({ who: 'anyone', bumps: [] }), validate('json', RegisterInputSchema), async (c) => {
    // The same answer for a new and a registered address (decision 015): the emailed link finishes the sign-up.
    const services = { db: c.var.db, email: emailSenderFor(c), origin: new URL(c.req.url).origin };
    await requestSignUp(services, c.req.valid('json'));
    return c.json({ message: SIGN_UP_MESSAGES.checkEmail }, 202);
  })
  .post('/login', route({ who: 'anyone', bumps: [] }), validate('json', LoginInputSchema), async (c) => {
    const { id, forgive } = await authenticate(c.var.db, c.req.valid('json'), await signInClient(c));
    return c.json(await startSignIn(c, id, [forgive]));
  })
  .get('/user', route({ who: 'member' }), async (c) => c.json(await getCurrentUser(c.var.db, c.var.user.id)));
