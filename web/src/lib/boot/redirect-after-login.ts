/** lib/auth/login.ts's key for the page to go back to after login, named again here: the entry shares no module with the app. */
export const SAVED_RETURN_KEY = 'redirectAfterLogin';

/**
 * Whether a page asked, before sending the member to sign in, to be taken back to it. The entry looks: the page the
 * sign-in lands on arrives rendered and would start the app only on the first tap, but only the app goes back there,
 * so it starts at once.
 */
export function redirectAfterLoginIsWaiting(storage?: Pick<Storage, 'getItem'>): boolean {
  try {
    return (storage ?? window.sessionStorage).getItem(SAVED_RETURN_KEY) !== null;
  } catch {
    // Storage switched off (some private modes): nothing was saved.
    return false;
  }
}
