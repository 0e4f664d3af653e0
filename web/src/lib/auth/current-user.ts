import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../schema/contract/auth.ts';
import { answerOrNullWhenSignedOut, api } from '../api-client.ts';
import { looksLikeBootstrap, primeMemberQueries } from './bootstrap.ts';

/** The current-user query's key names the account's own route; its answer comes from the bootstrap (bootstrap.ts). */
export const currentUserQueryKey = [api.auth.user.$path()] as const;

/**
 * Who is signed in, from GET /api/bootstrap (a 401 means signed out; any other failure is logged and also ends as
 * null). With the query client, the answer's other parts (mentor status, mentee profile) fill their own queries.
 */
export async function fetchCurrentUser({
  signal,
  client,
}: { signal?: AbortSignal; client?: QueryClient } = {}): Promise<CurrentUser | null> {
  try {
    const answer = await answerOrNullWhenSignedOut(api.bootstrap.$get(undefined, { init: { signal } }));
    if (!looksLikeBootstrap(answer)) return null;
    if (client) primeMemberQueries(client, answer);
    return answer.user;
  } catch (error) {
    console.warn('Could not check who is signed in; continuing signed out.', error);
    return null;
  }
}

export const currentUserQueryOptions = {
  queryKey: currentUserQueryKey,
  queryFn: ({ signal, client }: { signal: AbortSignal; client: QueryClient }) => fetchCurrentUser({ signal, client }),
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
