import type { EmailMessage, EmailSender } from './email.ts';

/**
 * The local outbox: the email sender when no provider is configured, outside production only. Each message is kept
 * in KV for a day and shown on `/api/dev/outbox` (outbox-routes.ts), so sign-up works locally and in tests exactly as
 * it does with real email, and nobody mistakes it for delivery: every page that mentions a sent message links the
 * outbox and says no email was sent.
 */
export const OUTBOX_PATH = '/api/dev/outbox';
const KEY_PREFIX = 'outbox:';
const TTL_SECONDS = 24 * 60 * 60;
/** Keys sort oldest first; counting down from this makes the newest message come first in a listing. */
const LAST_TIME = 9_999_999_999_999;

export type OutboxMessage = EmailMessage & { sentAt: string };

export class LocalOutbox implements EmailSender {
  readonly kind = 'outbox';
  readonly #kv: KVNamespace;

  constructor(kv: KVNamespace) {
    this.#kv = kv;
  }

  async send(message: EmailMessage): Promise<void> {
    const now = Date.now();
    const key = `${KEY_PREFIX}${String(LAST_TIME - now).padStart(13, '0')}:${crypto.randomUUID()}`;
    const stored: OutboxMessage = { ...message, sentAt: new Date(now).toISOString() };
    await this.#kv.put(key, JSON.stringify(stored), { expirationTtl: TTL_SECONDS, metadata: { to: message.to } });
  }

  /** The kept messages, newest first; only those to `to` when it is given. */
  async list(to?: string): Promise<OutboxMessage[]> {
    const { keys } = await this.#kv.list<{ to: string }>({ prefix: KEY_PREFIX, limit: 200 });
    const wanted = to ? keys.filter((key) => key.metadata?.to === to.toLowerCase()) : keys;
    const messages = await Promise.all(wanted.map((key) => this.#kv.get<OutboxMessage>(key.name, 'json')));
    return messages.filter((message): message is OutboxMessage => message !== null);
  }
}
