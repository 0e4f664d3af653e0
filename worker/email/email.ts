/**
 * Sending email, behind one small interface (the provider is a remote service): Resend's HTTP API when
 * `RESEND_API_KEY` is set, otherwise, outside production, a local outbox that sends nothing and shows each message on
 * a development page (outbox.ts). See docs/decisions/015-sign-in-limits-and-sign-up-answers.md.
 */
export type EmailMessage = {
  to: string;
  subject: string;
  /** Plain text; mail apps make the links in it clickable. */
  text: string;
  /**
   * Names this one email, so a retry after a lost answer is not sent twice (the notification outbox passes its row
   * id). The provider keeps it for a day.
   */
  idempotencyKey?: string;
};

export interface EmailSender {
  /** 'outbox' never delivers: the UI says so wherever a message would have been sent. */
  readonly kind: 'resend' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}

/** The provider refused or could not be reached; nothing about the recipient is in the message. */
export class EmailDeliveryError extends Error {}
