import { useLingui } from '@lingui/react/macro';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ConnectedMenteePage, Mentor, MentorConnection } from '../../../../schema/contract/mentors.ts';
import { useState } from 'react';
import { answerOf, answerOrNullWhenSignedOut, api, errorMessage } from '../api-client.ts';
import { toast } from '../toast.ts';
import { useCurrentUser } from '../auth/current-user.ts';
import { invalidateDashboard } from './dashboard.ts';
import { invalidateMentors, mentorsQueryPrefix } from './mentors.ts';
import { byId, pagedQuery } from './read-query.ts';

/*
 * Free mentor connections (decision 014): the member's mentors (the Mentorship Space on /mentors), Connect (cards
 * and the detail dialog, on /mentors and the welcome page), ending one (either side) and a mentor's connected
 * mentees (their dashboard). Here because several features use them. After a change the server's new count is
 * written into every cached mentor (prepaid data: no list is read again), and the lists and numbers that changed
 * are marked stale.
 */

const connections = api['mentor-connections'];
export const mentorConnectionsQueryKey = [connections.$path()] as const;
export const connectedMenteesQueryKey = [connections.$path(), 'mentees'] as const;
/** The mentor's list on their dashboard: a few at a time. */
const CONNECTED_MENTEES_PAGE_SIZE = 10;

/** A visitor (401) has no mentors. */
async function fetchMentorConnections(signal?: AbortSignal) {
  return (await answerOrNullWhenSignedOut(connections.$get(undefined, { init: { signal } }))) ?? [];
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

/** `GET /api/mentor-connections/mentees` (mentors): who is connected to them, newest first, page by page. */
export function useConnectedMentees({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    ...pagedQuery(connectedMenteesQueryKey, (cursor, signal) =>
      answerOf(
        connections.mentees.$get(
          { query: { limit: String(CONNECTED_MENTEES_PAGE_SIZE), cursor } },
          { init: { signal } },
        ),
      ),
    ),
    enabled,
  });
}

/** `POST /api/mentor-connections`: 201 connected, 200 already connected (a double tap is fine). */
export function useConnectMentor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mentorId: number) => answerOf(connections.$post({ json: { mentorId } })),
    onSuccess: (connection) => {
      client.setQueryData<MentorConnection[]>(mentorConnectionsQueryKey, (list) =>
        list && !list.some((c) => c.id === connection.id) ? [...list, connection] : list,
      );
      afterChange(client, connection.mentor.id, connection.mentor.menteeCount);
    },
  });
}

/** `DELETE /api/mentor-connections/{id}`: the mentee or the mentor ends it. */
export function useEndMentorConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => answerOf(connections[':id'].$delete(byId(id))),
    onSuccess: (ended) => {
      client.setQueryData<MentorConnection[]>(mentorConnectionsQueryKey, (list) =>
        list?.filter((c) => c.id !== ended.id),
      );
      client.setQueryData<InfiniteData<ConnectedMenteePage>>(connectedMenteesQueryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((c) => c.id !== ended.id),
                total: ended.menteeCount,
              })),
            }
          : data,
      );
      afterChange(client, ended.mentorId, ended.menteeCount);
    },
  });
}

/**
 * Ending a connection picked from a list, either side's: `ending` is the one waiting for the "End this connection?"
 * answer, `confirmDialog` the props of that question's dialog (all but its description, which names the other
 * side). Confirming ends it and says so (with the other person's name, `nameOf`) or says why it could not.
 */
export function useEndConnection<Connection extends { id: number }>(nameOf: (connection: Connection) => string) {
  const { t } = useLingui();
  const end = useEndMentorConnection();
  const endFailed = t`Could not end the connection. Please try again.`;
  const [ending, setEnding] = useState<Connection | null>(null);
  const confirm = () => {
    if (!ending) return;
    end.mutate(ending.id, {
      onSuccess: () => {
        toast({ title: t`Connection ended`, description: nameOf(ending), variant: 'success' });
        setEnding(null);
      },
      onError: (error) =>
        toast({
          title: endFailed,
          description: errorMessage(error, endFailed),
          variant: 'destructive',
        }),
    });
  };
  const confirmDialog = {
    open: ending !== null,
    onOpenChange: (open: boolean) => (open ? undefined : setEnding(null)),
    title: t`End this connection?`,
    confirmLabel: t`End connection`,
    pendingLabel: t`Ending…`,
    pending: end.isPending,
    onConfirm: confirm,
  };
  return { ending, setEnding, confirmDialog };
}

/**
 * After joining a session (which connects the member with its host, decision 014): the member's mentors and the
 * mentor's count changed, but the join's answer does not carry them, so the lists holding them are marked stale.
 */
export function invalidateMentorConnections(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: mentorConnectionsQueryKey });
  void invalidateMentors(client);
}

/** The mentor's new count into every cached mentor, then the member's numbers marked stale. */
function afterChange(client: QueryClient, mentorId: number, menteeCount: number): void {
  client.setQueriesData({ queryKey: [mentorsQueryPrefix] }, (data: unknown) =>
    withMenteeCount(data, mentorId, menteeCount),
  );
  void invalidateDashboard(client);
}

type MentorItems = { items: Mentor[] };

/**
 * A cached mentor read (a page `{ items }`, or an infinite list of them) with one mentor's menteeCount replaced;
 * anything else unchanged. Exported for its test.
 */
export function withMenteeCount(data: unknown, mentorId: number, menteeCount: number): unknown {
  const patchPage = (page: MentorItems): MentorItems =>
    page.items.some((m) => m.id === mentorId)
      ? { ...page, items: page.items.map((m) => (m.id === mentorId ? { ...m, menteeCount } : m)) }
      : page;
  const isPage = (value: unknown): value is MentorItems =>
    typeof value === 'object' && value !== null && Array.isArray((value as MentorItems).items);
  if (isPage(data)) return patchPage(data);
  if (typeof data === 'object' && data !== null && Array.isArray((data as InfiniteData<unknown>).pages)) {
    const infinite = data as InfiniteData<unknown>;
    return { ...infinite, pages: infinite.pages.map((page) => (isPage(page) ? patchPage(page) : page)) };
  }
  return data;
}
