import { LOGIN_PATH } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { saveRedirectAfterLogin } from '../auth/login.ts';

/** Spec section 8, word for word. */
export const AUTH_REQUIRED_TITLE = 'Authentication Required';
export const AUTH_REQUIRED_DESCRIPTION = 'Please sign in to access mentors and join group sessions.';
/** Spec section 9: the authentication toast sends the visitor to login after 1000 ms. */
export const SIGN_IN_REDIRECT_DELAY_MS = 1000;

let redirecting = false;

/**
 * A visitor tried to use mentors or sessions: remember where they were going, say why, then go to login
 * (a full-page navigation) after 1 s. Repeated taps during that second change nothing.
 */
export function promptSignIn(
  returnTo: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): void {
  if (redirecting) return;
  redirecting = true;
  saveRedirectAfterLogin(returnTo);
  toast({ title: AUTH_REQUIRED_TITLE, description: AUTH_REQUIRED_DESCRIPTION, variant: 'destructive' });
  setTimeout(() => {
    redirecting = false;
    navigate(LOGIN_PATH);
  }, SIGN_IN_REDIRECT_DELAY_MS);
}
