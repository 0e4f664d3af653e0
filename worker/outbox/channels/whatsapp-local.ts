import type { NotificationChannel, OutgoingNotice } from './channel.ts';
import { whatsAppMessage, type WhatsAppTemplateMessage } from './whatsapp.ts';

const KEY_PREFIX = 'whatsapp-outbox:';
const TTL_SECONDS = 24 * 60 * 60;
/** Keys sort oldest first; counting down from this makes the newest record come first in a listing. */
const LAST_TIME = 9_999_999_999_999;

export type LocalWhatsAppRecord = WhatsAppTemplateMessage & { sentAt: string };

/**
 * WhatsApp when no Cloud API token is configured, outside production only: nothing is sent. Each template message
 * that would have gone out is kept in KV for a day (as the local email outbox keeps emails) for admins to read in the
 * console (GET /api/admin/local-deliveries), labelled as not sent.
 */
export class LocalWhatsAppChannel implements NotificationChannel {
  readonly name = 'whatsapp';
  readonly mode = 'local';
  readonly #kv: KVNamespace;
  readonly #template: { name: string; language: string };

  constructor(kv: KVNamespace, template: { name: string; language: string }) {
    this.#kv = kv;
    this.#template = template;
  }

  async deliver(notice: OutgoingNotice): Promise<void> {
    const now = Date.now();
    const record: LocalWhatsAppRecord = {
      ...whatsAppMessage(notice, this.#template),
      sentAt: new Date(now).toISOString(),
    };
    const key = `${KEY_PREFIX}${String(LAST_TIME - now).padStart(13, '0')}:${crypto.randomUUID()}`;
    await this.#kv.put(key, JSON.stringify(record), { expirationTtl: TTL_SECONDS });
  }

  /** The kept records, newest first. */
  async list(): Promise<LocalWhatsAppRecord[]> {
    const { keys } = await this.#kv.list({ prefix: KEY_PREFIX, limit: 200 });
    const records = await Promise.all(keys.map((key) => this.#kv.get<LocalWhatsAppRecord>(key.name, 'json')));
    return records.filter((record): record is LocalWhatsAppRecord => record !== null);
  }
}
