/**
 * POPIA rights (docs/decisions/020-popia-export-and-deletion.md): what the privacy notice at /privacy
 * states and what account deletion answers, free of zod (decision 006) so /privacy and the profile page can import it.
 */

/** How an erased account appears wherever something of it stays (room and coaching messages, a coach's old chats). */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * How long Sebenza keeps what it keeps, as /privacy states it. Each figure is the one the Worker applies (its
 * constants are compared with these in worker/privacy/privacy-notice.test.ts), so the notice cannot drift from the
 * code.
 */
export const RETENTION = {
  /** A sign-in ends after this many days unused (auth_sessions; the daily cron deletes expired ones). */
  signInIdleDays: 30,
  /** Failed sign-in attempts count for this many minutes; the daily cron deletes older ones. */
  signInAttemptMinutes: 15,
  /** A device (a hashed cookie) that signed in is remembered this many days after its last sign-in. */
  knownDeviceDays: 400,
  /** A sign-up waiting for its email link is deleted this many hours after it was made. */
  signUpLinkHours: 24,
  /** Payment providers' event ids (no personal information) are kept this many days, to apply each event once. */
  webhookEventDays: 90,
  /** An uploaded picture that nothing shows is deleted after this many days. */
  unusedImageDays: 1,
  /**
   * Payment records of a deleted account, minimised, are deleted this many years after their last change. The Tax
   * Administration Act 28 of 2011, s 29(3), needs records kept five years from the date the tax return that covers
   * them is submitted (https://www.acts.co.za/tax-administration-act-2011/29__duty_to_keep_records.php); that return
   * comes at most about two years after a payment (a financial year, then a year to file), hence seven.
   */
  paymentRecordYears: 7,
  /** The law's own figure, as the notice quotes it. */
  taxRecordYears: 5,
} as const;

/** What the deletion dialog asks for: the password, or for an account that has none (OpenID Connect), its email. */
export const DELETION_CONFIRMATIONS = ['password', 'email'] as const;
export type DeletionConfirmation = (typeof DELETION_CONFIRMATIONS)[number];

export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Type your password to confirm.',
  wrongPassword: 'That password is not right. Your account has not been deleted.',
  emailRequired: 'Type the email address of your account to confirm.',
  wrongEmail: 'That is not the email address of your account. Your account has not been deleted.',
} as const;

/** The download's file name: the product and the day, e.g. `sebenza-my-data-2026-11-23.json`. */
export const exportFileName = (day: string, format: 'json' | 'html' = 'json') => `sebenza-my-data-${day}.${format}`;
