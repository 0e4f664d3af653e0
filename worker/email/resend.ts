import { EmailDeliveryError, type EmailMessage, type EmailSender } from './email.ts';

export const RESEND_API_URL = 'https://api.resend.com/emails';
const TIMEOUT_MS = 10_000;

/**
 * Email through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email), with its
 * `Idempotency-Key` header when the message names itself (https://resend.com/docs/dashboard/emails/idempotency-keys).
 */
export class ResendEmailSender implements EmailSender {
  readonly kind = 'resend';
  readonly #apiKey: string;
  readonly #from: string;

  constructor(options: { apiKey: string; from: string }) {
    this.#apiKey = options.apiKey;
    this.#from = options.from;
  }

  async send(message: EmailMessage): Promise<void> {
    let res: Response;
    try {
      res = await fetch(RESEND_API_URL, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.#apiKey}`,
          'Content-Type': 'application/json',
          ...(message.idempotencyKey && { 'Idempotency-Key': message.idempotencyKey }),
        },
        body: JSON.stringify({ from: this.#from, to: [message.to], subject: message.subject, text: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new EmailDeliveryError('The email provider could not be reached.', { cause: err });
    }
    if (!res.ok) {
      // Resend's error body names the problem (a bad key, an unverified sender); it is logged, never shown.
      console.error('Resend refused an email', res.status, await res.text().catch(() => ''));
      throw new EmailDeliveryError(`The email provider answered ${res.status}.`);
    }
  }
}
