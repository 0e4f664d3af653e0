import { useCallback } from 'react';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { promptSignIn, SIGN_IN_PROMPTS } from '../../lib/auth/sign-in-prompt.ts';
import { paths } from '../../lib/paths.ts';

/**
 * Visitors may look around the advisor; asking needs an account. The returned check is true for a member; for a
 * visitor it brings the sign-in prompt (then sign-in, and back to the advisor) and is false.
 */
export function useEnsureSignedIn(): () => boolean {
  const { isSignedIn } = useCurrentUser();
  return useCallback(() => {
    if (!isSignedIn) promptSignIn(SIGN_IN_PROMPTS.ai, paths.aiIncomeAdvisor);
    return isSignedIn;
  }, [isSignedIn]);
}
