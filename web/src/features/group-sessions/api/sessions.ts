import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { Page } from '../../../../../schema/contract/pagination.ts';
import type {
  CreateGroupSessionInput,
  GroupSession,
  MySessionEntry,
  RateSessionInput,
  UpdateGroupSessionInput,
} from '../../../../../schema/contract/sessions.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { dashboardQueryKey, invalidateDashboard } from '../../../lib/api/dashboard.ts';
import { invalidateMentorConnections } from '../../../lib/api/mentor-connections.ts';
import { itemPageQuery } from '../../../lib/api/item-page-query.ts';
import { byId, itemQuery, pagedQuery } from '../../../lib/api/read-query.ts';
import { useListPageSize } from '../../../lib/data-saver.tsx';
import { seatMutation } from '../../../lib/seat-mutation.ts';

/*
 * Every call about group sessions, one hook per endpoint. Every query key starts with the endpoint's path, so one
 * invalidation reaches them all; after a join, leave or edit the server's fresh copy of the session replaces the old one in every
 * cached list instead of reloading the lists (prepaid data: a join costs one small answer, not a page).
 */

const sessions = api['group-sessions'];
const sessionsPath = sessions.$path();
const optional = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? undefined : String(value);

/** Cards per page on the group sessions page and the calendar grid. */
export const SESSION_PAGE_SIZE = 12;

/**
 * `GET /api/group-sessions?upcoming=true[&mentorId=]`: the sessions people can still join, soonest first, in pages
 * of `limit` (smaller under data saver).
 */
export const sessionListQueryKey = (mentorId: number | null, limit: number) =>
  [sessionsPath, 'list', mentorId, limit] as const;

export function useSessionList(mentorId: number | null) {
  const limit = useListPageSize(SESSION_PAGE_SIZE);
  return useInfiniteQuery({
    ...pagedQuery(sessionListQueryKey(mentorId, limit), (cursor, signal) =>
      answerOf(
        sessions.$get(
          { query: { upcoming: 'true', mentorId: optional(mentorId), limit: String(limit), cursor } },
          { init: { signal } },
        ),
      ),
    ),
    // A new ?mentor= filter keeps the old cards on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/group-sessions/my-sessions`: the sessions the caller joined (upcoming first, then past ones). */
export const mySessionsQueryKey = [sessionsPath, 'mine'] as const;

export function useMySessions() {
  return useInfiniteQuery(
    pagedQuery(mySessionsQueryKey, (cursor, signal) =>
      answerOf(
        sessions['my-sessions'].$get({ query: { limit: String(SESSION_PAGE_SIZE), cursor } }, { init: { signal } }),
      ),
    ),
  );
}

/** One page of `GET /api/group-sessions/mentor/{mentorId}`: 404 'Mentor not found.' for an unknown mentor. */
function fetchMentorSessions(
  mentorId: number,
  page: { limit?: number; cursor?: string | null } = {},
  signal?: AbortSignal,
) {
  return answerOf(
    sessions.mentor[':mentorId'].$get(
      {
        param: { mentorId: String(mentorId) },
        query: { limit: String(page.limit ?? SESSION_PAGE_SIZE), cursor: optional(page.cursor) },
      },
      { init: { signal } },
    ),
  );
}

/** `GET /api/group-sessions/mentor/{mentorId}`: one mentor's sessions, upcoming first, then the rest. */
export const mentorSessionsQueryKey = (mentorId: number) => [sessionsPath, 'mentor', mentorId] as const;

export function useMentorSessions(mentorId: number) {
  return useInfiniteQuery(
    pagedQuery(mentorSessionsQueryKey(mentorId), (cursor, signal) => fetchMentorSessions(mentorId, { cursor }, signal)),
  );
}

/**
 * A mentor's name for the `?mentor=` filter, from their latest session (null when they never hosted one): one
 * small read of the same endpoint (`limit=1`), so its key sits under that endpoint's.
 */
export function useMentorName(mentorId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...mentorSessionsQueryKey(mentorId), 'name'] as const,
    queryFn: async ({ signal }) =>
      (await fetchMentorSessions(mentorId, { limit: 1 }, signal)).items[0]?.mentor.name ?? null,
    enabled,
  });
}

/** `GET /api/group-sessions/{id}`: one session (share links open `/group-sessions?session={id}`). */
export function useSession(id: number) {
  return useQuery(itemQuery(sessions, id));
}

/** The same read for the session's own page: null when there is no such session. */
export function useSessionPage(id: number) {
  return useQuery(itemPageQuery(sessions, id));
}

/** Reads a session again and puts the fresh copy in every list (its seats or rating have just changed). */
async function refreshSession(client: QueryClient, id: number): Promise<void> {
  const fresh = await client.fetchQuery({ ...itemQuery(sessions, id), staleTime: 0 });
  applySessionChange(client, fresh);
}

