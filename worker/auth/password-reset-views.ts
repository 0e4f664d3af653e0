import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { html } from 'hono/html';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '../../schema/contract/auth.ts';
import { PASSWORD_RESET_MESSAGES } from '../../schema/contract/passwords.ts';
import { htmlPage } from '../http/html-page.ts';
import { outboxNote, strong, withLinks } from './page-views.ts';
import { PAGE_CSS } from './page-styles.ts';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from './password-reset.ts';

/*
 * The HTML of the password reset pages (plain forms, like the sign-in pages in page-views.ts; pages.ts routes to
 * them), in the reader's language. Every value is escaped by hono's `html`. The sentences of PASSWORD_RESET_MESSAGES
 * are the API's too, and stay as the contract writes them.
 */

const errorAlert = (error?: string) => (error ? html`<p class="error" role="alert">${error}</p>` : '');

/** "Forgot password?": the address to send a link to. */
export function forgotPasswordPage(i18n: I18n, { email = '', error }: { email?: string; error?: string } = {}) {
  return htmlPage({
    i18n,
    title: i18n._(msg`Reset your password`),
    css: PAGE_CSS,
    body: html`<h1>${i18n._(msg`Reset your password`)}</h1>
      <p class="lead">
        ${i18n._(msg`Enter the email address of your account. We will email you a link to choose a new password.`)}
      </p>
      ${errorAlert(error)}
      <form method="post" action="${FORGOT_PASSWORD_PATH}" novalidate>
        <label
          >${i18n._(msg`Email`)}<input
            name="email"
            type="email"
            autocomplete="email"
            required
            maxlength="254"
            value="${email}"
        /></label>
        <button type="submit">${i18n._(msg`Email me a link`)}</button>
      </form>
      <p><a href="/api/login">${i18n._(msg`Back to sign in`)}</a></p>`,
  });
}

/** After "Email me a link": the same page for every address. Locally it points to the outbox. */
export function resetLinkSentPage(i18n: I18n, email: string, outbox: boolean) {
  const address = strong(email);
  const askAgain = `<a href="${FORGOT_PASSWORD_PATH}">${i18n._(msg`ask again`)}</a>`;
  return htmlPage({
    i18n,
    title: i18n._(msg`Check your email`),
    css: PAGE_CSS,
    body: html`<h1>${i18n._(msg`Check your email`)}</h1>
      <p class="lead" role="status">${PASSWORD_RESET_MESSAGES.checkEmail}</p>
      <p>
        ${withLinks(
          i18n._(msg`We sent it to ${address}. Not there? Look in your spam folder, or ${askAgain} in a minute.`),
        )}
      </p>
      ${outboxNote(i18n, outbox)}
      <p><a href="/api/login">${i18n._(msg`Back to sign in`)}</a></p>`,
  });
}

/** The emailed link's page: "Choose a new password". */
export function chooseNewPasswordPage(
  i18n: I18n,
  { token, email, error }: { token: string; email: string; error?: string },
) {
  const address = strong(email);
  return htmlPage({
    i18n,
    title: i18n._(msg`Choose a new password`),
    css: PAGE_CSS,
    body: html`<h1>${i18n._(msg`Choose a new password`)}</h1>
      <p class="lead">${withLinks(i18n._(msg`For the account ${address}.`))}</p>
      ${errorAlert(error)}
      <form method="post" action="${RESET_PASSWORD_PATH}" novalidate>
        <input type="hidden" name="token" value="${token}" />
        <input type="hidden" name="email" value="${email}" autocomplete="username" />
        <label
          >${i18n._(msg`New password`)}<input
            name="password"
            type="password"
            required
            minlength="${PASSWORD_MIN_LENGTH}"
            autocomplete="new-password"
            aria-describedby="password-hint"
        /></label>
        <p class="hint" id="password-hint">${PASSWORD_HINT}</p>
        <button type="submit">${i18n._(msg`Set new password`)}</button>
      </form>
      <p>${i18n._(msg`Setting it signs you out on every other device.`)}</p>
      <p><a href="/api/login">${i18n._(msg`Back to sign in`)}</a></p>`,
  });
}

/** A link that is unknown, expired or used: say so, and offer a new one at once. */
export const resetLinkExpiredPage = (i18n: I18n) =>
  htmlPage({
    i18n,
    title: i18n._(msg`This link does not work`),
    css: PAGE_CSS,
    body: html`<h1>${i18n._(msg`This link does not work`)}</h1>
      <p class="error" role="alert">${PASSWORD_RESET_MESSAGES.linkExpired}</p>
      <p>
        <a href="${FORGOT_PASSWORD_PATH}">${i18n._(msg`Get a new link`)}</a> ·
        <a href="/api/login">${i18n._(msg`Back to sign in`)}</a>
      </p>`,
  });
