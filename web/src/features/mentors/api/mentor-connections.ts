import { useQuery } from '@tanstack/react-query';
import type { MentorConnection } from '../../../../../schema/contract/mentors.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';

export const MENTOR_CONNECTIONS_URL = '/api/mentor-connections';
export const mentorConnectionsQueryKey = [MENTOR_CONNECTIONS_URL] as const;

export async function fetchMentorConnections(signal?: AbortSignal): Promise<MentorConnection[]> {
  const value = await apiGet<unknown>(MENTOR_CONNECTIONS_URL, { on401: 'returnNull', signal });
  return Array.isArray(value) ? (value as MentorConnection[]) : [];
}

/** `GET /api/mentor-connections`, only when signed in (spec section 7): the Mentorship Space block. */
export function useMentorConnections() {
  const { isSignedIn } = useCurrentUser();
  return useQuery({
    queryKey: mentorConnectionsQueryKey,
    queryFn: ({ signal }) => fetchMentorConnections(signal),
    enabled: isSignedIn,
  });
}