/** `GET /api/group-sessions/{id}/participants` (the host or an admin). */
export const participantsQueryKey = (id: number) => [sessionsPath, 'participants', id] as const;

export function useSessionParticipants(id: number) {
  return useQuery({
    queryKey: participantsQueryKey(id),
    queryFn: async ({ signal }) =>
      (await answerOf(sessions[':id'].participants.$get(byId(id), { init: { signal } }))).items,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

/**
 * `POST /api/group-sessions/{id}/join`: 201 a new seat, 200 already registered; 409 'Session Full'. A seat also
 * connects the member with the host (decision 014). After a refusal the seat count has probably moved (a full
 * session), so the session is read again.
 */
export const useJoinSession = seatMutation({
  send: (id: number) => sessions[':id'].join.$post(byId(id)),
  apply: (client, fresh) => {
    applySessionChange(client, fresh);
    invalidateMentorConnections(client);
  },
  reread: refreshSession,
});

/** `DELETE /api/group-sessions/{id}/join`: frees the seat (idempotent). */
export const useLeaveSession = seatMutation({
  send: (id: number) => sessions[':id'].join.$delete(byId(id)),
  apply: applySessionChange,
});

/**
 * `POST /api/group-sessions/{id}/waitlist`: 201 in line (or a free seat taken, which also connects the member with
 * the host), 200 unchanged. After a refusal the session is read again, as after a refused join.
 */
export const useJoinSessionWaitlist = seatMutation({
  send: (id: number) => sessions[':id'].waitlist.$post(byId(id)),
  apply: (client, fresh) => {
    applySessionChange(client, fresh);
    if (fresh.isRegistered) invalidateMentorConnections(client);
  },
  reread: refreshSession,
});

/** `DELETE /api/group-sessions/{id}/waitlist`: leaves the line (idempotent). */
export const useLeaveSessionWaitlist = seatMutation({
  send: (id: number) => sessions[':id'].waitlist.$delete(byId(id)),
  apply: applySessionChange,
});

/** `POST /api/group-sessions/{id}/cancel` (the host or an admin): participants and everyone waiting are told. */
export function useCancelSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => answerOf(sessions[':id'].cancel.$post(byId(id))),
    onSuccess: (fresh) => applySessionChange(client, fresh),
  });
}

/** `POST /api/group-sessions` (mentors only): 201 with the new session; every list may show it. */
export function useCreateSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGroupSessionInput) => answerOf(sessions.$post({ json: input })),
    // Not awaited: the dialog closes at once while the lists reload behind it.
    onSuccess: () => invalidateSessionLists(client),
  });
}

/** `PATCH /api/group-sessions/{id}` (the host only): the changed fields. */
export function useUpdateSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateGroupSessionInput }) =>
      answerOf(sessions[':id'].$patch({ ...byId(id), json: changes })),
    onSuccess: (fresh) => applySessionChange(client, fresh),
  });
}

/** `DELETE /api/group-sessions/{id}` (the host or an admin): participants get an in-app notice. */
export function useDeleteSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => answerOf(sessions[':id'].$delete(byId(id))),
    onSuccess: () => invalidateSessionLists(client),
  });
}

/** `POST /api/group-sessions/{id}/rating`: once, by a participant, after the session ended. */
export function useRateSession(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RateSessionInput) => answerOf(sessions[':id'].rating.$post({ ...byId(id), json: input })),
    // The answer holds the rating only: the session's new average comes from reading it again.
    onSuccess: () => refreshSession(client, id),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Keeping the caches true without reloading them

type Cached = GroupSession | InfiniteData<Page<GroupSession | MySessionEntry>> | { sessions?: GroupSession[] };

function replaceIn(data: Cached | undefined, session: GroupSession): Cached | undefined {
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data && Array.isArray(data.pages)) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => {
          if ('sessionId' in item) return item.sessionId === session.id ? { ...item, session } : item;
          return item.id === session.id ? session : item;
        }),
      })),
    };
  }
  if ('sessions' in data && Array.isArray(data.sessions)) {
    return { ...data, sessions: data.sessions.map((s) => (s.id === session.id ? session : s)) };
  }
  if ('id' in data && data.id === session.id) return session;
  return data;
}

/**
 * Puts the server's fresh copy of a session into every cached list and the dashboard, then marks the lists whose
 * membership may have changed (my sessions, the dashboard's numbers) stale: only the ones on screen reload.
 */
function applySessionChange(client: QueryClient, session: GroupSession): void {
  client.setQueriesData<Cached>({ queryKey: [sessionsPath] }, (data) => replaceIn(data, session));
  client.setQueryData<Cached>(dashboardQueryKey, (data) => replaceIn(data, session));
  void client.invalidateQueries({ queryKey: mySessionsQueryKey });
  void invalidateDashboard(client);
}

/** After a create or delete: every session list (and the dashboard) may have changed. Not awaited. */
function invalidateSessionLists(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: [sessionsPath] });
  void invalidateDashboard(client);
}
