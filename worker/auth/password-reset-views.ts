import { html } from 'hono/html';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '../../schema/contract/auth.ts';
import { PASSWORD_RESET_MESSAGES } from '../../schema/contract/passwords.ts';
import { htmlPage } from '../http/html-page.ts';
import { outboxNote } from './page-views.ts';
import { PAGE_CSS } from './page-styles.ts';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from './password-reset.ts';

/*
 * The HTML of the password reset pages (plain forms, like the sign-in pages in page-views.ts; pages.ts routes to
 * them). Every value is escaped by hono's `html`.
 */

const errorAlert = (error?: string) => (error ? html`<p class="error" role="alert">${error}</p>` : '');

/** "Forgot password?": the address to send a link to. */
export function forgotPasswordPage({ email = '', error }: { email?: string; error?: string } = {}) {
  return htmlPage({
    title: 'Reset your password',
    css: PAGE_CSS,
    body: html`<h1>Reset your password</h1>
      <p class="lead">Enter the email address of your account. We will email you a link to choose a new password.</p>
      ${errorAlert(error)}
      <form method="post" action="${FORGOT_PASSWORD_PATH}" novalidate>
        <label
          >Email<input name="email" type="email" autocomplete="email" required maxlength="254" value="${email}"
        /></label>
        <button type="submit">Email me a link</button>
      </form>
      <p><a href="/api/login">Back to sign in</a></p>`,
  });
}

/** After "Email me a link": the same page for every address. Locally it points to the outbox. */
export function resetLinkSentPage(email: string, outbox: boolean) {
  return htmlPage({
    title: 'Check your email',
    css: PAGE_CSS,
    body: html`<h1>Check your email</h1>
      <p class="lead" role="status">${PASSWORD_RESET_MESSAGES.checkEmail}</p>
      <p>
        We sent it to <strong>${email}</strong>. Not there? Look in your spam folder, or
        <a href="${FORGOT_PASSWORD_PATH}">ask again</a> in a minute.
      </p>
      ${outboxNote(outbox)}
      <p><a href="/api/login">Back to sign in</a></p>`,
  });
}

/** The emailed link's page: "Choose a new password". */
export function chooseNewPasswordPage({ token, email, error }: { token: string; email: string; error?: string }) {
  return htmlPage({
    title: 'Choose a new password',
    css: PAGE_CSS,
    body: html`<h1>Choose a new password</h1>
      <p class="lead">For the account <strong>${email}</strong>.</p>
      ${errorAlert(error)}
      <form method="post" action="${RESET_PASSWORD_PATH}" novalidate>
        <input type="hidden" name="token" value="${token}" />
        <input type="hidden" name="email" value="${email}" autocomplete="username" />
        <label
          >New password<input
            name="password"
            type="password"
            required
            minlength="${PASSWORD_MIN_LENGTH}"
            autocomplete="new-password"
            aria-describedby="password-hint"
        /></label>
        <p class="hint" id="password-hint">${PASSWORD_HINT}</p>
        <button type="submit">Set new password</button>
      </form>
      <p>Setting it signs you out on every other device.</p>
      <p><a href="/api/login">Back to sign in</a></p>`,
  });
}

/** A link that is unknown, expired or used: say so, and offer a new one at once. */
export const resetLinkExpiredPage = () =>
  htmlPage({
    title: 'This link does not work',
    css: PAGE_CSS,
    body: html`<h1>This link does not work</h1>
      <p class="error" role="alert">${PASSWORD_RESET_MESSAGES.linkExpired}</p>
      <p><a href="${FORGOT_PASSWORD_PATH}">Get a new link</a> · <a href="/api/login">Back to sign in</a></p>`,
  });
