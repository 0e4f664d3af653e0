import { msg } from '@lingui/core/macro';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from './api-client.ts';
import { LOGIN_PATH } from './paths.ts';
import { toast } from './toast.ts';

/** Spec section 9: the 401 handling redirects to login after 0.5 s. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
export const LOGGED_OUT_MESSAGE = msg`You are logged out. Logging in again...`;

/**
 * The spec's special 401 rule, shared by reads and writes: say so, then log in again after 0.5 s.
 * Several calls failing at once give one toast and one redirect. Returns whether the error was handled.
 */
export function createUnauthorizedHandler(
  navigate: (url: string) => void = (url) => window.location.assign(url),
): (error: unknown) => boolean {
  let redirecting = false;
  return (error) => {
    if (!isUnauthorizedError(error)) return false;
    if (redirecting) return true;
    redirecting = true;
    toast({ title: LOGGED_OUT_MESSAGE, variant: 'destructive' });
    setTimeout(() => navigate(LOGIN_PATH), UNAUTHORIZED_REDIRECT_DELAY_MS);
    return true;
  };
}

export function createQueryClient(onUnauthorized = createUnauthorizedHandler()): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => void onUnauthorized(error) }),
    mutationCache: new MutationCache({ onError: (error) => void onUnauthorized(error) }),
    defaultOptions: {
      queries: {
        // Reads are never stale, never refetched on focus, never polled, never retried (spec section 7).
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
