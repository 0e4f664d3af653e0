import { msg } from '@lingui/core/macro';
import { EmailDeliveryError, type EmailSender } from '../../email/email.ts';
import { i18nFor } from '../../i18n/i18n.ts';
import { ChannelDeliveryError, type NotificationChannel, type OutgoingNotice } from './channel.ts';

/**
 * Notices by email, through the app's one email sender (worker/email: Resend, or the local outbox that only keeps
 * messages outside production). Plain text: the notice, then each link on its own line.
 */
export class EmailChannel implements NotificationChannel {
  readonly name = 'email';
  readonly mode: 'provider' | 'local';
  readonly #sender: EmailSender;

  constructor(sender: EmailSender) {
    this.#sender = sender;
    this.mode = sender.kind === 'outbox' ? 'local' : 'provider';
  }

  async deliver(notice: OutgoingNotice): Promise<void> {
    try {
      await this.#sender.send({
        to: notice.recipient.email,
        subject: notice.subject,
        text: emailText(notice),
        // A retry of the same row after an answer was lost is not delivered twice.
        idempotencyKey: `sebenza-notice-${notice.outboxId}`,
      });
    } catch (err) {
      if (err instanceof EmailDeliveryError) throw new ChannelDeliveryError(err.message, { cause: err });
      throw err;
    }
  }
}

function emailText(notice: OutgoingNotice): string {
  const links = notice.links.map((link) => `${link.label}: ${link.url}`);
  const { settingsUrl } = notice;
  const i18n = i18nFor(notice.language);
  const footer = settingsUrl
    ? ['', i18n._(msg`You get these emails because email notices are on. To turn them off: ${settingsUrl}`)]
    : [];
  return [notice.text, '', ...links, ...footer].join('\n');
}
