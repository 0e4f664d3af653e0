import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { html, raw } from 'hono/html';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '../../schema/contract/auth.ts';
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
 * escaped by hono's `html`; `raw` only ever carries fixed attribute text, or a translated sentence whose links are
 * built here (`withLinks`). Each page is written in the reader's language: it takes the request's `I18n`.
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

/**
 * A translated sentence with links in it: the sentence is the catalog's (fixed text), each link is built here with
 * its attributes and its own text escaped.
 */
export function withLinks(sentence: string) {
  return raw(sentence);
}
const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const link = (href: string, text: string, { newTab = false } = {}) =>
  `<a href="${escaped(href)}"${newTab ? ' target="_blank"' : ''}>${escaped(text)}</a>`;
/** An address shown in bold inside a translated sentence. */
export const strong = (text: string) => `<strong>${escaped(text)}</strong>`;

export function loginPage(i18n: I18n, { mode, devTools, error, values, returnTo }: LoginPageProps) {
  const signup = mode === 'signup';
  const v = values ?? { email: '', firstName: '', lastName: '', acceptTerms: false, ageGroup: '' };
  const title = signup ? i18n._(msg`Join ${PRODUCT_NAME}`) : i18n._(msg`Sign in to ${PRODUCT_NAME}`);
  const signInLink = link('/api/login', i18n._(msg`Sign in`));
  const signUpLink = link('/api/login?mode=signup', i18n._(msg`Create an account`));
  const demoLink = link('/api/dev-login-form', i18n._(msg`sign in as a demo account`));
  return htmlPage({
    i18n,
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
                  >${i18n._(msg`First name`)}<input
                    name="firstName"
                    autocomplete="given-name"
                    required
                    maxlength="80"
                    value="${v.firstName}"
                /></label>
                <label
                  >${i18n._(msg`Last name`)}<input
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
          >${i18n._(msg`Email`)}<input
            name="email"
            type="email"
            autocomplete="email"
            required
            maxlength="254"
            value="${v.email}"
        /></label>
        <label
          >${i18n._(msg`Password`)}<input
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
                ${signUpQuestions(i18n, v)}`
            : html`<p class="forgot"><a href="${FORGOT_PASSWORD_PATH}">${i18n._(msg`Forgot password?`)}</a></p>`
        }
        <button type="submit">${signup ? i18n._(msg`Create account`) : i18n._(msg`Sign In`)}</button>
      </form>
      <p>
        ${
          signup
            ? withLinks(i18n._(msg`Already have an account? ${signInLink}`))
            : withLinks(i18n._(msg`New to ${PRODUCT_NAME}? ${signUpLink}`))
        }
      </p>
      ${devTools ? html`<p class="dev">${withLinks(i18n._(msg`Development: ${demoLink}`))}</p>` : ''}
      <p><a href="/">${i18n._(msg`Back to home`)}</a></p>`,
  });
}

/**
 * Sign-up's consent and age questions (decision 021): the terms and privacy notice, and which side of 18
 * (never a birth date). Plain words; the hint says what answering "under 18" means before anyone chooses it.
 */
