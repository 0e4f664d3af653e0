import { html, raw } from 'hono/html';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES } from '../../schema/contract/auth.ts';
import { PRIVACY_NOTICE_PATH, PRODUCT_NAME, PRODUCT_TAGLINE, TERMS_PATH } from '../../schema/contract/product.ts';
import { RETURN_PARAM } from '../../schema/contract/return-path-rules.ts';
import { signInPromptFor } from '../../schema/contract/sign-in-prompts.ts';
import { OUTBOX_PATH } from '../email/outbox.ts';
import { htmlPage } from '../http/html-page.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { PAGE_CSS } from './page-styles.ts';
import { FORGOT_PASSWORD_PATH } from './password-reset.ts';
import { SIGN_UP_CONFIRM_PATH } from './sign-up.ts';

/*
 * The HTML of the sign-in pages (plain forms that work without JavaScript; pages.ts routes to them). Every value is
 * escaped by hono's `html`; `raw` only ever carries fixed attribute text.
 */

type LoginPageProps = {
  mode: 'signin' | 'signup';
  devTools: boolean;
  error?: string;
  values?: { email: string; firstName: string; lastName: string; acceptTerms: boolean; ageGroup: string };
  /** The page to go back to after signing in (a same-site path), kept through the form as a hidden field. */
  returnTo?: string | null;
};

/** Why a visitor sent here from a page only for members is asked to sign in: that page's own words. */
function membersPageNotice(returnTo: string | null | undefined) {
  const prompt = signInPromptFor(returnTo);
  return prompt ? html`<p class="notice" role="status"><strong>${prompt.title}</strong> ${prompt.description}</p>` : '';
}

export function loginPage({ mode, devTools, error, values, returnTo }: LoginPageProps) {
  const signup = mode === 'signup';
  const v = values ?? { email: '', firstName: '', lastName: '', acceptTerms: false, ageGroup: '' };
  const title = signup ? `Join ${PRODUCT_NAME}` : `Sign in to ${PRODUCT_NAME}`;
  return htmlPage({
    title,
    css: PAGE_CSS,
    body: html`<h1>${title}</h1>
      <p class="lead">${PRODUCT_TAGLINE}</p>
      ${error ? html`<p class="error" role="alert">${error}</p>` : membersPageNotice(returnTo)}
      <form method="post" action="/api/login" novalidate>
        <input type="hidden" name="mode" value="${mode}" />
        ${returnTo ? html`<input type="hidden" name="${RETURN_PARAM}" value="${returnTo}" />` : ''}
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
            ? html`<p class="hint" id="password-hint">${PASSWORD_HINT}</p>
                ${signUpQuestions(v)}`
            : html`<p class="forgot"><a href="${FORGOT_PASSWORD_PATH}">Forgot password?</a></p>`
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
 * Sign-up's consent and age questions (decision 021): the terms and privacy notice, and which side of 18
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
      ><input type="checkbox" name="acceptTerms" value="true" required ${v.acceptTerms ? 'checked' : ''} /><span
        >I accept the <a href="${TERMS_PATH}" target="_blank">terms of use</a> and the
        <a href="${PRIVACY_NOTICE_PATH}" target="_blank">privacy notice</a></span
      ></label
    >`;
}

export function devLoginPage(error?: string) {
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

export function signOutPage(signedIn: boolean) {
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

/** Where a page says an email was sent, on a server that sends none: the message is in the local outbox. */
export function outboxNote(outbox: boolean) {
  return outbox
    ? html`<p class="dev">
        Development: no email is sent from this server. The message is in the
        <a href="${OUTBOX_PATH}">local outbox</a>.
      </p>`
    : '';
}

/** After a sign-up: the same page for a new and a registered address. Locally it points to the outbox. */
export function checkEmailPage(email: string, outbox: boolean) {
  return htmlPage({
    title: 'Check your email',
    css: PAGE_CSS,
    body: html`<h1>Check your email</h1>
      <p class="lead" role="status">${SIGN_UP_MESSAGES.checkEmail}</p>
      <p>We sent it to <strong>${email}</strong>. Not there? Look in your spam folder, or sign up again in a minute.</p>
      ${outboxNote(outbox)}
      <p><a href="/api/login">Sign in</a> · <a href="/">Back to home</a></p>`,
  });
}

/** The emailed link's page: a button, so a mail scanner that opens the link does not create the account. */
export function confirmPage(token: string, email: string) {
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

export const linkExpiredPage = () =>
  messagePage('This link does not work', SIGN_UP_MESSAGES.linkExpired, {
    href: '/api/login?mode=signup',
    label: 'Sign up again',
  });

export const alreadyRegisteredPage = () =>
  messagePage('You already have an account', SIGN_UP_MESSAGES.alreadyRegistered, {
    href: '/api/login',
    label: 'Sign in',
  });

export function messagePage(title: string, message: string, action = { href: '/api/login', label: 'Try again' }) {
  return htmlPage({
    title,
    css: PAGE_CSS,
    body: html`<h1>${title}</h1>
      <p class="error" role="alert">${message}</p>
      <p><a href="${action.href}">${action.label}</a> · <a href="/">Back to home</a></p>`,
  });
}
