import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type {
  AdminComplaint,
  CreateRoomInput,
  EventDraftInput,
  UpdateComplaintInput,
  UpdateRoomInput,
} from '../../../../../schema/contract/admin.ts';
import type { ComplaintStatus } from '../../../../../schema/contract/complaints.ts';
import type { StoryStatus } from '../../../../../schema/contract/stories.ts';
import type { EVENT_PROPOSAL_STATUSES } from '../../../../../schema/contract/enums.ts';
import { answerOf, api, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { invalidateEvents } from '../../../lib/api/events.ts';
import { byId, pagedQuery, readQuery } from '../../../lib/api/read-query.ts';
import { invalidateRooms } from '../../../lib/api/rooms.ts';
import { invalidatePublishedStories } from '../../../lib/api/success-stories.ts';

export type ProposalStatus = (typeof EVENT_PROPOSAL_STATUSES)[number];

const admin = api.admin;
const roomReportsQuery = readQuery(admin['room-reports']);
const roomsQuery = readQuery(admin.rooms);
const auditLogQuery = readQuery(admin['audit-log']);

/** Query keys; the first element of each is the path it reads. */
export const adminKeys = {
  stories: (status: StoryStatus) => [admin.stories.$path(), status] as const,
  allStories: [admin.stories.$path()] as const,
  complaints: (status: ComplaintStatus | 'all') => [admin.complaints.$path(), status] as const,
  allComplaints: [admin.complaints.$path()] as const,
  complaint: (id: number) => [admin.complaints[':id'].$path(byId(id))] as const,
  reports: roomReportsQuery.queryKey,
  proposals: (status: ProposalStatus) => [admin['event-proposals'].$path(), status] as const,
  allProposals: [admin['event-proposals'].$path()] as const,
  drafts: [admin['event-drafts'].$path()] as const,
  rooms: roomsQuery.queryKey,
  audit: auditLogQuery.queryKey,
};

export const useAdminStories = (status: StoryStatus) =>
  useInfiniteQuery(
    pagedQuery(adminKeys.stories(status), (cursor, signal) =>
      answerOf(admin.stories.$get({ query: { status, cursor } }, { init: { signal } })),
    ),
  );

export const useAdminComplaints = (status: ComplaintStatus | 'all') =>
  useInfiniteQuery(
    pagedQuery(adminKeys.complaints(status), (cursor, signal) =>
      answerOf(
        admin.complaints.$get(
          { query: { status: status === 'all' ? undefined : status, cursor } },
          { init: { signal } },
        ),
      ),
    ),
  );

export function useAdminComplaint(id: number | null) {
  return useQuery({
    queryKey: adminKeys.complaint(id ?? 0),
    queryFn: ({ signal }) => answerOf(admin.complaints[':id'].$get(byId(id ?? 0), { init: { signal } })),
    enabled: id !== null,
  });
}

export const useEventProposals = (status: ProposalStatus) =>
  useInfiniteQuery(
    pagedQuery(adminKeys.proposals(status), (cursor, signal) =>
      answerOf(admin['event-proposals'].$get({ query: { status, cursor } }, { init: { signal } })),
    ),
  );

/** Draft events from accepted proposals, oldest first. */
export const useEventDrafts = () =>
  useInfiniteQuery(
    pagedQuery(adminKeys.drafts, (cursor, signal) =>
      answerOf(admin['event-drafts'].$get({ query: { cursor } }, { init: { signal } })),
    ),
  );

export function useRoomReports() {
  return useQuery(roomReportsQuery);
}

export function useAdminRooms() {
  return useQuery(roomsQuery);
}

export function useAuditLog() {
  return useQuery(auditLogQuery);
}

// --- actions --------------------------------------------------------------------------------------------

export const adminApi = {
  publishStory: (id: number) => answerOf(admin.stories[':id'].publish.$post(byId(id))),
  rejectStory: (id: number, reason: string) =>
    answerOf(admin.stories[':id'].reject.$post({ ...byId(id), json: { reason } })),
  featureStory: (id: number) => answerOf(admin.stories[':id'].feature.$post(byId(id))),
  updateComplaint: (id: number, input: UpdateComplaintInput) =>
    answerOf(admin.complaints[':id'].$patch({ ...byId(id), json: input })),
  hideMessage: (messageId: number) => answerOf(admin['room-messages'][':id'].hide.$post(byId(messageId))),
  dismissReport: (reportId: number) => answerOf(admin['room-reports'][':id'].dismiss.$post(byId(reportId))),
  reviewProposal: (id: number, decision: 'accept' | 'decline', note: string) =>
    answerOf(
      admin['event-proposals'][':id'][':decision{accept|decline}'].$post({
        param: { id: String(id), decision },
        json: note ? { note } : {},
      }),
    ),
  updateDraft: (id: number, input: EventDraftInput) =>
    answerOf(admin['event-drafts'][':id'].$put({ ...byId(id), json: input })),
  /** The published event, as the events page shows it. */
  publishDraft: (id: number) => answerOf(admin['event-drafts'][':id'].publish.$post(byId(id))),
};

export const roomApi = {
  create: (input: CreateRoomInput) => answerOf(admin.rooms.$post({ json: input })),
  update: (id: number, input: UpdateRoomInput) => answerOf(admin.rooms[':id'].$patch({ ...byId(id), json: input })),
};

/** What a failed action says when the server gave no reason of its own (shown with the render's `t`). */
export const ADMIN_ACTION_FAILED = msg`Please try again.`;

/** What an action changed, marked stale afterwards (the audit log always comes too). */
export type Refresh = (client: QueryClient) => void;

const invalidate =
  (...keys: QueryKey[]): Refresh =>
  (client) => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };

