import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComplaintInput } from '../../../../../schema/contract/complaints.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { pagedQuery } from '../../../lib/api/read-query.ts';

const myComplaintsQueryKey = [api.complaints.mine.$path()] as const;
const MY_COMPLAINTS_PAGE_SIZE = 10;

/** `POST /api/complaints`: answers a receipt only, never the complaint echoed back. */
export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ComplaintInput) => answerOf(api.complaints.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myComplaintsQueryKey }),
  });
}

/** `GET /api/complaints/mine`: the member's complaints, status and outcome only, newest first. */
export function useMyComplaints() {
  return useInfiniteQuery(
    pagedQuery(myComplaintsQueryKey, (cursor, signal) =>
      answerOf(
        api.complaints.mine.$get({ query: { limit: String(MY_COMPLAINTS_PAGE_SIZE), cursor } }, { init: { signal } }),
      ),
    ),
  );
}

export const DEV_LOGIN_PATH = api['dev-login-form'].$path();

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
