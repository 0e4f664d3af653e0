import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import {
  LoginInputSchema,
  type MemberLanguage,
  MemberLanguageInputSchema,
  RegisterInputSchema,
  SIGN_UP_MESSAGES,
} from '../../schema/contract/auth.ts';
import {
  ChangePasswordInputSchema,
  PASSWORD_RESET_MESSAGES,
  type PasswordChanged,
} from '../../schema/contract/passwords.ts';
import { emailSenderFor } from '../email/email-for.ts';
import { users } from '../../schema/db/index.ts';
import type { AppEnv } from '../env.ts';
import { requestLanguage, setLanguageCookie } from '../http/language.ts';
import { route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { authenticate } from './accounts.ts';
import { getCurrentUser } from './current-user.ts';
import { changePassword, sendPasswordChangedNotice } from './password-reset.ts';
import { closeLiveSockets, startSignIn } from './sign-in.ts';
import { signInClient } from './sign-in-limits.ts';
import { requestSignUp } from './sign-up.ts';

/** JSON account API under /api/auth (the HTML sign-in pages live in pages.ts and share its services). */
export const authApi = new Hono<AppEnv>()
  .post('/register', route({ who: 'anyone', bumps: [] }), validate('json', RegisterInputSchema), async (c) => {
    // The same answer for a new and a registered address (decision 015): the emailed link finishes the sign-up.
    const services = {
      db: c.var.db,
      email: emailSenderFor(c),
      origin: c.var.config.origin,
      language: requestLanguage(c),
    };
    await requestSignUp(services, c.req.valid('json'));
    return c.json({ message: SIGN_UP_MESSAGES.checkEmail }, 202);
  })
  .post('/login', route({ who: 'anyone', bumps: [] }), validate('json', LoginInputSchema), async (c) => {
    const { id, forgive } = await authenticate(c.var.db, c.req.valid('json'), await signInClient(c));
    return c.json(await startSignIn(c, id, [forgive]));
  })
  .get('/user', route({ who: 'member' }), async (c) => c.json(await getCurrentUser(c.var.db, c.var.user.id)))
  // The language picker, for a member: their own language, which their pages on every device, their emails and
  // their messages follow (decision 042). This browser's language cookie follows at once.
  .put('/language', route({ who: 'member', bumps: [] }), validate('json', MemberLanguageInputSchema), async (c) => {
    const { language } = c.req.valid('json');
    await c.var.db.update(users).set({ language }).where(eq(users.id, c.var.user.id));
    setLanguageCookie(c, language);
    const answer: MemberLanguage = { language };
    return c.json(answer);
  })
  // The profile page's "Change password" (or "Set a password", for an account without one): this sign-in stays.
  .post(
    '/change-password',
    route({ who: 'member', bumps: [] }),
    validate('json', ChangePasswordInputSchema),
    async (c) => {
      const user = c.var.user;
      const { firstPassword, endedSignIns } = await changePassword(c.var.db, user, c.req.valid('json'), {
        client: await signInClient(c),
        keep: c.var.signInTokenHash,
      });
      closeLiveSockets(c, user.id, endedSignIns);
      await sendPasswordChangedNotice({ email: emailSenderFor(c), origin: c.var.config.origin }, user.email);
      const answer: PasswordChanged = {
        message: firstPassword ? PASSWORD_RESET_MESSAGES.set : PASSWORD_RESET_MESSAGES.changed,
      };
      return c.json(answer);
    },
  );