/** What each kind of action refreshes: the admin's own lists and, through their features' functions, public reads. */
export const refreshAfter = {
  stories: (client) => {
    invalidate(adminKeys.allStories)(client);
    invalidatePublishedStories(client);
  },
  complaints: invalidate(adminKeys.allComplaints),
  reports: invalidate(adminKeys.reports),
  // Accepting a proposal makes a draft.
  proposals: invalidate(adminKeys.allProposals, adminKeys.drafts),
  drafts: (client) => {
    invalidate(adminKeys.drafts)(client);
    invalidateEvents(client);
  },
  rooms: (client) => {
    invalidate(adminKeys.rooms)(client);
    invalidateRooms(client);
  },
} satisfies Record<string, Refresh>;

/**
 * One admin action: runs `action`, says how it went in a toast, and refreshes the lists it changed plus the
 * audit log. The caller's own `onSuccess` (closing a dialog, say) runs after the toast.
 */
export function useAdminAction<V, R>({
  action,
  refresh,
  success,
  failureTitle,
}: {
  action: (variables: V) => Promise<R>;
  refresh: Refresh;
  success: (result: R, variables: V) => { title: string; description?: string };
  failureTitle?: string;
}) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: action,
    onSuccess: (result, variables) => {
      toast({ ...success(result, variables), variant: 'success' });
      refresh(queryClient);
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
    onError: (error) => {
      toast({
        title: failureTitle ?? t`Action failed`,
        description: errorMessage(error, t(ADMIN_ACTION_FAILED)),
        variant: 'destructive',
      });
    },
  });
}

/**
 * The save of an add-or-edit dialog, as an admin action: creates when there is no item yet; else sends only what
 * changed, and nothing at all when nothing did (the item is answered as it is).
 */
export function useSaveItem<Item extends { id: number }, Input, Changes>({
  item,
  itemApi,
  changesOf,
  ...action
}: {
  item: Item | null;
  itemApi: { create: (input: Input) => Promise<Item>; update: (id: number, changes: Changes) => Promise<Item> };
  changesOf: (item: Item, input: Input) => Changes | null;
  refresh: Refresh;
  success: (saved: Item) => { title: string; description?: string };
  failureTitle: string;
}) {
  return useAdminAction({
    ...action,
    action: async (input: Input) => {
      if (!item) return itemApi.create(input);
      const changes = changesOf(item, input);
      return changes ? itemApi.update(item.id, changes) : item;
    },
  });
}

/**
 * `PATCH /api/admin/complaints/:id`: a complaint's status and outcome. The open complaint shows the answer at
 * once (it is written into that complaint's query); the inbox and the audit log are refreshed.
 */
export function useUpdateComplaint(
  id: number,
  success: (updated: AdminComplaint) => { title: string; description?: string },
) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useAdminAction({
    action: (input: UpdateComplaintInput) => adminApi.updateComplaint(id, input),
    refresh: refreshAfter.complaints,
    success: (updated) => {
      queryClient.setQueryData(adminKeys.complaint(updated.id), updated);
      return success(updated);
    },
    failureTitle: t`Complaint not updated`,
  });
}
