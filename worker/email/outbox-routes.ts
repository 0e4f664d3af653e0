import { Hono } from 'hono';
import { html } from 'hono/html';
import * as z from 'zod/mini';
import { formatSastDateTime } from '../../schema/contract/share.ts';
import type { AppEnv } from '../env.ts';
import { htmlPage } from '../http/html-page.ts';
import { route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { localOutbox } from './email-for.ts';
import type { OutboxMessage } from './outbox.ts';

const OutboxQuerySchema = z.object({ to: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))) });

const noOutbox = { message: 'Not found.' };

/**
 * The local outbox (`/api/dev/outbox`): what the app would have emailed, for development and tests, on a server with
 * no email provider outside production. The page is for people; `/messages` is the same as JSON for scripts and
 * browser tests (`?to=` picks one recipient). Both answer 404 wherever real email is sent.
 */
export const outboxPages = new Hono<AppEnv>()
  .get('/', route({ who: 'anyone' }), validate('query', OutboxQuerySchema), async (c) => {
    const outbox = localOutbox(c);
    if (!outbox) return c.json(noOutbox, 404);
    return c.html(outboxPage(await outbox.list(c.req.valid('query').to)));
  })
  .get('/messages', route({ who: 'anyone' }), validate('query', OutboxQuerySchema), async (c) => {
    const outbox = localOutbox(c);
    if (!outbox) return c.json(noOutbox, 404);
    return c.json({ items: await outbox.list(c.req.valid('query').to) });
  });

/** Links in a plain-text message, made clickable; everything else stays escaped text. */
function withLinks(text: string) {
  return text.split(/(https?:\/\/\S+)/).map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : part));
}

function outboxPage(messages: OutboxMessage[]) {
  return htmlPage({
    title: 'Local outbox',
    titleSuffix: ' (development)',
    css: OUTBOX_CSS,
    body: html`<h1>Local outbox</h1>
      <p class="note" role="note">
        Development only: this server has no email provider, so nothing is sent. Each message the app would have emailed
        in the last 24 hours is here instead, newest first. This page does not exist where real email is sent.
      </p>
      ${
        messages.length === 0
          ? html`<p>No messages yet.</p>`
          : messages.map(
              (m) =>
                html`<article>
                  <h2>${m.subject}</h2>
                  <p class="meta">To ${m.to} · ${formatSastDateTime(m.sentAt)}</p>
                  <pre>${withLinks(m.text)}</pre>
                </article>`,
            )
      }
      <p><a href="/">Back to home</a></p>`,
  });
}

const OUTBOX_CSS = `h1{font-size:1.5rem;margin:.25rem 0}h2{font-size:1.05rem;margin:0}
.note{background:#fff7d6;padding:.75rem;border-radius:.5rem}
article{background:#fff;border:1px solid #d8d0e6;border-radius:.5rem;padding:.75rem;margin:.75rem 0}
.meta{color:#4a4458;font-size:.9rem;margin:.25rem 0}pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}
a{color:#5b3f8f}a:focus{outline:3px solid #f5b800;outline-offset:2px}`;
