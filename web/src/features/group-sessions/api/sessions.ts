import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
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

/*
 * Every call about group sessions. Every query key starts with GROUP_SESSIONS_URL, so one invalidation reaches
 * them all; after a join, leave or edit the server's fresh copy of the session replaces the old one in every
 * cached list instead of reloading the lists (prepaid data: a join costs one small answer, not a page).
 */

export const GROUP_SESSIONS_URL = '/api/group-sessions';
export const DASHBOARD_URL = '/api/dashboard';

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
export function sessionListUrl(filters: { mentorId: number | null }, cursor: string | null, limit = SESSION_PAGE_SIZE) {
  return withQuery(GROUP_SESSIONS_URL, { upcoming: true, mentorId: filters.mentorId, limit, cursor });
}

/** `GET /api/group-sessions?upcoming=true[&mentorId=]`: the sessions people can still join, soonest first. */
export function sessionListQueryOptions(filters: { mentorId: number | null }) {
  return infiniteQueryOptions({
    queryKey: [GROUP_SESSIONS_URL, 'list', filters.mentorId] as const,
    queryFn: async ({ pageParam, signal }) =>
      asPage<GroupSession>(await apiJson('GET', sessionListUrl(filters, pageParam), undefined, { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<GroupSession>) => last.nextCursor ?? undefined,
  });
}

/** `GET /api/group-sessions/my-sessions`: the sessions the caller joined (upcoming first, then past ones). */
export function mySessionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [GROUP_SESSIONS_URL, 'mine'] as const,
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
export async function fetchMentorSessions(
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
export function mentorSessionsQueryOptions(mentorId: number) {
  return infiniteQueryOptions({
    queryKey: [GROUP_SESSIONS_URL, 'mentor', mentorId] as const,
    queryFn: ({ pageParam, signal }) => fetchMentorSessions(mentorId, { cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<GroupSession>) => last.nextCursor ?? undefined,
  });
}

/** A mentor's name for the `?mentor=` filter: from their latest session (null when they never hosted one). */
export function mentorNameQueryOptions(mentorId: number) {
  return queryOptions({
    queryKey: [GROUP_SESSIONS_URL, 'mentor-name', mentorId] as const,
    queryFn: async ({ signal }) =>
      (await fetchMentorSessions(mentorId, { limit: 1 }, signal)).items[0]?.mentor.name ?? null,
  });
}

/** `GET /api/group-sessions/{id}`: one session (share links open `/group-sessions?session={id}`). */
export function sessionQueryOptions(id: number) {
  return queryOptions({
    queryKey: [GROUP_SESSIONS_URL, 'one', id] as const,
    queryFn: ({ signal }) => apiJson<GroupSession>('GET', `${GROUP_SESSIONS_URL}/${id}`, undefined, { signal }),
  });
}

/** `GET /api/group-sessions/{id}/participants` (the host or an admin). */
export function participantsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [GROUP_SESSIONS_URL, 'participants', id] as const,
    queryFn: async ({ signal }) =>
      asPage<SessionParticipant>(
        await apiJson('GET', `${GROUP_SESSIONS_URL}/${id}/participants`, undefined, { signal }),
      ).items,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

/** `POST /api/group-sessions/{id}/join`: 201 a new seat, 200 already registered; 409 'Session Full'. */
export const joinSession = (id: number) => apiJson<GroupSession>('POST', `${GROUP_SESSIONS_URL}/${id}/join`);

/** `DELETE /api/group-sessions/{id}/join`: frees the seat (idempotent). */
export const leaveSession = (id: number) => apiJson<GroupSession>('DELETE', `${GROUP_SESSIONS_URL}/${id}/join`);

/** `POST /api/group-sessions` (mentors only): 201 with the new session. */
export const createSession = (input: CreateGroupSessionInput) =>
  apiJson<GroupSession>('POST', GROUP_SESSIONS_URL, input);

/** `PATCH /api/group-sessions/{id}` (the host only): the changed fields. */
export const updateSession = (id: number, changes: UpdateGroupSessionInput) =>
  apiJson<GroupSession>('PATCH', `${GROUP_SESSIONS_URL}/${id}`, changes);

/** `DELETE /api/group-sessions/{id}` (the host or an admin): participants get an in-app notice. */
export const deleteSession = (id: number) => apiJson<DeletedGroupSession>('DELETE', `${GROUP_SESSIONS_URL}/${id}`);

/** `POST /api/group-sessions/{id}/rating`: once, by a participant, after the session ended. */
export const rateSession = (id: number, input: RateSessionInput) =>
  apiJson<SessionRating>('POST', `${GROUP_SESSIONS_URL}/${id}/rating`, input);

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
export function applySessionChange(client: QueryClient, session: GroupSession): void {
  client.setQueriesData<Cached>({ queryKey: [GROUP_SESSIONS_URL] }, (data) => replaceIn(data, session));
  client.setQueryData<Cached>([DASHBOARD_URL], (data) => replaceIn(data, session));
  void client.invalidateQueries({ queryKey: [GROUP_SESSIONS_URL, 'mine'] });
  void client.invalidateQueries({ queryKey: [DASHBOARD_URL] });
}

/** After a create or delete: every session list (and the dashboard) may have changed. */
export function invalidateSessionLists(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [GROUP_SESSIONS_URL] }),
    client.invalidateQueries({ queryKey: [DASHBOARD_URL] }),
  ]).then(() => undefined);
}
