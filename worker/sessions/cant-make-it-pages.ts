import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PRODUCT_NAME } from '../../schema/contract/product.ts';
import { formatSastDateTime, groupSessionPagePath } from '../../schema/contract/share.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { readFormFields } from '../http/form-body.ts';
import { htmlPage } from '../http/html-page.ts';
import { route } from '../http/route-policy.ts';
import { findSeatToGiveUp, type SeatToGiveUp } from './cant-make-it.ts';
import { leaveSession } from './leave-session.ts';

/**
 * The page behind a reminder's "can't make it" link (`/api/cant-make-it/{token}`, made by
 * worker/outbox/cant-make-it-link.ts). Opening it changes nothing, because link scanners and previews open links too:
 * it shows the session and one button, which posts back here and gives up the seat (`leaveSession`, which also lets
 * the next person on the waiting list in).
 */
export const cantMakeItPages = new Hono<AppEnv>()
  .get('/:token', route({ who: 'anyone' }), async (c) => {
    const found = await findSeat(c);
    if ('page' in found) return found.page;
    const { session } = found;
    return c.html(
      page(
        "Can't make it?",
        html`<h1>Can't make it?</h1>
          <p class="lead">
            <strong>${session.title}</strong><br />
            ${formatSastDateTime(session.scheduledAt)}
          </p>
          <p>If you give up your seat, the next person waiting gets it, so someone else can join.</p>
          <form method="post" action="${new URL(c.req.url).pathname}">
            <input type="hidden" name="confirm" value="free-my-seat" />
            <button type="submit">Give up my seat</button>
          </form>
          <p><a href="${groupSessionPagePath(session.id)}">Keep my seat and see the session</a></p>`,
      ),
    );
  })
  .post('/:token', route({ who: 'anyone', bumps: ['sessions', 'mentors'] }), async (c) => {
    const found = await findSeat(c);
    if ('page' in found) return found.page;
    const form = await readFormFields(c.req.raw).catch((err: unknown) => {
      if (err instanceof HttpError) return null;
      throw err;
    });
    if (form?.confirm !== 'free-my-seat') {
      return message(c, 'Please use the button', 'Open the link from your reminder again and use its button.', 400);
    }
    const { seat, session } = found;
    try {
      await leaveSession(c.var.db, { userId: seat.userId, id: seat.sessionId, seatId: seat.seatId, now: new Date() });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return message(c, 'Your seat was not given up', err.message, err.status);
    }
    return c.html(
      page(
        'Your seat is free',
        html`<h1>Your seat is free</h1>
          <p class="lead" role="status">
            Thank you for letting us know. You are no longer registered for <strong>${session.title}</strong>, and the
            next person waiting can take your place.
          </p>
          <p>
            <a href="${groupSessionPagePath(session.id)}">See the session</a> · <a href="/">Back to ${PRODUCT_NAME}</a>
          </p>`,
      ),
    );
  });

type HeldSeat = Extract<SeatToGiveUp, { kind: 'held' }>;

/** The seat the link names, if it can still be given up; otherwise the page that says why. */
async function findSeat(c: Context<AppEnv>): Promise<HeldSeat | { page: Response | Promise<Response> }> {
  const found = await findSeatToGiveUp(c.var.db, {
    secret: c.var.config.reminderLinkKey,
    token: c.req.param('token') ?? '',
    now: new Date(),
  });
  switch (found.kind) {
    case 'held':
      return found;
    case 'invalid':
      return {
        page: message(c, 'This link does not work', 'Please open the session from your reminder instead.', 404),
      };
    case 'expired':
      return {
        page: message(c, 'The session has started', 'Seats can only be given up before a session starts.', 410),
      };
    case 'session-not-found':
      return { page: message(c, 'Session not found', 'This session no longer exists.', 404) };
    case 'cancelled':
      return {
        page: message(c, 'Session cancelled', 'This session was cancelled, so there is no seat to give up.', 409),
      };
    case 'not-registered':
      return {
        page: message(c, 'No seat to give up', `You are not registered for "${found.session.title}" any more.`, 200),
      };
  }
}

function message(c: Context<AppEnv>, title: string, text: string, status: ContentfulStatusCode) {
  return c.html(
    page(
      title,
      html`<h1>${title}</h1>
        <p class="${status >= 400 ? 'error' : 'lead'}" role="${status >= 400 ? 'alert' : 'status'}">${text}</p>
        <p><a href="/">Back to ${PRODUCT_NAME}</a></p>`,
    ),
    status,
  );
}

const page = (title: string, body: ReturnType<typeof html>) => htmlPage({ title, css: PAGE_CSS, body });

/** On top of the shared page look (htmlPage). */
const PAGE_CSS = `h1{font-size:1.5rem;margin:.25rem 0}.lead{color:#1f1a2b;margin-top:0}
form{margin:1rem 0}
button{font:inherit;font-weight:700;padding:.75rem 1rem;border:0;border-radius:.5rem;background:#5b3f8f;color:#fff;cursor:pointer;width:100%}
button:hover{background:#4a3275}button:focus,a:focus{outline:3px solid #f5b800;outline-offset:2px}a{color:#5b3f8f}
.error{background:#fde8e8;border:1px solid #e0a0a0;color:#8a1c1c;padding:.75rem;border-radius:.5rem}
`;
