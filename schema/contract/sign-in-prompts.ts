// What a visitor is told when something needs an account (spec sections 4, 6, 8 and 9): on the screen that needs it,
// and on the sign-in page the Worker sends them to from a page only for members.
import { OPPORTUNITY_MESSAGES, RESOURCES_REDIRECT_MS } from './opportunities-rules.ts';
import { NOTIFICATION_SETTINGS_PATH, PRODUCT_NAME } from './product.ts';

/** What a gated screen says to a visitor before sending them to sign in (spec sections 6, 8 and 9). */
export type SignInPrompt = { title: string; description: string; delayMs: number };

export const SIGN_IN_PROMPTS = {
  /** Mentors and group sessions. */
  mentors: {
    title: 'Authentication Required',
    description: 'Please sign in to access mentors and join group sessions.',
    delayMs: 1000,
  },
  /** Registering for events and proposing one. */
  events: {
    title: `Join ${PRODUCT_NAME} to Continue`,
    description: 'Please sign in to register for events or to propose your own.',
    delayMs: 1000,
  },
  /** The AI income advisor and the template generators (the pages are public, the answers need an account). */
  ai: {
    title: 'Authentication Required',
    description: 'Please sign in to use the AI Income Advisor and the template generator.',
    delayMs: 1000,
  },
  /** /submit-story. */
  story: { title: 'Login Required', description: 'Please log in to submit your success story.', delayMs: 1500 },
  /** /coaching-chat. */
  coachingChat: {
    title: 'Authentication Required',
    description: 'Please sign in to chat one-on-one with your coach.',
    delayMs: 1000,
  },
  /** /calendar-management (spec sections 4 and 9: the authentication toast, then sign in after 1000 ms). */
  calendar: {
    title: 'Authentication Required',
    description: 'Please sign in to manage the group sessions you host.',
    delayMs: 1000,
  },
  /** /notification-settings: where reminders reach a member. */
  notificationSettings: {
    title: 'Authentication Required',
    description: 'Please sign in to choose how we remind you.',
    delayMs: 1000,
  },
  /** /admin: sign in first; the console then checks the role. */
  admin: {
    title: 'Authentication Required',
    description: 'Please sign in with an administrator account to open the admin console.',
    delayMs: 1000,
  },
  /** /freedom-resources (spec sections 8 and 9: 'Access Restricted', then sign in after 1000 ms). */
  resources: {
    title: OPPORTUNITY_MESSAGES.accessRestricted,
    description: OPPORTUNITY_MESSAGES.accessRestrictedText,
    delayMs: RESOURCES_REDIRECT_MS,
  },
} as const satisfies Record<string, SignInPrompt>;

/**
 * The pages only for members, each with what the sign-in page says to a visitor the Worker sends there from it (its
 * return address): the same words the page's own prompt says when the app sends them. The Worker's redirect reads
 * its list of pages from here too (web/src/server/rendered-paths.ts), so the two cannot drift apart.
 */
const PROMPT_OF_MEMBERS_PAGE: Record<string, SignInPrompt> = {
  '/group-sessions': SIGN_IN_PROMPTS.mentors,
  '/freedom-resources': SIGN_IN_PROMPTS.resources,
  '/calendar-management': SIGN_IN_PROMPTS.calendar,
  [NOTIFICATION_SETTINGS_PATH]: SIGN_IN_PROMPTS.notificationSettings,
  '/admin': SIGN_IN_PROMPTS.admin,
  '/coaching-chat': SIGN_IN_PROMPTS.coachingChat,
  '/submit-story': SIGN_IN_PROMPTS.story,
};

/** The paths of the pages only for members (lower case, no trailing slash). */
// Marked pure: the app's first script uses the prompts, not this list, and should not carry it.
export const MEMBERS_ONLY_PATHS: readonly string[] = /* @__PURE__ */ Object.keys(PROMPT_OF_MEMBERS_PAGE);

/** The prompt of the members' page a return address (a same-site path, maybe with a query) leads back to, if any. */
export function signInPromptFor(returnTo: string | null | undefined): SignInPrompt | null {
  const path = returnTo?.split(/[?#]/)[0]?.toLowerCase().replace(/\/$/, '');
  return (path && PROMPT_OF_MEMBERS_PAGE[path]) || null;
}
