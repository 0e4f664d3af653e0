import {
  keepPreviousData,
  queryOptions,
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
  DeletedGroupSession,
  GroupSession,
  MySessionEntry,
  RateSessionInput,
  SessionParticipant,
  SessionRating,
  UpdateGroupSessionInput,
} from '../../../../../schema/contract/sessions.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { dashboardQueryKey } from '../../../lib/api/dashboard.ts';
import { invalidateMentorConnections } from '../../../lib/api/mentor-connections.ts';
import { useListPageSize } from '../../../lib/data-saver.tsx';
import { seatMutation } from '../../../lib/seat-mutation.ts';

/*
 * Every call about group sessions, one hook per endpoint. Every query key starts with GROUP_SESSIONS_URL, so one
 * invalidation reaches them all; after a join, leave or edit the server's fresh copy of the session replaces the old one in every
 * cached list instead of reloading the lists (prepaid data: a join costs one small answer, not a page).
 */

export const GROUP_SESSIONS_URL = '/api/group-sessions';
/** The dashboard's key (features/dashboard): it shows sessions and counts seats, so it follows every change. */

/** Cards per page on the group sessions page and the calendar grid. */
export const SESSION_PAGE_SIZE = 12;

/** A light shape check instead of the contract's zod schema (zod stays out of the browser bundle). */
function asPage<T>(value: unknown): Page<T> {
  const page = value as Partial<Page<T>> | null;
  if (!page || typeof page !== 'object' || !Array.isArray(page.items)) {
    throw new Error('The session list had an unexpected shape.');
  }
  return {
    items: page.items,
    nextCursor: typeof page.nextCursor === 'string' && page.nextCursor ? page.nextCursor : null,
  };
}

