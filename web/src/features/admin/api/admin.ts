import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  AdminComplaint,
  AdminComplaintSummary,
  AdminEventDraft,
  AdminEventProposal,
  AdminRoom,
  AdminRoomReport,
  AdminStory,
  AuditLogEntry,
  CreateRoomInput,
  EventDraftInput,
  UpdateComplaintInput,
  UpdateRoomInput,
} from '../../../../../schema/contract/admin.ts';
import type { ComplaintStatus } from '../../../../../schema/contract/complaints.ts';
import type { Event } from '../../../../../schema/contract/events-rules.ts';
import type { StoryStatus } from '../../../../../schema/contract/stories.ts';
import type { EVENT_PROPOSAL_STATUSES } from '../../../../../schema/contract/enums.ts';
import { apiJson, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { roomsQueryKey } from '../../../lib/api/rooms.ts';

export const ADMIN_URL = '/api/admin';
export type ProposalStatus = (typeof EVENT_PROPOSAL_STATUSES)[number];

/** Query keys; the first element of each is the URL it reads. */
export const adminKeys = {
  stories: (status: StoryStatus) => [`${ADMIN_URL}/stories`, status] as const,
  allStories: [`${ADMIN_URL}/stories`] as const,
  complaints: (status: ComplaintStatus | 'all') => [`${ADMIN_URL}/complaints`, status] as const,
  allComplaints: [`${ADMIN_URL}/complaints`] as const,
  complaint: (id: number) => [`${ADMIN_URL}/complaints/${id}`] as const,
  reports: [`${ADMIN_URL}/room-reports`] as const,
  proposals: (status: ProposalStatus) => [`${ADMIN_URL}/event-proposals`, status] as const,
  allProposals: [`${ADMIN_URL}/event-proposals`] as const,
  drafts: [`${ADMIN_URL}/event-drafts`] as const,
  rooms: [`${ADMIN_URL}/rooms`] as const,
  audit: [`${ADMIN_URL}/audit-log`] as const,
};

/** Public reads an admin action changes: the gallery (and landing), the impact numbers, the community rooms. */
const PUBLIC_STORIES: QueryKey = ['/api/success-stories'];
const PUBLIC_IMPACT: QueryKey = ['/api/success-stories/impact'];
/** Every read of the events list (its keys start with the URL). */
const PUBLIC_EVENTS: QueryKey = ['/api/events'];

type Page<T> = { items: T[]; nextCursor: string | null };

function usePagedList<T>(url: string, key: QueryKey, params: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams(params);
      if (pageParam) query.set('cursor', pageParam);
      const suffix = query.size > 0 ? `?${query}` : '';
      return apiJson<Page<T>>('GET', `${url}${suffix}`, undefined, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const useAdminStories = (status: StoryStatus) =>
  usePagedList<AdminStory>(`${ADMIN_URL}/stories`, adminKeys.stories(status), { status });

export const useAdminComplaints = (status: ComplaintStatus | 'all') =>
  usePagedList<AdminComplaintSummary>(
    `${ADMIN_URL}/complaints`,
    adminKeys.complaints(status),
    status === 'all' ? {} : { status },
  );

export function useAdminComplaint(id: number | null) {
  return useQuery({
    queryKey: adminKeys.complaint(id ?? 0),
    queryFn: ({ signal }) => apiJson<AdminComplaint>('GET', `${ADMIN_URL}/complaints/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}

export const useEventProposals = (status: ProposalStatus) =>
  usePagedList<AdminEventProposal>(`${ADMIN_URL}/event-proposals`, adminKeys.proposals(status), { status });

/** Draft events from accepted proposals, oldest first. */
export const useEventDrafts = () => usePagedList<AdminEventDraft>(`${ADMIN_URL}/event-drafts`, adminKeys.drafts, {});

export function useRoomReports() {
  return useQuery({
    queryKey: adminKeys.reports,
    queryFn: ({ signal }) => apiJson<AdminRoomReport[]>('GET', `${ADMIN_URL}/room-reports`, undefined, { signal }),
  });
}

export function useAdminRooms() {
  return useQuery({
    queryKey: adminKeys.rooms,
    queryFn: ({ signal }) => apiJson<AdminRoom[]>('GET', `${ADMIN_URL}/rooms`, undefined, { signal }),
  });
}

export function useAuditLog() {
  return useQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ signal }) => apiJson<AuditLogEntry[]>('GET', `${ADMIN_URL}/audit-log`, undefined, { signal }),
  });
}

// --- actions --------------------------------------------------------------------------------------------

export const adminApi = {
  publishStory: (id: number) => apiJson<AdminStory>('POST', `${ADMIN_URL}/stories/${id}/publish`),
  rejectStory: (id: number, reason: string) =>
    apiJson<AdminStory>('POST', `${ADMIN_URL}/stories/${id}/reject`, { reason }),
  featureStory: (id: number) => apiJson<AdminStory>('POST', `${ADMIN_URL}/stories/${id}/feature`),
  updateComplaint: (id: number, input: UpdateComplaintInput) =>
    apiJson<AdminComplaint>('PATCH', `${ADMIN_URL}/complaints/${id}`, input),
  hideMessage: (messageId: number) =>
    apiJson<{ id: number; hidden: true }>('POST', `${ADMIN_URL}/room-messages/${messageId}/hide`),
  dismissReport: (reportId: number) =>
    apiJson<{ id: number; status: 'dismissed' }>('POST', `${ADMIN_URL}/room-reports/${reportId}/dismiss`),
  reviewProposal: (id: number, decision: 'accept' | 'decline', note: string) =>
    apiJson<AdminEventProposal>('POST', `${ADMIN_URL}/event-proposals/${id}/${decision}`, note ? { note } : {}),
  updateDraft: (id: number, input: EventDraftInput) =>
    apiJson<AdminEventDraft>('PUT', `${ADMIN_URL}/event-drafts/${id}`, input),
  /** The published event, as the events page shows it. */
  publishDraft: (id: number) => apiJson<Event>('POST', `${ADMIN_URL}/event-drafts/${id}/publish`),
  createRoom: (input: CreateRoomInput) => apiJson<AdminRoom>('POST', `${ADMIN_URL}/rooms`, input),
  updateRoom: (id: number, input: UpdateRoomInput) => apiJson<AdminRoom>('PATCH', `${ADMIN_URL}/rooms/${id}`, input),
};

/** What a failed action says when the server gave no reason of its own. */
export const ADMIN_ACTION_FAILED = 'Please try again.';

/** What each kind of action refreshes afterwards (the audit log always). */
export const refreshAfter = {
  stories: [adminKeys.allStories, PUBLIC_STORIES, PUBLIC_IMPACT],
  complaints: [adminKeys.allComplaints],
  reports: [adminKeys.reports],
  // Accepting a proposal makes a draft.
  proposals: [adminKeys.allProposals, adminKeys.drafts],
  drafts: [adminKeys.drafts, PUBLIC_EVENTS],
  rooms: [adminKeys.rooms, roomsQueryKey],
} satisfies Record<string, QueryKey[]>;

/**
 * One admin action: runs `action`, says how it went in a toast, and refreshes the lists it changed plus the
 * audit log. The caller's own `onSuccess` (closing a dialog, say) runs after the toast.
 */
export function useAdminAction<V, R>({
  action,
  refresh,
  success,
  failureTitle = 'Action failed',
}: {
  action: (variables: V) => Promise<R>;
  refresh: readonly QueryKey[];
  success: (result: R, variables: V) => { title: string; description?: string };
  failureTitle?: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (result, variables) => {
      toast({ ...success(result, variables), variant: 'success' });
      for (const queryKey of [...refresh, adminKeys.audit]) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      toast({ title: failureTitle, description: errorMessage(error, ADMIN_ACTION_FAILED), variant: 'destructive' });
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
  return useAdminAction({
    action: (input: UpdateComplaintInput) => adminApi.updateComplaint(id, input),
    refresh: refreshAfter.complaints,
    success: (updated) => {
      queryClient.setQueryData(adminKeys.complaint(updated.id), updated);
      return success(updated);
    },
    failureTitle: 'Complaint not updated',
  });
}
