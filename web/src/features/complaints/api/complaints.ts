import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComplaintInput, ComplaintReceipt, MyComplaintPage } from '../../../../../schema/contract/complaints.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const COMPLAINTS_URL = '/api/complaints';
export const MY_COMPLAINTS_URL = `${COMPLAINTS_URL}/mine`;
export const myComplaintsQueryKey = [MY_COMPLAINTS_URL] as const;
const MY_COMPLAINTS_PAGE_SIZE = 10;

/** `POST /api/complaints`: answers a receipt only, never the complaint echoed back. */
export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ComplaintInput) => apiJson<ComplaintReceipt>('POST', COMPLAINTS_URL, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myComplaintsQueryKey }),
  });
}

/** `GET /api/complaints/mine`: the member's complaints, status and outcome only, newest first. */
export function useMyComplaints() {
  return useInfiniteQuery({
    queryKey: myComplaintsQueryKey,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(MY_COMPLAINTS_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiJson<MyComplaintPage>('GET', `${MY_COMPLAINTS_URL}?${query}`, undefined, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const DEV_LOGIN_PATH = '/api/dev-login-form';

/**
 * Whether the server offers the development sign-in page. The built SPA cannot know the Worker's APP_ENV, so it
 * asks: `/api/dev-login-form` answers 404 in production (one HEAD request, no body, only for signed-out visitors
 * of the complaint form).
 */
async function devLoginAvailable(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(DEV_LOGIN_PATH, { method: 'HEAD', credentials: 'include', signal });
    return response.ok;
  } catch {
    return false;
  }
}

export function useDevLoginAvailable() {
  return useQuery({ queryKey: [DEV_LOGIN_PATH, 'HEAD'], queryFn: ({ signal }) => devLoginAvailable(signal) });
}
