import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../schema/contract/auth.ts';
import { apiGet } from '../api-client.ts';

export const CURRENT_USER_URL = '/api/auth/user';
export const currentUserQueryKey = [CURRENT_USER_URL] as const;

/**
 * A light structural check instead of the zod schema: zod must stay out of the landing chunk.
 * Anything that is not a user is treated as signed out.
 */
function looksLikeUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && typeof user.firstName === 'string';
}

/** GET /api/auth/user: a 401 means signed out; any other failure is logged and also ends as null. */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  try {
    const user = await apiGet<unknown>(CURRENT_USER_URL, { on401: 'returnNull', signal });
    return looksLikeUser(user) ? user : null;
  } catch (error) {
    console.warn('Could not check who is signed in; continuing signed out.', error);
    return null;
  }
}

export const currentUserQueryOptions = {
  queryKey: currentUserQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCurrentUser({ signal }),
};

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True until the first answer (the app shows a spinner where sign-in matters). */
  isLoading: boolean;
  isSignedIn: boolean;
}

export function useCurrentUser(): CurrentUserState {
  const { data, isPending } = useQuery(currentUserQueryOptions);
  const user = data ?? null;
  return { user, isLoading: isPending, isSignedIn: user !== null };
}
