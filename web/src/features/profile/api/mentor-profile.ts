import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Mentor, MentorProfileInput } from '../../../../../schema/contract/mentors.ts';
import { photoPayload, type Photo } from '../../../components/form/photo-field.tsx';
import { ApiError, apiJson } from '../../../lib/api-client.ts';
import { MENTORS_URL } from '../../../lib/api/mentors.ts';
import { currentUserQueryKey } from '../../../lib/auth/current-user.ts';
import { MENTOR_STATUS_URL } from '../../../lib/auth/mentor-status.ts';

export const MENTOR_PROFILE_URL = '/api/mentors/profile';
export const mentorProfileQueryKey = [MENTOR_PROFILE_URL] as const;

/** `GET /api/mentors/profile` (through the default read): the signed-in mentor's own profile. */
export function useMentorProfile() {
  return useQuery<Mentor>({ queryKey: mentorProfileQueryKey });
}

/**
 * After a mentor profile is created or changed: who the user is (the navigation's Calendar Management link, the
 * badge, the avatar) and every mentor list are read again.
 */
function refreshMentorQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [MENTOR_STATUS_URL] }),
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: [MENTORS_URL] }),
    queryClient.invalidateQueries({ queryKey: mentorProfileQueryKey }),
  ]).then(() => undefined);
}

/** A body to send, and the picture to upload first (its URL is passed to `onUploaded`, so a retry reuses it). */
export interface MentorSave {
  input: MentorProfileInput;
  photo: Photo;
  onUploaded: (uploadedUrl: string) => void;
}

const withPhoto = async ({ input, photo, onUploaded }: MentorSave): Promise<MentorProfileInput> => ({
  ...input,
  profileImage: await photoPayload(photo, onUploaded),
});

/** `POST /api/mentors`: 201 with the new mentor; 409 when the user already has one; 401 for visitors. */
export function useCreateMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: MentorSave) => apiJson<Mentor>('POST', MENTORS_URL, await withPhoto(save)),
    // Not awaited: the screen shows its confirmation before the refreshed status swaps the form away.
    onSuccess: () => void refreshMentorQueries(queryClient),
    onError: (error) => {
      // 409: the user is a mentor already; reading the status again swaps the form for the way to edit it.
      if (error instanceof ApiError && error.status === 409) void refreshMentorQueries(queryClient);
    },
  });
}

/** `PUT /api/mentors/profile`: the saved profile becomes the cached one at once. */
export function useUpdateMentorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: MentorSave) => apiJson<Mentor>('PUT', MENTOR_PROFILE_URL, await withPhoto(save)),
    onSuccess: (saved) => {
      if (saved && typeof saved === 'object') queryClient.setQueryData(mentorProfileQueryKey, saved);
      void refreshMentorQueries(queryClient);
    },
  });
}
