import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenteeProfileInput } from '../../../../schema/contract/mentees.ts';
import { ApiError, answerOf, api } from '../api-client.ts';
import { menteeProfileQueryKey } from '../auth/bootstrap.ts';
import { invalidateDashboard } from './dashboard.ts';
import { recommendedMentorsQueryKey } from './mentors.ts';

const menteeProfile = api['mentee-profile'];

/** `GET /api/mentee-profile`: null when the user has none yet (404). */
async function fetchMenteeProfile({ signal }: { signal?: AbortSignal } = {}) {
  try {
    return await answerOf(menteeProfile.$get(undefined, { init: { signal } }));
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
async function saveMenteeProfile(payload: MenteeProfileInput) {
  try {
    return await answerOf(menteeProfile.$put({ json: payload }));
  } catch (error) {
    console.warn('Saving the mentee profile with PUT failed; trying POST.', error);
    return answerOf(menteeProfile.$post({ json: payload }));
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
      void invalidateDashboard(queryClient);
    },
  });
}
