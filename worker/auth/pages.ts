import { msg } from '@lingui/core/macro';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { deleteServerCookie, setServerCookie } from '../http/cookies.ts';
import { pageI18n, requestLanguage } from '../http/language.ts';
import * as z from 'zod';
import {
  AFTER_SIGN_UP_PATH,
  LoginInputSchema,
  RegisterInputSchema,
  SignUpTokenSchema,
} from '../../schema/contract/auth.ts';
import {
  ForgotPasswordInputSchema,
  ResetPasswordInputSchema,
  ResetTokenSchema,
} from '../../schema/contract/passwords.ts';
import { isSameSitePath, RETURN_PARAM } from '../../schema/contract/return-path-rules.ts';
import { emailSenderFor } from '../email/email-for.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { readFormFields } from '../http/form-body.ts';
import { route } from '../http/route-policy.ts';
import { authenticate } from './accounts.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { beginOidcSignIn, completeOidcSignIn, OIDC_CALLBACK_PATH, OIDC_COOKIE } from './oidc.ts';
import {
  alreadyRegisteredPage,
  checkEmailPage,
  confirmPage,
  devLoginPage,
  linkExpiredPage,
  loginPage,
  messagePage,
  signOutPage,
} from './page-views.ts';
import {
  findResetLink,
  requestPasswordReset,
  ResetLinkExpired,
  resetPassword,
  sendPasswordChangedNotice,
} from './password-reset.ts';
import {
  chooseNewPasswordPage,
  forgotPasswordPage,
  resetLinkExpiredPage,
  resetLinkSentPage,
} from './password-reset-views.ts';
import { closeLiveSockets, endSignIn, startSignIn } from './sign-in.ts';
import { signInClient } from './sign-in-limits.ts';
import { confirmSignUp, findPendingSignUp, requestSignUp } from './sign-up.ts';

/**
 * The sign-in pages are full-page navigations (spec section 2), served by the Worker as plain HTML forms:
 * they work without JavaScript, cost a few kilobytes, and never put a password through the SPA.
 * After sign-in the browser goes back to the page named by `?return=` (kept through the form; the Worker's redirect
 * from a page that needs an account sets it), else to `/`, where the SPA honours a saved `redirectAfterLogin`. A new account goes to
 * the welcome page (AFTER_SIGN_UP_PATH) instead: sign-up answers "check your email" (decision 015) and the emailed
 * link's page creates the account and lands there; a first sign-in through the provider lands there too.
 */