function withQuery(path: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The URL of one page of `GET /api/group-sessions` (upcoming only, optionally one mentor's). */
function sessionListUrl(filters: { mentorId: number | null }, cursor: string | null, limit = SESSION_PAGE_SIZE) {
  return withQuery(GROUP_SESSIONS_URL, { upcoming: true, mentorId: filters.mentorId, limit, cursor });
}

/**
 * `GET /api/group-sessions?upcoming=true[&mentorId=]`: the sessions people can still join, soonest first, in pages
 * of `limit` (smaller under data saver).
 */
export const sessionListQueryKey = (mentorId: number | null, limit: number) =>
  [GROUP_SESSIONS_URL, 'list', mentorId, limit] as const;

export function useSessionList(mentorId: number | null) {
  const limit = useListPageSize(SESSION_PAGE_SIZE);
  return useInfiniteQuery({
    queryKey: sessionListQueryKey(mentorId, limit),
    queryFn: async ({ pageParam, signal }) =>
      asPage<GroupSession>(await apiJson('GET', sessionListUrl({ mentorId }, pageParam, limit), undefined, { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<GroupSession>) => last.nextCursor ?? undefined,
    // A new ?mentor= filter keeps the old cards on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/group-sessions/my-sessions`: the sessions the caller joined (upcoming first, then past ones). */
export const mySessionsQueryKey = [GROUP_SESSIONS_URL, 'mine'] as const;

export function useMySessions() {
  return useInfiniteQuery({
    queryKey: mySessionsQueryKey,
    queryFn: async ({ pageParam, signal }) =>
      asPage<MySessionEntry>(
        await apiJson(
          'GET',
          withQuery(`${GROUP_SESSIONS_URL}/my-sessions`, { limit: SESSION_PAGE_SIZE, cursor: pageParam }),
          undefined,
          { signal },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<MySessionEntry>) => last.nextCursor ?? undefined,
  });
}

/** One page of `GET /api/group-sessions/mentor/{mentorId}`: 404 'Mentor not found.' for an unknown mentor. */
async function fetchMentorSessions(
  mentorId: number,
  page: { limit?: number; cursor?: string | null } = {},
  signal?: AbortSignal,
): Promise<Page<GroupSession>> {
  const url = withQuery(`${GROUP_SESSIONS_URL}/mentor/${mentorId}`, {
    limit: page.limit ?? SESSION_PAGE_SIZE,
    cursor: page.cursor,
  });
  return asPage<GroupSession>(await apiJson('GET', url, undefined, { signal }));
}

/** `GET /api/group-sessions/mentor/{mentorId}`: one mentor's sessions, upcoming first, then the rest. */
export const mentorSessionsQueryKey = (mentorId: number) => [GROUP_SESSIONS_URL, 'mentor', mentorId] as const;

export function useMentorSessions(mentorId: number) {
  return useInfiniteQuery({
    queryKey: mentorSessionsQueryKey(mentorId),
    queryFn: ({ pageParam, signal }) => fetchMentorSessions(mentorId, { cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<GroupSession>) => last.nextCursor ?? undefined,
  });
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
export const sessionQueryKey = (id: number) => [GROUP_SESSIONS_URL, 'one', id] as const;

function sessionQueryOptions(id: number) {
  return queryOptions({
    queryKey: sessionQueryKey(id),
    queryFn: ({ signal }) => apiJson<GroupSession>('GET', `${GROUP_SESSIONS_URL}/${id}`, undefined, { signal }),
  });
}

export function useSession(id: number) {
  return useQuery(sessionQueryOptions(id));
}

/** Reads a session again and puts the fresh copy in every list (its seats or rating have just changed). */
async function refreshSession(client: QueryClient, id: number): Promise<void> {
  const fresh = await client.fetchQuery({ ...sessionQueryOptions(id), staleTime: 0 });
  applySessionChange(client, fresh);
}

/** `GET /api/group-sessions/{id}/participants` (the host or an admin). */
export const participantsQueryKey = (id: number) => [GROUP_SESSIONS_URL, 'participants', id] as const;

export function useSessionParticipants(id: number) {
  return useQuery({
    queryKey: participantsQueryKey(id),
    queryFn: async ({ signal }) =>
      asPage<SessionParticipant>(
        await apiJson('GET', `${GROUP_SESSIONS_URL}/${id}/participants`, undefined, { signal }),
      ).items,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

/**
 * `POST /api/group-sessions/{id}/join`: 201 a new seat, 200 already registered; 409 'Session Full'. A seat also
 * connects the member with the host (decision 014). After a refusal the seat count has probably moved (a full
 * session), so the session is read again.
 */
export const useJoinSession = seatMutation<GroupSession>({
  method: 'POST',
  path: (id) => `${GROUP_SESSIONS_URL}/${id}/join`,
  apply: (client, fresh) => {
    applySessionChange(client, fresh);
    invalidateMentorConnections(client);
  },
  reread: refreshSession,
});

/** `DELETE /api/group-sessions/{id}/join`: frees the seat (idempotent). */
export const useLeaveSession = seatMutation<GroupSession>({
  method: 'DELETE',
  path: (id) => `${GROUP_SESSIONS_URL}/${id}/join`,
  apply: applySessionChange,
});

/**
 * `POST /api/group-sessions/{id}/waitlist`: 201 in line (or a free seat taken, which also connects the member with
 * the host), 200 unchanged. After a refusal the session is read again, as after a refused join.
 */
export const useJoinSessionWaitlist = seatMutation<GroupSession>({
  method: 'POST',
  path: (id) => `${GROUP_SESSIONS_URL}/${id}/waitlist`,
  apply: (client, fresh) => {
    applySessionChange(client, fresh);
    if (fresh.isRegistered) invalidateMentorConnections(client);
  },
  reread: refreshSession,
});

/** `DELETE /api/group-sessions/{id}/waitlist`: leaves the line (idempotent). */
export const useLeaveSessionWaitlist = seatMutation<GroupSession>({
  method: 'DELETE',
  path: (id) => `${GROUP_SESSIONS_URL}/${id}/waitlist`,
  apply: applySessionChange,
});

/** `POST /api/group-sessions/{id}/cancel` (the host or an admin): participants and everyone waiting are told. */
export function useCancelSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<GroupSession>('POST', `${GROUP_SESSIONS_URL}/${id}/cancel`),
    onSuccess: (fresh) => applySessionChange(client, fresh),
  });
}

/** `POST /api/group-sessions` (mentors only): 201 with the new session; every list may show it. */
export function useCreateSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGroupSessionInput) => apiJson<GroupSession>('POST', GROUP_SESSIONS_URL, input),
    // Not awaited: the dialog closes at once while the lists reload behind it.
    onSuccess: () => void invalidateSessionLists(client),
  });
}

/** `PATCH /api/group-sessions/{id}` (the host only): the changed fields. */
export function useUpdateSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateGroupSessionInput }) =>
      apiJson<GroupSession>('PATCH', `${GROUP_SESSIONS_URL}/${id}`, changes),
    onSuccess: (fresh) => applySessionChange(client, fresh),
  });
}

/** `DELETE /api/group-sessions/{id}` (the host or an admin): participants get an in-app notice. */
export function useDeleteSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<DeletedGroupSession>('DELETE', `${GROUP_SESSIONS_URL}/${id}`),
    onSuccess: () => void invalidateSessionLists(client),
  });
}

/** `POST /api/group-sessions/{id}/rating`: once, by a participant, after the session ended. */
export function useRateSession(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RateSessionInput) =>
      apiJson<SessionRating>('POST', `${GROUP_SESSIONS_URL}/${id}/rating`, input),
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
  client.setQueriesData<Cached>({ queryKey: [GROUP_SESSIONS_URL] }, (data) => replaceIn(data, session));
  client.setQueryData<Cached>(dashboardQueryKey, (data) => replaceIn(data, session));
  void client.invalidateQueries({ queryKey: mySessionsQueryKey });
  void client.invalidateQueries({ queryKey: dashboardQueryKey });
}

/** After a create or delete: every session list (and the dashboard) may have changed. */
function invalidateSessionLists(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [GROUP_SESSIONS_URL] }),
    client.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]).then(() => undefined);
}
