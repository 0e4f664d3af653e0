import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { SIGN_IN_PROMPTS, type SignInPrompt } from '../../../../schema/contract/sign-in-prompts.ts';
import { LOGIN_PATH } from '../paths.ts';
import { toast } from '../toast.ts';
import { saveRedirectAfterLogin } from './login.ts';

export { SIGN_IN_PROMPTS, type SignInPrompt } from '../../../../schema/contract/sign-in-prompts.ts';

/** What a visitor reads on `/edit-profile`, under 'Access Required' and above its Sign In button (spec section 2). */
export const EDIT_PROFILE_SIGN_IN_TEXT = msg`Please sign in to edit your profile.`;

const AUTHENTICATION_REQUIRED = msg`Authentication Required`;

/**
 * Each prompt's words as messages of the catalog, so the toast speaks the page's language: the contract keeps the
 * English (the Worker's sign-in page reads it too), and the catalog's English is the same, word for word.
 */
const PROMPT_TEXTS = new Map<SignInPrompt, { title: MessageDescriptor; description: MessageDescriptor }>([
  [
    SIGN_IN_PROMPTS.mentors,
    { title: AUTHENTICATION_REQUIRED, description: msg`Please sign in to access mentors and join group sessions.` },
  ],
  [
    SIGN_IN_PROMPTS.events,
    {
      title: msg`Join ${PRODUCT_NAME} to Continue`,
      description: msg`Please sign in to register for events or to propose your own.`,
    },
  ],
  [
    SIGN_IN_PROMPTS.ai,
    {
      title: AUTHENTICATION_REQUIRED,
      description: msg`Please sign in to use the AI Income Advisor and the template generator.`,
    },
  ],
  [
    SIGN_IN_PROMPTS.story,
    { title: msg`Login Required`, description: msg`Please log in to submit your success story.` },
  ],
  [
    SIGN_IN_PROMPTS.coachingChat,
    { title: AUTHENTICATION_REQUIRED, description: msg`Please sign in to chat one-on-one with your coach.` },
  ],
  [
    SIGN_IN_PROMPTS.calendar,
    { title: AUTHENTICATION_REQUIRED, description: msg`Please sign in to manage the group sessions you host.` },
  ],
  [
    SIGN_IN_PROMPTS.notificationSettings,
    { title: AUTHENTICATION_REQUIRED, description: msg`Please sign in to choose how we remind you.` },
  ],
  [
    SIGN_IN_PROMPTS.admin,
    {
      title: AUTHENTICATION_REQUIRED,
      description: msg`Please sign in with an administrator account to open the admin console.`,
    },
  ],
  [
    SIGN_IN_PROMPTS.resources,
    { title: msg`Access Restricted`, description: msg`Please sign in to access Freedom Seeking Resources` },
  ],
]);

/** A prompt's title and description in the page's language, for a screen that shows them itself. */
export function signInPromptTexts(prompt: SignInPrompt, i18n: I18n): { title: string; description: string } {
  const texts = PROMPT_TEXTS.get(prompt);
  return {
    title: texts ? i18n._(texts.title) : prompt.title,
    description: texts ? i18n._(texts.description) : prompt.description,
  };
}

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
    const texts = PROMPT_TEXTS.get(prompt);
    toast({
      title: texts?.title ?? prompt.title,
      description: texts?.description ?? prompt.description,
      variant: 'destructive',
    });
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
