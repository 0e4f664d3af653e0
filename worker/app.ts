import { Hono, type MiddlewareHandler } from 'hono';
import { connectionsOfUser } from './coaching/connections.ts';
import { conversationFor } from './coaching/conversation.ts';
import { chatRoomFor } from './community/chat-room.ts';
import { roomsOfMember } from './community/rooms.ts';
import { holdsSignInCookie, loadSignIn } from './auth/sign-in.ts';
import { imageFiles } from './images/routes.ts';
import { deliverNoticesAfterWrites } from './notifications/run-sender.ts';
import { apiRoutes } from './api-routes.ts';
import { pagesOf } from './pages/routes.ts';
import { createDb, d1For } from './db/client.ts';
import { readConfig, type AppEnv } from './env.ts';
import { apiCacheControl } from './http/cache-control.ts';
import { edgeCache } from './http/edge-cache.ts';
import { handleError, handleNotFound } from './http/errors.ts';
import { routePoliciesOf } from './http/route-policy.ts';
import { limitBody, rejectControlCharactersInQuery, rejectCrossSiteWrites, securityHeaders } from './http/security.ts';

/**
 * The Worker's HTTP surface. Request flow: security headers → (for /api) Cache-Control, per-request context, the
 * notification sender after successful writes (in the background), CSRF check
 * (writes and WebSocket upgrades), no control characters in the query, body limit (64 KB; 7 MB for image-carrying
 * routes), sign-in → the domain router → JSON errors (405 with Allow for a known path's other methods); every other
 * GET is a page (context, sign-in → worker/pages). See docs/ARCHITECTURE.md.
 */
export function createApp() {
  const app = new Hono<AppEnv>();
  // Each route's declared policy (decision 025), found by the middleware below before the route runs.
  const policies = routePoliciesOf(app);

  const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('config', readConfig(c.env));
    const publicRead = policies.publicReadAt(c.req.path) !== undefined;
    const request = { method: c.req.method, publicRead, hasSignIn: holdsSignInCookie(c) };
    c.set('db', createDb(d1For(c.env.DB, request)));
    // The bindings as the Worker received them: a dispatched request checks its own sign-in, if any.
    const env = c.env;
    c.set('dispatch', async (request) => app.fetch(request, env, c.executionCtx));
    c.set('liveSocketsOf', async (userId) => {
      const [roomIds, connectionIds] = await Promise.all([
        roomsOfMember(c.var.db, userId),
        connectionsOfUser(c.var.db, userId),
      ]);
      return async (signInHash) => {
        await Promise.all([
          ...roomIds.map((id) => chatRoomFor(c.env, id).closeSignIn(signInHash)),
          ...connectionIds.map((id) => conversationFor(c.env, id).closeSignIn(signInHash)),
        ]);
      };
    });
    await next();
  };

  app.use('*', securityHeaders);
  app.use(
    '/api/*',
    apiCacheControl(policies),
    requestContext,
    deliverNoticesAfterWrites,
    rejectCrossSiteWrites,
    rejectControlCharactersInQuery,
    limitBody(policies),
    edgeCache({ kind: 'api', holdsSignIn: holdsSignInCookie, policies }),
    loadSignIn,
  );

  app.route('/', apiRoutes);
  // Public image files (wrangler.toml runs the Worker first for /images/*); no sign-in or database needed.
  app.route('/images', imageFiles);

  // Every other GET is a page: rendered on the server for visitors, the app shell otherwise (worker/pages/routes.ts).
  app.route('/', pagesOf(app, requestContext, policies));

  app.notFound(handleNotFound(app));
  app.onError(handleError);
  return app;
}
