import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { html, raw } from 'hono/html';
import * as z from 'zod';
import {
  AFTER_SIGN_UP_PATH,
  LoginInputSchema,
  PASSWORD_MIN_LENGTH,
  RegisterInputSchema,
  SIGN_UP_MESSAGES,
  SignUpTokenSchema,
} from '../../schema/contract/auth.ts';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../../schema/contract/product.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { emailSenderFor } from '../email/email-for.ts';
import { OUTBOX_PATH } from '../email/outbox.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { readFormFields } from '../http/form-body.ts';
import { htmlPage } from '../http/html-page.ts';
import { route } from '../http/route-policy.ts';
import { authenticate } from './accounts.ts';
import { beginOidcSignIn, completeOidcSignIn, OIDC_CALLBACK_PATH, OIDC_COOKIE } from './oidc.ts';
import { endSession, startSession } from './session.ts';
import { signInClient } from './sign-in-limits.ts';
import { confirmSignUp, findPendingSignUp, requestSignUp, SIGN_UP_CONFIRM_PATH } from './sign-up.ts';

/** The privacy notice (a page of the app). */
const PRIVACY_PATH = '/privacy';

/**
 * The sign-in pages are full-page navigations (spec section 2), served by the Worker as plain HTML forms:
 * they work without JavaScript, cost a few kilobytes, and never put a password through the SPA.
 * After sign-in the browser goes to `/`, where the SPA honours a saved `redirectAfterLogin`. A new account goes to
 * the welcome page (AFTER_SIGN_UP_PATH) instead: sign-up answers "check your email" (decision 015) and the emailed
 * link's page creates the account and lands there; a first sign-in through the provider lands there too.
 */