function signUpQuestions(i18n: I18n, v: { acceptTerms: boolean; ageGroup: string }) {
  const termsLink = link(TERMS_PATH, i18n._(msg`terms of use`), { newTab: true });
  const privacyLink = link(PRIVACY_NOTICE_PATH, i18n._(msg`privacy notice`), { newTab: true });
  return html`<fieldset aria-describedby="age-hint">
      <legend>${i18n._(msg`Your age`)}</legend>
      <label class="choice"
        ><input
          type="radio"
          name="ageGroup"
          value="adult"
          required
          ${v.ageGroup === 'adult' ? 'checked' : ''}
        />${i18n._(msg`I am 18 or older`)}</label
      >
      <label class="choice"
        ><input type="radio" name="ageGroup" value="under_18" ${v.ageGroup === 'under_18' ? 'checked' : ''} />${i18n._(
          msg`I am under 18`,
        )}</label
      >
      <p class="hint" id="age-hint">
        ${i18n._(
          msg`Under 18? You can join. A parent or guardian then needs to agree before other members can see your profile or you can send messages.`,
        )}
      </p>
    </fieldset>
    <label class="choice"
      ><input type="checkbox" name="acceptTerms" value="true" required ${v.acceptTerms ? 'checked' : ''} /><span
        >${withLinks(i18n._(msg`I accept the ${termsLink} and the ${privacyLink}`))}</span
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

export function signOutPage(i18n: I18n, signedIn: boolean) {
  return htmlPage({
    i18n,
    title: signedIn ? i18n._(msg`Sign out`) : i18n._(msg`Signed out`),
    css: PAGE_CSS,
    body: signedIn
      ? html`<h1>${i18n._(msg`Sign out of ${PRODUCT_NAME}?`)}</h1>
          <form method="post" action="/api/logout">
            <button type="submit">${i18n._(msg`Sign Out`)}</button>
          </form>
          <p><a href="/">${i18n._(msg`Back to home`)}</a></p>`
      : html`<h1>${i18n._(msg`You are signed out`)}</h1>
          <p><a href="/api/login">${i18n._(msg`Sign in`)}</a> · <a href="/">${i18n._(msg`Back to home`)}</a></p>`,
  });
}

/** Where a page says an email was sent, on a server that sends none: the message is in the local outbox. */
export function outboxNote(i18n: I18n, outbox: boolean) {
  const outboxLink = link(OUTBOX_PATH, i18n._(msg`local outbox`));
  return outbox
    ? html`<p class="dev">
        ${withLinks(i18n._(msg`Development: no email is sent from this server. The message is in the ${outboxLink}.`))}
      </p>`
    : '';
}

/** After a sign-up: the same page for a new and a registered address. Locally it points to the outbox. */
export function checkEmailPage(i18n: I18n, email: string, outbox: boolean) {
  const address = strong(email);
  return htmlPage({
    i18n,
    title: i18n._(msg`Check your email`),
    css: PAGE_CSS,
    body: html`<h1>${i18n._(msg`Check your email`)}</h1>
      <p class="lead" role="status">
        ${i18n._(
          // SIGN_UP_MESSAGES.checkEmail, word for word in English (the API answers it too).
          msg`Check your email: we sent a link to finish creating your account. It works for 24 hours. If the address already has an account, the email says so instead.`,
        )}
      </p>
      <p>
        ${withLinks(
          i18n._(msg`We sent it to ${address}. Not there? Look in your spam folder, or sign up again in a minute.`),
        )}
      </p>
      ${outboxNote(i18n, outbox)}
      <p><a href="/api/login">${i18n._(msg`Sign in`)}</a> · <a href="/">${i18n._(msg`Back to home`)}</a></p>`,
  });
}

/** The emailed link's page: a button, so a mail scanner that opens the link does not create the account. */
export function confirmPage(i18n: I18n, token: string, email: string) {
  const address = strong(email);
  return htmlPage({
    i18n,
    title: i18n._(msg`Finish creating your account`),
    css: PAGE_CSS,
    body: html`<h1>${i18n._(msg`Finish creating your account`)}</h1>
      <p class="lead">${withLinks(i18n._(msg`Your email address ${address} is confirmed by this link.`))}</p>
      <form method="post" action="${SIGN_UP_CONFIRM_PATH}">
        <input type="hidden" name="token" value="${token}" />
        <button type="submit">${i18n._(msg`Create my account`)}</button>
      </form>
      <p><a href="/">${i18n._(msg`Back to home`)}</a></p>`,
  });
}

export const linkExpiredPage = (i18n: I18n) =>
  messagePage(
    i18n,
    i18n._(msg`This link does not work`),
    // SIGN_UP_MESSAGES.linkExpired, word for word in English.
    i18n._(msg`This link has expired or has already been used. Please sign up again to get a new one.`),
    {
      href: '/api/login?mode=signup',
      label: i18n._(msg`Sign up again`),
    },
  );

export const alreadyRegisteredPage = (i18n: I18n) =>
  messagePage(
    i18n,
    i18n._(msg`You already have an account`),
    // SIGN_UP_MESSAGES.alreadyRegistered, word for word in English.
    i18n._(msg`This email address already has an account. Please sign in.`),
    {
      href: '/api/login',
      label: i18n._(msg`Sign in`),
    },
  );

/** A page that says what went wrong: `message` is the server's (an API error's words, as they come). */
export function messagePage(
  i18n: I18n,
  title: string,
  message: string,
  action = { href: '/api/login', label: i18n._(msg`Try again`) },
) {
  return htmlPage({
    i18n,
    title,
    css: PAGE_CSS,
    body: html`<h1>${title}</h1>
      <p class="error" role="alert">${message}</p>
      <p><a href="${action.href}">${action.label}</a> · <a href="/">${i18n._(msg`Back to home`)}</a></p>`,
  });
}
