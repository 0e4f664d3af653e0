import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PRODUCT_NAME } from '../../schema/contract/product.ts';
import { formatSastDateTime, groupSessionPagePath } from '../../schema/contract/share.ts';
import { sessionParticipants } from '../../schema/db/index.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { readFormFields } from '../http/form-body.ts';
import { htmlPage } from '../http/html-page.ts';
import { leaveSession } from '../sessions/leave-session.ts';
import { findSessionWithHost } from '../sessions/manage-sessions.ts';
import { readCantMakeItToken, type SeatToken } from './cant-make-it.ts';

/**
 * The page behind a reminder's "can't make it" link (`/api/cant-make-it/{token}`, cant-make-it.ts). Opening it
 * changes nothing, because link scanners and previews open links too: it shows the session and one button, which
 * posts back here and gives up the seat (`leaveSession`, which also lets the next person on the waiting list in).
 */
export const cantMakeItPages = new Hono<AppEnv>()
  .get('/:token', async (c) => {
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
  .post('/:token', async (c) => {
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
      await leaveSession(c.var.db, { userId: seat.userId, id: seat.sessionId, now: new Date() });
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

type Seat = { seat: SeatToken; session: Awaited<ReturnType<typeof findSessionWithHost>> };

/** The seat the link names, if it can still be given up; otherwise the page that says why. */
async function findSeat(c: Context<AppEnv>): Promise<Seat | { page: Response | Promise<Response> }> {
  const secret = c.var.config.reminderLinkKey;
  const seat = secret ? await readCantMakeItToken(secret, c.req.param('token') ?? '', new Date()) : 'invalid';
  if (seat === 'invalid') {
    return { page: message(c, 'This link does not work', 'Please open the session from your reminder instead.', 404) };
  }
  if (seat === 'expired') {
    return { page: message(c, 'The session has started', 'Seats can only be given up before a session starts.', 410) };
  }
  let session: Seat['session'];
  try {
    session = await findSessionWithHost(c.var.db, seat.sessionId);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return { page: message(c, 'Session not found', 'This session no longer exists.', 404) };
  }
  if (session.status === 'cancelled') {
    return {
      page: message(c, 'Session cancelled', 'This session was cancelled, so there is no seat to give up.', 409),
    };
  }
  const [held] = await c.var.db
    .select({ id: sessionParticipants.id })
    .from(sessionParticipants)
    .where(and(eq(sessionParticipants.sessionId, seat.sessionId), eq(sessionParticipants.userId, seat.userId)))
    .limit(1);
  if (!held) {
    return {
      page: message(c, 'No seat to give up', `You are not registered for "${session.title}" any more.`, 200),
    };
  }
  return { seat, session };
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
