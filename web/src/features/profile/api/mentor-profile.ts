import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Mentor, MentorProfileInput } from '../../../../../schema/contract/mentors.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../auth/api/current-user.ts';
import { MENTOR_STATUS_URL } from '../../auth/api/mentor-status.ts';

export const MENTORS_URL = '/api/mentors';
export const MENTOR_PROFILE_URL = '/api/mentors/profile';

/** `POST /api/mentors`: 201 with the new mentor; 409 when the user already has one; 401 for visitors. */
export function createMentor(payload: MentorProfileInput): Promise<Mentor> {
  return apiJson<Mentor>('POST', MENTORS_URL, payload);
}

/** `GET /api/mentors/profile`: the signed-in mentor's own profile. */
export function useMentorProfile({ enabled }: { enabled: boolean }) {
  return useQuery<Mentor | null>({ queryKey: [MENTOR_PROFILE_URL], enabled });
}

/** `PUT /api/mentors/profile`. */
export function updateMentorProfile(payload: MentorProfileInput): Promise<Mentor> {
  return apiJson<Mentor>('PUT', MENTOR_PROFILE_URL, payload);
}

/**
 * After a mentor profile is created or changed: who the user is (the navigation's Calendar Management link, the
 * badge, the avatar) and every mentor list are read again.
 */
export function refreshMentorQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [MENTOR_STATUS_URL] }),
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: [MENTORS_URL] }),
    queryClient.invalidateQueries({ queryKey: [MENTOR_PROFILE_URL] }),
  ]).then(() => undefined);
}
