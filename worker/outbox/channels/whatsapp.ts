import { ChannelDeliveryError, type NotificationChannel, type OutgoingNotice } from './channel.ts';

export const WHATSAPP_GRAPH_ORIGIN = 'https://graph.facebook.com';
const TIMEOUT_MS = 10_000;
/**
 * The template's body holds at most 1,024 characters with its parameters: the notice gets up to 300, its links up to
 * 650 (a link that does not fit is left out whole rather than cut).
 */
const MAX_TEXT = 300;
const MAX_LINKS = 650;

/** One template message: what the local recorder keeps and the Cloud API receives. */
export type WhatsAppTemplateMessage = {
  /** E.164 without the plus, as the Cloud API's examples write it: 27821234567. */
  to: string;
  template: string;
  language: string;
  /** The body's text parameters, in order: {{1}} the notice, {{2}} its links. */
  parameters: [string, string];
};

/**
 * The template message for a notice. Notices reach WhatsApp users outside any conversation they started, which the
 * platform allows only with an approved template (free text would be refused), so every notice uses one template
 * whose body has two parameters, e.g. "Sebenza: {{1}} Links: {{2}}". Parameters may hold no line breaks, tabs or runs
 * of spaces, so each becomes one line.
 */
export function whatsAppMessage(
  notice: OutgoingNotice,
  template: { name: string; language: string },
): WhatsAppTemplateMessage {
  const text = oneLine(notice.text);
  let links = '';
  for (const link of notice.links) {
    const next = `${links}${links ? ' · ' : ''}${oneLine(`${link.label}: ${link.url}`)}`;
    if (next.length <= MAX_LINKS) links = next;
  }
  return {
    to: (notice.recipient.whatsappPhone ?? '').replace(/^\+/, ''),
    template: template.name,
    language: template.language,
    parameters: [text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text, links],
  };
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * WhatsApp through the WhatsApp Business Cloud API's template messages:
 * `POST https://graph.facebook.com/{version}/{phone-number-id}/messages` with a bearer token and
 * `{ messaging_product: 'whatsapp', to, type: 'template', template: { name, language: { code }, components: [{ type:
 * 'body', parameters: [{ type: 'text', text }] }] } }`, answered `{ messages: [{ id: 'wamid....' }] }`. Shape as in
 * Meta's send-template examples (https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates,
 * also shown at https://wa.expert/pages/docs/api-reference/send-a-template-message.html and
 * https://dualhook.com/docs/sending-template-messages).
 */
export class WhatsAppCloudChannel implements NotificationChannel {
  readonly name = 'whatsapp';
  readonly mode = 'provider';
  readonly #config: { token: string; phoneNumberId: string; apiVersion: string; template: string; language: string };

  constructor(config: {
    token: string;
    phoneNumberId: string;
    apiVersion: string;
    template: string;
    language: string;
  }) {
    this.#config = config;
  }

  async deliver(notice: OutgoingNotice): Promise<void> {
    const { token, phoneNumberId, apiVersion, template, language } = this.#config;
    const message = whatsAppMessage(notice, { name: template, language });
    if (!message.to) throw new ChannelDeliveryError('The member has no WhatsApp number.');
    let res: Response;
    try {
      res = await fetch(`${WHATSAPP_GRAPH_ORIGIN}/${apiVersion}/${phoneNumberId}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
          },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ChannelDeliveryError('WhatsApp could not be reached.', { cause: err });
    }
    if (!res.ok) {
      // Meta's error body names the problem (an expired token, a template not approved); logged, never stored.
      console.error('WhatsApp refused a message', res.status, await res.text().catch(() => ''));
      throw new ChannelDeliveryError(`WhatsApp answered ${res.status}.`);
    }
  }
}
