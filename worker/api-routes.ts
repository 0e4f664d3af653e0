import { Hono } from 'hono';
import { accountDataApi, privacyNoticeApi } from './privacy/routes.ts';
import { adminApi } from './admin/routes.ts';
import { adminEventCancelApi, adminPaymentsApi } from './admin/payments-routes.ts';
import { adminPayoutsApi } from './admin/payouts-routes.ts';
import { advisorFor } from './ai/advisor-for.ts';
import { aiApi } from './ai/routes.ts';
import { authApi } from './auth/routes.ts';
import { authPages } from './auth/pages.ts';
import { bootstrapApi } from './bootstrap/routes.ts';
import { calendarFeedApi } from './calendar/routes.ts';
import { actionStepsApi, coachAvailabilityApi, coachingCallsApi, coachSlotsApi } from './coaching/calls/routes.ts';
import { coachesApi, coachingConnectionsApi, coachingMessagesApi } from './coaching/routes.ts';
import { coachingBillingApi, subscriptionApi, webhooksApi } from './billing/routes.ts';
import { paymentsApi } from './billing/payments-routes.ts';
import { communityApi, communityVideosAdminApi } from './community/routes.ts';
import { complaintsApi } from './complaints/routes.ts';
import { consentsApi } from './consents/routes.ts';
import { dashboardApi } from './dashboard/routes.ts';
import { eventHostProposalsApi, eventsApi } from './events/routes.ts';
import { cantMakeItPages } from './sessions/cant-make-it-pages.ts';
import { groupSessionsApi } from './sessions/routes.ts';
import { guardianConsentPages } from './consents/guardian-pages.ts';
import { imageUploadsApi } from './images/routes.ts';
import { localDeliveriesAdminApi, notificationsApi } from './notifications/routes.ts';
import { menteeProfileApi } from './mentees/routes.ts';
import { mentorConnectionsApi, mentorsApi, mentorStatusApi } from './mentors/routes.ts';
import { opportunitiesApiWith, opportunityFeedsAdminApi } from './opportunities/routes.ts';
import { outboxPages } from './email/outbox-routes.ts';
import { coachPayoutsApi, sandboxPayoutsWebhookApi } from './payouts/routes.ts';
import { statsApi } from './stats/routes.ts';
import { storiesApi } from './stories/routes.ts';
import { taxonomyApi } from './taxonomy/routes.ts';
import { testCheckoutPages } from './payments/test-checkout-routes.ts';
import { wordingSuggestionsAdminApi, wordingSuggestionsApi } from './wording-suggestions/routes.ts';
import type { AppEnv } from './env.ts';
import { route } from './http/route-policy.ts';

/**
 * Every router under /api, mounted in one chain so that its type describes every route: the SPA types its calls from
 * `ApiRoutes` through `hono/client` (decision 026) and never restates a URL or an answer's shape. The order is the
 * order routes match in (a longer prefix before the router mounted at its parent, e.g. /admin/opportunity-feeds
 * before /admin). worker/app.ts mounts this after the /api middleware.
 */
export const apiRoutes = new Hono<AppEnv>()
  .basePath('/api')
  .get('/health', route({ who: 'anyone' }), (c) => c.json({ ok: true }))
  .route('/auth', authApi)
  .route('/auth/user/mentor-status', mentorStatusApi)
  .route('/bootstrap', bootstrapApi)
  .route('/', authPages)
  .route('/me', consentsApi)
  .route('/', guardianConsentPages)
  .route('/mentors', mentorsApi)
  .route('/mentor-connections', mentorConnectionsApi)
  .route('/mentee-profile', menteeProfileApi)
  .route('/', taxonomyApi)
  .route('/stats', statsApi)
  .route('/images', imageUploadsApi)
  .route('/community', communityApi)
  .route('/admin/opportunity-feeds', opportunityFeedsAdminApi)
  .route('/admin/community-videos', communityVideosAdminApi)
  .route('/admin/local-deliveries', localDeliveriesAdminApi)
  .route('/admin/payments', adminPaymentsApi)
  .route('/admin/wording-suggestions', wordingSuggestionsAdminApi)
  .route('/admin/events', adminEventCancelApi)
  .route('/admin', adminPayoutsApi)
  .route('/admin', adminApi)
  .route('/group-sessions', groupSessionsApi)
  .route('/events', eventsApi)
  .route('/event-host-proposals', eventHostProposalsApi)
  .route('/calendar-feed', calendarFeedApi)
  .route('/dashboard', dashboardApi)
  .route('/success-stories', storiesApi)
  .route('/complaints', complaintsApi)
  .route('/wording-suggestions', wordingSuggestionsApi)
  .route('/notifications', notificationsApi)
  .route('/cant-make-it', cantMakeItPages)
  .route('/ai', aiApi)
  .route('/business-opportunities', opportunitiesApiWith(advisorFor))
  .route('/coaching', coachingBillingApi)
  .route('/coaching', coachPayoutsApi)
  .route('/subscription', subscriptionApi)
  .route('/webhooks/sandbox-payouts', sandboxPayoutsWebhookApi)
  .route('/webhooks', webhooksApi)
  .route('/payments', paymentsApi)
  .route('/test-checkout', testCheckoutPages)
  .route('/dev/outbox', outboxPages)
  .route('/coaching/coaches', coachesApi)
  .route('/coaching/coaches', coachSlotsApi)
  .route('/coaching/availability', coachAvailabilityApi)
  .route('/coaching/calls', coachingCallsApi)
  .route('/coaching/action-steps', actionStepsApi)
  .route('/coaching-connections', coachingConnectionsApi)
  .route('/messages', coachingMessagesApi)
  .route('/privacy-notice', privacyNoticeApi)
  .route('/me', accountDataApi);

export type ApiRoutes = typeof apiRoutes;
