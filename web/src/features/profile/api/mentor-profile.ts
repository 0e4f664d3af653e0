import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MentorProfileInput } from '../../../../../schema/contract/mentors.ts';
import { photoPayload, type Photo } from '../../../components/form/photo-field.tsx';
import { ApiError, answerOf, api } from '../../../lib/api-client.ts';
import { invalidateMentors } from '../../../lib/api/mentors.ts';
import { readQuery } from '../../../lib/api/read-query.ts';
import { currentUserQueryKey } from '../../../lib/auth/current-user.ts';
import { invalidateMentorStatus } from '../../../lib/auth/mentor-status.ts';

const mentorProfileQuery = readQuery(api.mentors.profile);

/** `GET /api/mentors/profile`: the signed-in mentor's own profile. */
export function useMentorProfile() {
  return useQuery(mentorProfileQuery);
}

/**
 * After a mentor profile is created or changed: who the user is (the navigation's Calendar Management link, the
 * badge, the avatar) and every mentor list are read again.
 */
function refreshMentorQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    invalidateMentorStatus(queryClient),
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    invalidateMentors(queryClient),
    queryClient.invalidateQueries({ queryKey: mentorProfileQuery.queryKey }),
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
    mutationFn: async (save: MentorSave) => answerOf(api.mentors.$post({ json: await withPhoto(save) })),
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
    mutationFn: async (save: MentorSave) => answerOf(api.mentors.profile.$put({ json: await withPhoto(save) })),
    onSuccess: (saved) => {
      if (saved && typeof saved === 'object') queryClient.setQueryData(mentorProfileQuery.queryKey, saved);
      void refreshMentorQueries(queryClient);
    },
  });
}
