import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CoachingConnection } from '../../../../../schema/contract/coaching-rules.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { byId, readQuery } from '../../../lib/api/read-query.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';

const connections = api['coaching-connections'];
export const CONNECTIONS_URL = connections.$path();
const connectionsQuery = readQuery(connections);
export const connectionsQueryKey = connectionsQuery.queryKey;
const coachesQuery = readQuery(api.coaching.coaches);

/** `GET /api/coaching-connections`: the caller's connections, on both sides (spec: the coaching chat list). */
export function useCoachingConnections() {
  const { isSignedIn } = useCurrentUser();
  return useQuery({ ...connectionsQuery, enabled: isSignedIn });
}

/** `GET /api/coaching/coaches`: the coaches a subscriber can choose, with the caller's connection to each. */
export function useCoaches({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...coachesQuery, enabled });
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
    void queryClient.invalidateQueries({ queryKey: coachesQuery.queryKey });
  };
}

/** `POST /api/coaching-connections` { mentorId }: a subscriber asks a coach (pending until the coach accepts). */
export function useRequestCoach() {
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: (mentorId: number) => answerOf(connections.$post({ json: { mentorId } })),
    onSuccess: refresh,
  });
}

/** `POST /api/coaching-connections/{id}/accept` (the coach only). */
export function useAcceptConnection() {
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: (connectionId: number) => answerOf(connections[':id'].accept.$post(byId(connectionId))),
    onSuccess: refresh,
  });
}

/** `POST /api/coaching-connections/{id}/end` (either side). */
export function useEndConnection() {
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: (connectionId: number) => answerOf(connections[':id'].end.$post(byId(connectionId))),
    onSuccess: refresh,
  });
}

/** `POST /api/coaching-connections/{id}/read`: the caller has seen the conversation; its badge clears at once. */
export function useMarkConnectionRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: number) => answerOf(connections[':id'].read.$post(byId(connectionId))),
    onSuccess: (_answer, connectionId) =>
      queryClient.setQueryData<CoachingConnection[]>(connectionsQueryKey, (connections) =>
        connections?.map((connection) =>
          connection.id === connectionId ? { ...connection, unreadCount: 0 } : connection,
        ),
      ),
  });
}

/** Marks the list stale, read again while shown (a status may have changed on the other side: accepted, ended). */
export function invalidateConnections(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: connectionsQueryKey });
}

/** Reloads the list (a status may have changed on the other side: accepted, ended). */
export function useReloadConnections() {
  const queryClient = useQueryClient();
  return () => invalidateConnections(queryClient);
}