export const authPages = new Hono<AppEnv>()
  .get('/login', route({ who: 'anyone' }), async (c) => {
    const oidc = c.var.config.oidc;
    if (oidc) {
      const { redirectTo, cookieValue } = await beginOidcSignIn(oidc, c.var.config.origin);
      setServerCookie(c, OIDC_COOKIE, cookieValue, { path: OIDC_CALLBACK_PATH, maxAgeSeconds: 600 });
      return c.redirect(redirectTo, 302);
    }
    const mode = c.req.query('mode') === 'signup' ? 'signup' : 'signin';
    // The device cookie from the first page on, so the form's attempt counts for this device (decision 015).
    await signInClient(c);
    const returnTo = returnPathOf(c.req.query(RETURN_PARAM));
    return c.html(loginPage(pageI18n(c), { mode, devTools: c.var.config.devToolsEnabled, returnTo }));
  })
  .get('/auth/oidc/callback', route({ who: 'anyone' }), async (c) => {
    const oidc = c.var.config.oidc;
    if (!oidc) return c.json({ message: 'Not found.' }, 404);
    const cookie = getCookie(c, OIDC_COOKIE);
    deleteServerCookie(c, OIDC_COOKIE, { path: OIDC_CALLBACK_PATH });
    try {
      const url = new URL(c.req.url);
      const { userId, created } = await completeOidcSignIn(c.var.db, oidc, c.var.config.origin, url, cookie, {
        language: requestLanguage(c),
      });
      await startSignIn(c, userId);
      return c.redirect(created ? AFTER_SIGN_UP_PATH : '/', 303);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const i18n = pageI18n(c);
      return c.html(messagePage(i18n, i18n._(msg`Sign-in did not complete`), err.message), err.status);
    }
  })
  .post('/login', route({ who: 'anyone', bumps: [] }), async (c) => {
    const form = await readFormFields(c.req.raw);
    const mode = form.mode === 'signup' ? 'signup' : 'signin';
    const values = {
      email: form.email ?? '',
      firstName: form.firstName ?? '',
      lastName: form.lastName ?? '',
      acceptTerms: form.acceptTerms === 'true',
      ageGroup: form.ageGroup ?? '',
    };
    try {
      if (mode === 'signup') {
        // A ticked checkbox sends its value; an unticked one sends nothing.
        const input = parseForm(RegisterInputSchema, { ...form, acceptTerms: values.acceptTerms });
        const email = emailSenderFor(c);
        await requestSignUp({ db: c.var.db, email, origin: c.var.config.origin, language: requestLanguage(c) }, input);
        return c.html(checkEmailPage(pageI18n(c), input.email, email?.kind === 'outbox'));
      }
      const { id, forgive } = await authenticate(c.var.db, parseForm(LoginInputSchema, form), await signInClient(c));
      await startSignIn(c, id, [forgive]);
      return c.redirect(returnPathOf(form[RETURN_PARAM]) ?? '/', 303);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const returnTo = returnPathOf(form[RETURN_PARAM]);
      const page = loginPage(pageI18n(c), {
        mode,
        devTools: c.var.config.devToolsEnabled,
        error: err.message,
        values,
        returnTo,
      });
      return c.html(page, err.status, err.headers);
    }
  })
  .get('/signup/confirm', route({ who: 'anyone' }), async (c) => {
    const parsed = SignUpTokenSchema.safeParse({ token: c.req.query('token') });
    const pending = parsed.success ? await findPendingSignUp(c.var.db, parsed.data.token) : null;
    if (!parsed.success || !pending) return c.html(linkExpiredPage(pageI18n(c)), 400);
    return c.html(confirmPage(pageI18n(c), parsed.data.token, pending.email));
  })
  // A confirmed sign-up is a new account: the user count.
  .post('/signup/confirm', route({ who: 'anyone', bumps: ['stats'] }), async (c) => {
    const parsed = SignUpTokenSchema.safeParse(await readFormFields(c.req.raw));
    if (!parsed.success) return c.html(linkExpiredPage(pageI18n(c)), 400);
    try {
      const { id } = await confirmSignUp(c.var.db, parsed.data.token);
      await startSignIn(c, id);
      return c.redirect(AFTER_SIGN_UP_PATH, 303);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const i18n = pageI18n(c);
      return c.html(err.status === 409 ? alreadyRegisteredPage(i18n) : linkExpiredPage(i18n), err.status);
    }
  })
  .get('/auth/forgot-password', route({ who: 'anyone' }), async (c) => {
    // The device cookie from the first page on, so the request counts for this device (decision 015).
    await signInClient(c);
    return c.html(forgotPasswordPage(pageI18n(c)));
  })
  .post('/auth/forgot-password', route({ who: 'anyone', bumps: [] }), async (c) => {
    const form = await readFormFields(c.req.raw);
    try {
      const { email: address } = parseForm(ForgotPasswordInputSchema, form);
      const email = emailSenderFor(c);
      const services = { db: c.var.db, email, origin: c.var.config.origin };
      await requestPasswordReset(services, address, await signInClient(c));
      return c.html(resetLinkSentPage(pageI18n(c), address, email?.kind === 'outbox'));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const page = forgotPasswordPage(pageI18n(c), { email: form.email, error: err.message });
      return c.html(page, err.status, err.headers);
    }
  })
  // The emailed link opens a form, so a mail scanner that follows links changes nothing.
  .get('/auth/reset-password', route({ who: 'anyone' }), async (c) => {
    const parsed = ResetTokenSchema.safeParse({ token: c.req.query('token') });
    const account = parsed.success ? await findResetLink(c.var.db, parsed.data.token) : null;
    if (!parsed.success || !account) return c.html(resetLinkExpiredPage(pageI18n(c)), 400);
    return c.html(chooseNewPasswordPage(pageI18n(c), { token: parsed.data.token, email: account.email }));
  })
  .post('/auth/reset-password', route({ who: 'anyone', bumps: [] }), async (c) => {
    const form = await readFormFields(c.req.raw);
    const token = ResetTokenSchema.safeParse(form);
    if (!token.success) return c.html(resetLinkExpiredPage(pageI18n(c)), 400);
    try {
      const input = parseForm(ResetPasswordInputSchema, form);
      const { account, endedSignIns } = await resetPassword(c.var.db, input);
      closeLiveSockets(c, account.userId, endedSignIns);
      // Signed in afresh on this device, as after confirming a sign-up: the person has just proved it is them.
      await startSignIn(c, account.userId);
      await sendPasswordChangedNotice({ email: emailSenderFor(c), origin: c.var.config.origin }, account.email);
      return c.redirect('/', 303);
    } catch (err) {
      if (err instanceof ResetLinkExpired) return c.html(resetLinkExpiredPage(pageI18n(c)), 400);
      if (!(err instanceof HttpError)) throw err;
      const account = await findResetLink(c.var.db, token.data.token);
      if (!account) return c.html(resetLinkExpiredPage(pageI18n(c)), 400);
      const page = chooseNewPasswordPage(pageI18n(c), {
        token: token.data.token,
        email: account.email,
        error: err.message,
      });
      return c.html(page, err.status);
    }
  })
  // Signing out changes state, so it is a POST behind the Origin check (rejectCrossSiteWrites): another site cannot
  // sign anyone out. The spec's `/api/logout` link still works: GET answers a page whose button posts here.
  .get('/logout', route({ who: 'anyone' }), (c) => c.html(signOutPage(pageI18n(c), c.var.user !== null)))
  .post('/logout', route({ who: 'anyone', bumps: [] }), async (c) => {
    const ended = await endSignIn(c);
    // The sockets close while the browser follows the redirect.
    if (ended) closeLiveSockets(c, ended.userId, [ended.signInHash]);
    return c.redirect('/', 303);
  })
  .get('/dev-login-form', route({ who: 'anyone' }), (c) => {
    if (!c.var.config.devToolsEnabled) return c.json({ message: 'Not found.' }, 404);
    return c.html(devLoginPage());
  })
  .post('/dev-login-form', route({ who: 'anyone', bumps: [] }), async (c) => {
    if (!c.var.config.devToolsEnabled) return c.json({ message: 'Not found.' }, 404);
    const form = await readFormFields(c.req.raw);
    const account = DEMO_ACCOUNTS.find((a) => a.email === form.email);
    if (!account) return c.html(devLoginPage('That is not a demo account.'), 400);
    try {
      const { id, forgive } = await authenticate(
        c.var.db,
        { email: account.email, password: account.password },
        await signInClient(c),
      );
      await startSignIn(c, id, [forgive]);
      return c.redirect('/', 303);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return c.html(devLoginPage(`${err.message} Has the demo data been seeded (npm run db:seed)?`), err.status);
    }
  });

function parseForm<T extends z.core.$ZodType>(schema: T, form: Record<string, unknown>): z.infer<T> {
  const result = z.safeParse(schema, form);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Please check the form.');
  return result.data;
}

/** A page of this site to go back to after signing in, or null (anything else is dropped: no open redirect). */
function returnPathOf(value: string | undefined): string | null {
  return isSameSitePath(value) ? value : null;
}
