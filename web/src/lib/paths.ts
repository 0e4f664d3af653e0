import {
  COACHING_PATH,
  NOTIFICATION_SETTINGS_PATH,
  PRIVACY_NOTICE_PATH,
  TERMS_PATH,
} from '../../../schema/contract/product.ts';
import { SIGN_IN_PAGE_PATH } from '../../../schema/contract/return-path-rules.ts';

/** Every screen's path (spec section 2, route table). Links and the router read from here. */
export const paths = {
  home: '/',
  mentors: '/mentors',
  becomeMentor: '/become-mentor',
  coaching: COACHING_PATH,
  completeProfile: '/complete-profile',
  journeys: '/journeys',
  community: '/community',
  successStories: '/success-stories',
  submitStory: '/submit-story',
  aiIncomeAdvisor: '/ai-income-advisor',
  events: '/events',
  groupSessions: '/group-sessions',
  coachingChat: '/coaching-chat',
  complaintForm: '/complaint-form',
  // Readers of a translated page suggest a better wording (the language picker links here).
  suggestWording: '/suggest-wording',
  // POPIA (decision 020): the privacy notice, and where a deleted account lands (signed out).
  privacy: PRIVACY_NOTICE_PATH,
  // What members agree to at sign-up.
  terms: TERMS_PATH,
  accountDeleted: '/account-deleted',
  // Signed-in users only (spec section 2); visitors are asked to sign in (app/routes/gated-routes.tsx).
  editProfile: '/edit-profile',
  freedomResources: '/freedom-resources',
  calendarManagement: '/calendar-management',
  notificationSettings: NOTIFICATION_SETTINGS_PATH,
  // Admins only: visitors are asked to sign in, other members told it is not for them.
  admin: '/admin',
} as const;

/** The welcome page's step where someone under 18 asks a parent or guardian to agree (decision 021). */
export const guardianStepPath = `${paths.completeProfile}?step=guardian`;

/** Server pages reached by full-page navigation, never by the SPA router. */
export const LOGIN_PATH = SIGN_IN_PAGE_PATH;
export const SIGNUP_PATH = '/api/login?mode=signup';
export const LOGOUT_PATH = '/api/logout';
