import type { AppConfig, AppEnv } from '../env.ts';
import type { EmailSender } from './email.ts';
import { LocalOutbox } from './outbox.ts';
import { ResendEmailSender } from './resend.ts';

/** The parts of a request's context a sender is built from (a Hono context has them). */
type RequestParts = { env: Pick<AppEnv['Bindings'], 'CACHE'>; var: { config: Pick<AppConfig, 'email'> } };

/** The sender this deployment uses (worker/env.ts `config.email`), or null when it has none (production, no key). */
export function emailSenderFor(c: RequestParts): EmailSender | null {
  const email = c.var.config.email;
  if (!email) return null;
  return email.provider === 'resend'
    ? new ResendEmailSender({ apiKey: email.apiKey, from: email.from })
    : new LocalOutbox(c.env.CACHE);
}

/** The local outbox, when this deployment uses it (else null: its pages do not exist). */
export function localOutbox(c: RequestParts): LocalOutbox | null {
  return c.var.config.email?.provider === 'outbox' ? new LocalOutbox(c.env.CACHE) : null;
}
