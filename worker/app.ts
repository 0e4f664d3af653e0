import { Hono, type MiddlewareHandler } from 'hono';
import { adminApi } from './admin/routes.ts';
import { coachingBillingApi, subscriptionApi, webhooksApi } from './billing/routes.ts';
import { advisorFor } from './ai/advisor-for.ts';
import { aiApi } from './ai/routes.ts';
import { authPages } from './auth/pages.ts';
import { authApi } from './auth/routes.ts';
import { bootstrapApi } from './bootstrap/routes.ts';
import { connectionsOfUser } from './coaching/connections.ts';
import { conversationFor } from './coaching/conversation.ts';
import { coachesApi, coachingConnectionsApi, coachingMessagesApi } from './coaching/routes.ts';
import { chatRoomFor } from './community/chat-room.ts';
import { roomsOfMember } from './community/rooms.ts';
import { communityApi, communityVideosAdminApi } from './community/routes.ts';
import { guardianConsentPages } from './consents/guardian-pages.ts';
import { consentsApi } from './consents/routes.ts';
import { holdsSessionCookie, loadSession } from './auth/session.ts';
import { imageFiles, imageUploadsApi } from './images/routes.ts';
import { menteeProfileApi } from './mentees/routes.ts';
import { mentorConnectionsApi, mentorsApi, mentorStatusApi } from './mentors/routes.ts';
import { statsApi } from './stats/routes.ts';
import { taxonomyApi } from './taxonomy/routes.ts';
import { calendarFeedApi } from './calendar/routes.ts';
import { dashboardApi } from './dashboard/routes.ts';
import { eventHostProposalsApi, eventsApi } from './events/routes.ts';
import { groupSessionsApi } from './sessions/routes.ts';
import { complaintsApi } from './complaints/routes.ts';
import { cantMakeItPages } from './sessions/cant-make-it-pages.ts';
import { localDeliveriesAdminApi, notificationsApi } from './notifications/routes.ts';
import { deliverNoticesAfterWrites } from './notifications/run-sender.ts';
import { opportunitiesApiWith, opportunityFeedsAdminApi } from './opportunities/routes.ts';
import { pagesOf } from './pages/routes.ts';
import { accountDataApi, privacyNoticeApi } from './privacy/routes.ts';
import { storiesApi } from './stories/routes.ts';
import { testCheckoutPages } from './payments/test-checkout-routes.ts';
import { createDb, d1For } from './db/client.ts';
import { outboxPages } from './email/outbox-routes.ts';
import { readConfig, type AppEnv } from './env.ts';
import { apiCacheControl } from './http/cache-control.ts';
import { edgeCache } from './http/edge-cache.ts';
import { handleError, handleNotFound } from './http/errors.ts';
import { route, routePoliciesOf } from './http/route-policy.ts';
import { limitBody, rejectControlCharactersInQuery, rejectCrossSiteWrites, securityHeaders } from './http/security.ts';

/**
 * The Worker's HTTP surface. Request flow: security headers → (for /api) Cache-Control, per-request context, the
 * notification sender after successful writes (in the background), CSRF check
 * (writes and WebSocket upgrades), no control characters in the query, body limit (64 KB; 7 MB for image-carrying
 * routes), session → the domain router → JSON errors (405 with Allow for a known path's other methods); every other
 * GET is a page (context, session → worker/pages). See docs/ARCHITECTURE.md.
 */
export function createApp() {
  const app = new Hono<AppEnv>();
  // Each route's declared policy (decision 025), found by the middleware below before the route runs.
  const policies = routePoliciesOf(app);

  const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('config', readConfig(c.env));
    const publicRead = policies.publicReadAt(c.req.path) !== undefined;
    const request = { method: c.req.method, publicRead, hasSession: holdsSessionCookie(c) };
    c.set('db', createDb(d1For(c.env.DB, request)));
    c.set('dispatch', async (request) => app.fetch(request, c.env, c.executionCtx));
    c.set('liveSocketsOf', async (userId) => {
      const [roomIds, connectionIds] = await Promise.all([
        roomsOfMember(c.var.db, userId),
        connectionsOfUser(c.var.db, userId),
      ]);
      return async (sessionHash) => {
        await Promise.all([
          ...roomIds.map((id) => chatRoomFor(c.env, id).closeSession(sessionHash)),
          ...connectionIds.map((id) => conversationFor(c.env, id).closeSession(sessionHash)),
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
    limitBody,
    edgeCache({ kind: 'api', holdsSession: holdsSessionCookie, policies }),
    loadSession,
  );

  app.get('/api/health', route({ who: 'anyone' }), (c) => c.json({ ok: true }));
  app.route('/api/auth', authApi);
  app.route('/api/auth/user/mentor-status', mentorStatusApi);
  app.route('/api/bootstrap', bootstrapApi);
  app.route('/api', authPages);
  app.route('/api/me', consentsApi);
  app.route('/api', guardianConsentPages);
  app.route('/api/mentors', mentorsApi);
  app.route('/api/mentor-connections', mentorConnectionsApi);
  app.route('/api/mentee-profile', menteeProfileApi);
  app.route('/api', taxonomyApi);
  app.route('/api/stats', statsApi);
  app.route('/api/images', imageUploadsApi);
  // Public image files (wrangler.toml runs the Worker first for /images/*); no session or database needed.
  app.route('/images', imageFiles);
  app.route('/api/community', communityApi);
  app.route('/api/admin/opportunity-feeds', opportunityFeedsAdminApi);
  app.route('/api/admin/community-videos', communityVideosAdminApi);
  app.route('/api/admin/local-deliveries', localDeliveriesAdminApi);
  app.route('/api/admin', adminApi);
  app.route('/api/group-sessions', groupSessionsApi);
  app.route('/api/events', eventsApi);
  app.route('/api/event-host-proposals', eventHostProposalsApi);
  app.route('/api/calendar-feed', calendarFeedApi);
  app.route('/api/dashboard', dashboardApi);
  app.route('/api/success-stories', storiesApi);
  app.route('/api/complaints', complaintsApi);
  app.route('/api/notifications', notificationsApi);
  app.route('/api/cant-make-it', cantMakeItPages);
  app.route('/api/ai', aiApi);
  app.route('/api/business-opportunities', opportunitiesApiWith(advisorFor));
  app.route('/api/coaching', coachingBillingApi);
  app.route('/api/subscription', subscriptionApi);
  app.route('/api/webhooks', webhooksApi);
  app.route('/api/test-checkout', testCheckoutPages);
  app.route('/api/dev/outbox', outboxPages);
  app.route('/api/coaching/coaches', coachesApi);
  app.route('/api/coaching-connections', coachingConnectionsApi);
  app.route('/api/messages', coachingMessagesApi);
  app.route('/api/privacy-notice', privacyNoticeApi);
  app.route('/api/me', accountDataApi);

  // Every other GET is a page: rendered on the server for visitors, the app shell otherwise (worker/pages/routes.ts).
  app.route('/', pagesOf(app, requestContext, policies));

  app.notFound(handleNotFound(app));
  app.onError(handleError);
  return app;
}
