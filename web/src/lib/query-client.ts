import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet, isUnauthorizedError, type On401 } from './api-client.ts';
import { LOGIN_PATH } from './paths.ts';
import { toast } from './toast.ts';

/** Spec section 9: the 401 handling redirects to login after 0.5 s. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
export const LOGGED_OUT_MESSAGE = 'You are logged out. Logging in again...';

/**
 * The default read: GET on the first element of the query key, JSON answer.
 * Later keys (ids, filters) only separate cache entries.
 */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return ({ queryKey, signal }) => {
    const [url] = queryKey;
    if (typeof url !== 'string') throw new Error('The first element of a query key must be the URL to GET.');
    return apiGet<T>(url, { on401, signal });
  };
}

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
        queryFn: getQueryFn({ on401: 'throw' }),
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
