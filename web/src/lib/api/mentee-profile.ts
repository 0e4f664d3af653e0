import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenteeProfile, MenteeProfileInput } from '../../../../schema/contract/mentees.ts';
import { ApiError, apiGet, apiJson } from '../api-client.ts';
import { MENTEE_PROFILE_URL } from '../auth/bootstrap.ts';
import { dashboardQueryKey } from './dashboard.ts';
import { recommendedMentorsQueryKey } from './mentors.ts';

export { MENTEE_PROFILE_URL };
export const menteeProfileQueryKey = [MENTEE_PROFILE_URL] as const;

/** `GET /api/mentee-profile`: null when the user has none yet (404). */
async function fetchMenteeProfile({ signal }: { signal?: AbortSignal } = {}): Promise<MenteeProfile | null> {
  try {
    return await apiGet<MenteeProfile>(MENTEE_PROFILE_URL, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `GET /api/mentee-profile` (the profile editor, the welcome page's short profile); the bootstrap answers it first. */
export function useMenteeProfile() {
  return useQuery({ queryKey: menteeProfileQueryKey, queryFn: fetchMenteeProfile });
}

/**
 * Saves the profile with `PUT`, falling back to `POST` when the `PUT` fails (spec section 7). When both fail,
 * the `POST`'s error is the one reported.
 */
async function saveMenteeProfile(payload: MenteeProfileInput): Promise<MenteeProfile> {
  try {
    return await apiJson<MenteeProfile>('PUT', MENTEE_PROFILE_URL, payload);
  } catch (error) {
    console.warn('Saving the mentee profile with PUT failed; trying POST.', error);
    return apiJson<MenteeProfile>('POST', MENTEE_PROFILE_URL, payload);
  }
}

/**
 * `PUT` (else `POST`) `/api/mentee-profile`: the saved profile becomes the cached one at once, and the
 * recommendations made from it (the dashboard's, the welcome page's matches) are read again when next shown.
 */
export function useSaveMenteeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenteeProfile,
    onSuccess: (saved) => {
      if (saved && typeof saved === 'object') queryClient.setQueryData(menteeProfileQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: recommendedMentorsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
