import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachingConnection, CoachSummary } from '../../../../../schema/contract/coaching-rules.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';

export const CONNECTIONS_URL = '/api/coaching-connections';
export const connectionsQueryKey = [CONNECTIONS_URL] as const;
export const COACHES_URL = '/api/coaching/coaches';
export const coachesQueryKey = [COACHES_URL] as const;

/** `GET /api/coaching-connections`: the caller's connections, on both sides (spec: the coaching chat list). */
export function useCoachingConnections() {
  const { isSignedIn } = useCurrentUser();
  return useQuery({
    queryKey: connectionsQueryKey,
    queryFn: ({ signal }) => apiJson<CoachingConnection[]>('GET', CONNECTIONS_URL, undefined, { signal }),
    enabled: isSignedIn,
  });
}

/** `GET /api/coaching/coaches`: the coaches a subscriber can choose, with the caller's connection to each. */
export function useCoaches({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: coachesQueryKey,
    queryFn: ({ signal }) => apiJson<CoachSummary[]>('GET', COACHES_URL, undefined, { signal }),
    enabled,
  });
}

/**
 * Reads the list and the coaches again after a change, without waiting for them: the screen's own callbacks
 * (toast, opening the conversation) must run while the button that asked is still there, and the fresh list can
 * take that button away (an accepted request has no Accept button).
 */
function useRefreshConnections() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
    void queryClient.invalidateQueries({ queryKey: coachesQueryKey });
  };
}

/** `POST /api/coaching-connections` { mentorId }: a subscriber asks a coach (pending until the coach accepts). */
export function useRequestCoach() {
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: (mentorId: number) => apiJson<CoachingConnection>('POST', CONNECTIONS_URL, { mentorId }),
    onSuccess: refresh,
  });
}

/** `POST /api/coaching-connections/{id}/accept` (the coach only). */
export function useAcceptConnection() {
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: (connectionId: number) =>
      apiJson<CoachingConnection | undefined>('POST', `${CONNECTIONS_URL}/${connectionId}/accept`),
    onSuccess: refresh,
  });
}

/** `POST /api/coaching-connections/{id}/end` (either side). */
export function useEndConnection() {
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: (connectionId: number) =>
      apiJson<CoachingConnection | undefined>('POST', `${CONNECTIONS_URL}/${connectionId}/end`),
    onSuccess: refresh,
  });
}

/** `POST /api/coaching-connections/{id}/read`: the caller has seen the conversation; its badge clears at once. */
export function useMarkConnectionRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: number) => apiJson<unknown>('POST', `${CONNECTIONS_URL}/${connectionId}/read`),
    onSuccess: (_answer, connectionId) =>
      queryClient.setQueryData<CoachingConnection[]>(connectionsQueryKey, (connections) =>
        connections?.map((connection) =>
          connection.id === connectionId ? { ...connection, unreadCount: 0 } : connection,
        ),
      ),
  });
}

/** Reloads the list (a status may have changed on the other side: accepted, ended). */
export function useReloadConnections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
}
