import type { SignInPrompt } from '../../../../schema/contract/sign-in-prompts.ts';
import { LOGIN_PATH } from '../paths.ts';
import { toast } from '../toast.ts';
import { saveRedirectAfterLogin } from './login.ts';

export { SIGN_IN_PROMPTS, type SignInPrompt } from '../../../../schema/contract/sign-in-prompts.ts';

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
