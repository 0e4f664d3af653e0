import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from './current-user.ts';
import { takeRedirectAfterLogin } from './login.ts';

/**
 * After login: once the user is known to be signed in, a saved same-site target is removed from
 * session storage and visited (spec section 2). Anything else is dropped.
 */
export function useRedirectAfterLogin(): void {
  const { isSignedIn } = useCurrentUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isSignedIn) return;
    const target = takeRedirectAfterLogin();
    if (target) void navigate(target, { replace: true });
  }, [isSignedIn, navigate]);
}
