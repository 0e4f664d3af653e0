import { OPPORTUNITY_MESSAGES, RESOURCES_REDIRECT_MS } from '../../../../schema/contract/opportunities-rules.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { LOGIN_PATH } from '../paths.ts';
import { toast } from '../toast.ts';
import { saveRedirectAfterLogin } from './login.ts';

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

/** What a visitor reads on `/edit-profile`, under 'Access Required' and above its Sign In button (spec section 2). */
export const EDIT_PROFILE_SIGN_IN_TEXT = 'Please sign in to edit your profile.';

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * A visitor reached something that needs an account: remember where they were going, say why, then go to
 * login (a full-page navigation) after the prompt's delay. Repeated taps meanwhile change nothing. Returns a
 * cancel function, for a screen the visitor leaves before the delay is over.
 */
export function promptSignIn(
  prompt: SignInPrompt,
  returnTo: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): () => void {
  if (pending === undefined) {
    saveRedirectAfterLogin(returnTo);
    toast({ title: prompt.title, description: prompt.description, variant: 'destructive' });
    pending = setTimeout(() => {
      pending = undefined;
      navigate(LOGIN_PATH);
    }, prompt.delayMs);
  }
  return () => {
    clearTimeout(pending);
    pending = undefined;
  };
}
