// Every API route's row in the role matrix, one file per domain. A new domain adds its file here.
import { aiRoutes } from './ai.ts';
import { billingRoutes } from './billing.ts';
import { coachingCallRoutes } from './coaching-calls.ts';
import { coachingRoutes } from './coaching.ts';
import { authRoutes } from './auth.ts';
import { bootstrapRoutes } from './bootstrap.ts';
import { communityRoutes } from './community.ts';
import { consentsRoutes } from './consents.ts';
import { communityVideoRoutes } from './community-videos.ts';
import { mentorRoutes } from './mentors.ts';
import { adminRoutes } from './admin.ts';
import { complaintsRoutes } from './complaints.ts';
import { notificationsRoutes } from './notifications.ts';
import { storiesRoutes } from './stories.ts';
import { sessionRoutes } from './sessions.ts';
import { eventRoutes } from './events.ts';
import { opportunityRoutes } from './opportunities.ts';
import { pageRoutes } from './pages.ts';
import { paymentsRoutes } from './payments.ts';
import { privacyRoutes } from './privacy.ts';
import { refundRoutes } from './refunds.ts';
import { payoutRoutes } from './payouts.ts';
import { wordingSuggestionRoutes } from './wording-suggestions.ts';
import type { MatrixRoute } from './types.ts';

export const ROUTES: MatrixRoute[] = [
  ...authRoutes,
  ...consentsRoutes,
  ...bootstrapRoutes,
  ...mentorRoutes,
  ...communityRoutes,
  ...communityVideoRoutes,
  ...storiesRoutes,
  ...complaintsRoutes,
  ...wordingSuggestionRoutes,
  ...notificationsRoutes,
  ...adminRoutes,
  ...sessionRoutes,
  ...eventRoutes,
  ...aiRoutes,
  ...coachingRoutes,
  ...coachingCallRoutes,
  ...billingRoutes,
  ...paymentsRoutes,
  ...refundRoutes,
  ...payoutRoutes,
  ...opportunityRoutes,
  ...privacyRoutes,
  ...pageRoutes,
];