export const authPages = new Hono<AppEnv>()
  .get('/login', route({ who: 'anyone' }), async (c) => {
    const oidc = c.var.config.oidc;
    if (oidc) {
      const { redirectTo, cookieValue } = await beginOidcSignIn(oidc, new URL(c.req.url).origin);
      setCookie(c, OIDC_COOKIE, cookieValue, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
        path: OIDC_CALLBACK_PATH,
        maxAge: 600,
      });
      return c.redirect(redirectTo, 302);
    }
    const mode = c.req.query('mode') === 'signup' ? 'signup' : 'signin';
    // The device cookie from the first page on, so the form's attempt counts for this device (decision 015).
    await signInClient(c);
    return c.html(loginPage({ mode, devTools: c.var.config.devToolsEnabled }));
  })
  .get('/auth/oidc/callback', route({ who: 'anyone' }), async (c) => {
    const oidc = c.var.config.oidc;
    if (!oidc) return c.json({ message: 'Not found.' }, 404);
    const cookie = getCookie(c, OIDC_COOKIE);
    deleteCookie(c, OIDC_COOKIE, { path: OIDC_CALLBACK_PATH });
    try {
      const url = new URL(c.req.url);
      const { userId, created } = await completeOidcSignIn(c.var.db, oidc, url.origin, url, cookie);
      await startSession(c, userId);
      return c.redirect(created ? AFTER_SIGN_UP_PATH : '/', 303);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return c.html(messagePage('Sign-in did not complete', err.message), err.status);
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
        await requestSignUp({ db: c.var.db, email, origin: new URL(c.req.url).origin }, input);
        return c.html(checkEmailPage(input.email, email?.kind === 'outbox'));
      }
      const { id, forgive } = await authenticate(c.var.db, parseForm(LoginInputSchema, form), await signInClient(c));
      await startSession(c, id, [forgive]);
      return c.redirect('/', 303);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const page = loginPage({ mode, devTools: c.var.config.devToolsEnabled, error: err.message, values });
      return c.html(page, err.status, err.headers);
    }
  })
  .get('/signup/confirm', route({ who: 'anyone' }), async (c) => {
    const parsed = SignUpTokenSchema.safeParse({ token: c.req.query('token') });
    const pending = parsed.success ? await findPendingSignUp(c.var.db, parsed.data.token) : null;
    if (!parsed.success || !pending) return c.html(linkExpiredPage(), 400);
    return c.html(confirmPage(parsed.data.token, pending.email));
  })
  // A confirmed sign-up is a new account: the user count.
  .post('/signup/confirm', route({ who: 'anyone', bumps: ['stats'] }), async (c) => {
    const parsed = SignUpTokenSchema.safeParse(await readFormFields(c.req.raw));
    if (!parsed.success) return c.html(linkExpiredPage(), 400);
    try {
      const { id } = await confirmSignUp(c.var.db, parsed.data.token);
      await startSession(c, id);
      return c.redirect(AFTER_SIGN_UP_PATH, 303);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return c.html(err.status === 409 ? alreadyRegisteredPage() : linkExpiredPage(), err.status);
    }
  })
  // Signing out changes state, so it is a POST behind the Origin check (rejectCrossSiteWrites): another site cannot
  // sign anyone out. The spec's `/api/logout` link still works: GET answers a page whose button posts here.
  .get('/logout', route({ who: 'anyone' }), (c) => c.html(signOutPage(c.var.user !== null)))
  .post('/logout', route({ who: 'anyone', bumps: [] }), async (c) => {
    const ended = await endSession(c);
    // The sockets close while the browser follows the redirect; one that is missed closes at its next re-check.
    if (ended) c.executionCtx.waitUntil(closeLiveSockets(c.var.liveSocketsOf, ended));
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
      await startSession(c, id, [forgive]);
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

type LoginPageProps = {
  mode: 'signin' | 'signup';
  devTools: boolean;
  error?: string;
  values?: { email: string; firstName: string; lastName: string; acceptTerms: boolean; ageGroup: string };
};

function loginPage({ mode, devTools, error, values }: LoginPageProps) {
  const signup = mode === 'signup';
  const v = values ?? { email: '', firstName: '', lastName: '', acceptTerms: false, ageGroup: '' };
  const title = signup ? `Join ${PRODUCT_NAME}` : `Sign in to ${PRODUCT_NAME}`;
  return htmlPage({
    title,
    css: PAGE_CSS,
    body: html`<h1>${title}</h1>
      <p class="lead">${PRODUCT_TAGLINE}</p>
      ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
      <form method="post" action="/api/login" novalidate>
        <input type="hidden" name="mode" value="${mode}" />
        ${
          signup
            ? html`<div class="row">
                <label
                  >First name<input
                    name="firstName"
                    autocomplete="given-name"
                    required
                    maxlength="80"
                    value="${v.firstName}"
                /></label>
                <label
                  >Last name<input
                    name="lastName"
                    autocomplete="family-name"
                    required
                    maxlength="80"
                    value="${v.lastName}"
                /></label>
              </div>`
            : ''
        }
        <label
          >Email<input name="email" type="email" autocomplete="email" required maxlength="254" value="${v.email}"
        /></label>
        <label
          >Password<input
            name="password"
            type="password"
            required
            minlength="${signup ? PASSWORD_MIN_LENGTH : 1}"
            autocomplete="${signup ? 'new-password' : 'current-password'}"
            ${raw(signup ? 'aria-describedby="password-hint"' : '')}
        /></label>
        ${
          signup
            ? html`<p class="hint" id="password-hint">
                  At least ${PASSWORD_MIN_LENGTH} characters, and not a common password: a few unrelated words work
                  well.
                </p>
                ${signUpQuestions(v)}`
            : ''
        }
        <button type="submit">${signup ? 'Create account' : 'Sign In'}</button>
      </form>
      <p>
        ${
          signup
            ? html`Already have an account? <a href="/api/login">Sign in</a>`
            : html`New to ${PRODUCT_NAME}? <a href="/api/login?mode=signup">Create an account</a>`
        }
      </p>
      ${devTools ? html`<p class="dev">Development: <a href="/api/dev-login-form">sign in as a demo account</a></p>` : ''}
      <p><a href="/">Back to home</a></p>`,
  });
}

/**
 * Sign-up's consent and age questions (issue 15, decision 021): the terms and privacy notice, and which side of 18
 * (never a birth date). Plain words; the hint says what answering "under 18" means before anyone chooses it.
 */
function signUpQuestions(v: { acceptTerms: boolean; ageGroup: string }) {
  return html`<fieldset aria-describedby="age-hint">
      <legend>Your age</legend>
      <label class="choice"
        ><input type="radio" name="ageGroup" value="adult" required ${v.ageGroup === 'adult' ? 'checked' : ''} />I am 18
        or older</label
      >
      <label class="choice"
        ><input type="radio" name="ageGroup" value="under_18" ${v.ageGroup === 'under_18' ? 'checked' : ''} />I am under
        18</label
      >
      <p class="hint" id="age-hint">
        Under 18? You can join. A parent or guardian then needs to agree before other members can see your profile or
        you can send messages.
      </p>
    </fieldset>
    <label class="choice"
      ><input type="checkbox" name="acceptTerms" value="true" required ${v.acceptTerms ? 'checked' : ''} />I accept the
      terms of use and the <a href="${PRIVACY_PATH}" target="_blank">privacy notice</a></label
    >`;
}

function devLoginPage(error?: string) {
  return htmlPage({
    title: 'Demo accounts',
    css: PAGE_CSS,
    body: html`<h1>Demo accounts</h1>
      <p class="lead">
        Development only: sign in as any demo account in one click. This page does not exist in production.
      </p>
      ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
      <ul class="accounts">
        ${DEMO_ACCOUNTS.map(
          (a) =>
            html`<li>
              <form method="post" action="/api/dev-login-form">
                <input type="hidden" name="email" value="${a.email}" />
                <button type="submit">Sign in as ${a.label}</button>
                <span>${a.email}</span>
              </form>
            </li>`,
        )}
      </ul>
      <p><a href="/api/login">Use the normal sign-in page</a> · <a href="/">Back to home</a></p>`,
  });
}

async function closeLiveSockets(
  liveSocketsOf: AppEnv['Variables']['liveSocketsOf'],
  session: { userId: string; sessionHash: string },
): Promise<void> {
  try {
    await (
      await liveSocketsOf(session.userId)
    )(session.sessionHash);
  } catch (err) {
    console.warn('Closing the live sockets of a signed-out session failed', err);
  }
}

function signOutPage(signedIn: boolean) {
  return htmlPage({
    title: signedIn ? 'Sign out' : 'Signed out',
    css: PAGE_CSS,
    body: signedIn
      ? html`<h1>Sign out of ${PRODUCT_NAME}?</h1>
          <form method="post" action="/api/logout">
            <button type="submit">Sign Out</button>
          </form>
          <p><a href="/">Back to home</a></p>`
      : html`<h1>You are signed out</h1>
          <p><a href="/api/login">Sign in</a> · <a href="/">Back to home</a></p>`,
  });
}

/** After a sign-up: the same page for a new and a registered address. Locally it points to the outbox. */
function checkEmailPage(email: string, outbox: boolean) {
  return htmlPage({
    title: 'Check your email',
    css: PAGE_CSS,
    body: html`<h1>Check your email</h1>
      <p class="lead" role="status">${SIGN_UP_MESSAGES.checkEmail}</p>
      <p>We sent it to <strong>${email}</strong>. Not there? Look in your spam folder, or sign up again in a minute.</p>
      ${
        outbox
          ? html`<p class="dev">
              Development: no email is sent from this server. The message is in the
              <a href="${OUTBOX_PATH}">local outbox</a>.
            </p>`
          : ''
      }
      <p><a href="/api/login">Sign in</a> · <a href="/">Back to home</a></p>`,
  });
}

/** The emailed link's page: a button, so a mail scanner that opens the link does not create the account. */
function confirmPage(token: string, email: string) {
  return htmlPage({
    title: 'Finish creating your account',
    css: PAGE_CSS,
    body: html`<h1>Finish creating your account</h1>
      <p class="lead">Your email address <strong>${email}</strong> is confirmed by this link.</p>
      <form method="post" action="${SIGN_UP_CONFIRM_PATH}">
        <input type="hidden" name="token" value="${token}" />
        <button type="submit">Create my account</button>
      </form>
      <p><a href="/">Back to home</a></p>`,
  });
}

const linkExpiredPage = () =>
  messagePage('This link does not work', SIGN_UP_MESSAGES.linkExpired, {
    href: '/api/login?mode=signup',
    label: 'Sign up again',
  });

const alreadyRegisteredPage = () =>
  messagePage('You already have an account', SIGN_UP_MESSAGES.alreadyRegistered, {
    href: '/api/login',
    label: 'Sign in',
  });

function messagePage(title: string, message: string, action = { href: '/api/login', label: 'Try again' }) {
  return htmlPage({
    title,
    css: PAGE_CSS,
    body: html`<h1>${title}</h1>
      <p class="error" role="alert">${message}</p>
      <p><a href="${action.href}">${action.label}</a> · <a href="/">Back to home</a></p>`,
  });
}

/** The sign-in pages' own rules, on top of the shared page look (htmlPage). */
const PAGE_CSS = `h1{font-size:1.5rem;margin:.25rem 0}.lead{color:#4a4458;margin-top:0}
fieldset{border:0;margin:0;padding:0;display:grid;gap:.5rem}legend{font-weight:600;font-size:.95rem;padding:0;margin-bottom:.5rem}
label.choice{display:flex;align-items:center;gap:.6rem;font-weight:400;min-height:44px}label.choice input{width:1.25rem;height:1.25rem;margin:0;padding:0;flex:none}
fieldset .hint{margin:0}
form{display:grid;gap:.75rem;margin:1rem 0}.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
label{display:grid;gap:.25rem;font-weight:600;font-size:.95rem}
input{font:inherit;padding:.65rem .75rem;border:1px solid #b9b0cc;border-radius:.5rem;background:#fff;width:100%}
input:focus,button:focus,a:focus{outline:3px solid #f5b800;outline-offset:2px}
button{font:inherit;font-weight:700;padding:.75rem 1rem;border:0;border-radius:.5rem;background:#5b3f8f;color:#fff;cursor:pointer}
button:hover{background:#4a3275}a{color:#5b3f8f}.hint{margin:-.5rem 0 0;font-size:.85rem;color:#4a4458}
.error{background:#fde8e8;border:1px solid #e0a0a0;color:#8a1c1c;padding:.75rem;border-radius:.5rem}
.dev{font-size:.9rem;background:#fff7d6;padding:.5rem .75rem;border-radius:.5rem}
.accounts{list-style:none;padding:0;display:grid;gap:.5rem}.accounts form{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:0}
.accounts span{color:#4a4458;font-size:.9rem}
`;
