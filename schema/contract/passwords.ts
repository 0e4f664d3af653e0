import * as z from 'zod/mini';
import { newPassword } from './auth.ts';
import { emailAddress } from './fields.ts';
import './zod-mini.ts';

/** How long an emailed password reset link works (the email and the page say so). */
export const RESET_LINK_HOURS = 1;

/** What the password pages and the change-password form say. */
export const PASSWORD_RESET_MESSAGES = {
  /** The same for every address, registered or not, so the form does not tell who has an account. */
  checkEmail: `If an account uses this email address, we have sent it a link to choose a new password. The link works for ${RESET_LINK_HOURS} hour and only once.`,
  linkExpired: 'This link has expired or has already been used. Ask for a new one below.',
  unavailable: 'Resetting a password by email is not available on this server right now.',
  currentRequired: 'Please enter your current password.',
  wrongCurrent: 'That is not your current password. Please try again, or reset it from the sign-in page.',
  changed: 'Your password was changed. You are still signed in here and signed out on every other device.',
  set: 'Your password is set. You can now sign in with your email address and this password too.',
} as const;

/** The "Forgot password?" form. */
export const ForgotPasswordInputSchema = z.object({ email: emailAddress() });

/** The token of a reset link (`/api/auth/reset-password?token=`), as the link and its form carry it. */
const resetToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { message: PASSWORD_RESET_MESSAGES.linkExpired }));

export const ResetTokenSchema = z.object({ token: resetToken });

/** The reset link's "Choose a new password" form. */
export const ResetPasswordInputSchema = z.object({ token: resetToken, password: newPassword() });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/**
 * `POST /api/auth/change-password`, from the profile page. `currentPassword` is asked only of an account that has a
 * password; an account that signs in through OpenID Connect sets its first one without it.
 */
export const ChangePasswordInputSchema = z.object({
  currentPassword: z.optional(z.string().check(z.maxLength(1024))),
  newPassword: newPassword(),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** The change-password answer: what to tell the member. */
export type PasswordChanged = { message: string };
