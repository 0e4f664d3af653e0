import { vi } from 'vitest';
import { RESEND_API_URL } from '../email/resend.ts';
import { WHATSAPP_GRAPH_ORIGIN } from '../outbox/channels/whatsapp.ts';

/**
 * Stand-ins for the two messaging providers the notification channels call, for worker tests: the isolate's outbound
 * fetch to Resend's email endpoint and to the WhatsApp Cloud API's messages endpoint is answered here, every accepted
 * request is recorded, and the answers have the providers' documented shapes. Each refuses what the real one would
 * and the app could get wrong: a wrong key or token, and for WhatsApp a body that is not a template message (a
 * parameter with a line break, a tab or a run of spaces included). `fail(n)` makes the next n requests answer 500.
 */

export const STAND_IN_RESEND_KEY = 're_stand_in_key';
export const STAND_IN_WHATSAPP = { token: 'EAAG-stand-in-token', phoneNumberId: '109876543210', apiVersion: 'v23.0' };

export type SentEmail = {
  idempotencyKey: string | null;
  body: { from: string; to: string[]; subject: string; text: string };
};
export type SentWhatsApp = {
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { text: string }[] }[];
  };
};

const realFetch = globalThis.fetch;

export function messagingStandIn() {
  const emails: SentEmail[] = [];
  const whatsapp: SentWhatsApp[] = [];
  const failures = { email: 0, whatsapp: 0 };
  const whatsappUrl = `${WHATSAPP_GRAPH_ORIGIN}/${STAND_IN_WHATSAPP.apiVersion}/${STAND_IN_WHATSAPP.phoneNumberId}/messages`;

  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url === RESEND_API_URL) {
      if (request.headers.get('Authorization') !== `Bearer ${STAND_IN_RESEND_KEY}`) {
        return Response.json({ statusCode: 401, message: 'API key is invalid' }, { status: 401 });
      }
      if (failures.email > 0) {
        failures.email -= 1;
        return Response.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 });
      }
      emails.push({ idempotencyKey: request.headers.get('Idempotency-Key'), body: await request.json() });
      return Response.json({ id: crypto.randomUUID() });
    }
    if (request.url.startsWith(WHATSAPP_GRAPH_ORIGIN)) {
      if (request.url !== whatsappUrl || request.headers.get('Authorization') !== `Bearer ${STAND_IN_WHATSAPP.token}`) {
        return metaError(401, 'Invalid OAuth access token.', 190);
      }
      if (failures.whatsapp > 0) {
        failures.whatsapp -= 1;
        return metaError(500, 'An unknown error occurred.', 1);
      }
      const body = (await request.json()) as Record<string, unknown> & SentWhatsApp;
      const parameters = body.template?.components?.flatMap((c) => c.parameters) ?? [];
      if (
        body.messaging_product !== 'whatsapp' ||
        body.type !== 'template' ||
        !/^\d{8,15}$/.test(body.to) ||
        !body.template?.name ||
        !body.template.language?.code ||
        parameters.some((p) => !p.text || /[\n\t]| {5,}/.test(p.text))
      ) {
        return metaError(400, '(#132000) Number of parameters does not match the expected number of params', 132000);
      }
      whatsapp.push({ to: body.to, template: body.template });
      return Response.json({
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${crypto.randomUUID()}` }],
      });
    }
    return realFetch(input, init);
  });

  return {
    emails,
    whatsapp,
    /** The next `count` requests to that provider answer 500. */
    fail(provider: 'email' | 'whatsapp', count: number) {
      failures[provider] = count;
    },
  };
}

function metaError(status: number, message: string, code: number) {
  return Response.json({ error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } }, { status });
}
