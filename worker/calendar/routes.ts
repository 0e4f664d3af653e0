import { Hono } from 'hono';
import { CALENDAR_MESSAGES } from '../../schema/contract/calendar.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route-policy.ts';
import { buildCalendarFeed, deleteCalendarFeed, findFeedOwner, getMyCalendarFeed, rotateCalendarFeed } from './feed.ts';
import { calendarHeaders } from '../ics/ics.ts';

/** A feed file name: the 43-character base64url token, then `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The private calendar feed under /api/calendar-feed. Reading it needs no cookie: the token is the credential. */
export const calendarFeedApi = new Hono<AppEnv>()
  .get('/', route({ who: 'member' }), async (c) => {
    const feed = await getMyCalendarFeed(c.var.db, {
      userId: c.var.user.id,
      origin: c.var.config.origin,
      key: c.var.config.calendarFeedKey,
    });
    return c.json(feed);
  })
  .post('/', route({ who: 'member', bumps: [] }), async (c) => {
    const feed = await rotateCalendarFeed(c.var.db, {
      userId: c.var.user.id,
      origin: c.var.config.origin,
      key: c.var.config.calendarFeedKey,
    });
    return c.json(feed);
  })
  .delete('/', route({ who: 'member', bumps: [] }), async (c) => {
    await deleteCalendarFeed(c.var.db, c.var.user.id);
    return c.body(null, 204);
  })
  .get('/:file', route({ who: 'anyone' }), async (c) => {
    const token = FEED_FILE.exec(c.req.param('file'))?.[1];
    const owner = token ? await findFeedOwner(c.var.db, token) : null;
    if (!owner) throw new HttpError(404, CALENDAR_MESSAGES.feedNotFound);
    const body = await buildCalendarFeed({
      db: c.var.db,
      viewer: owner,
      origin: c.var.config.origin,
      now: new Date(),
    });
    return c.body(body, 200, calendarHeaders(null));
  });
