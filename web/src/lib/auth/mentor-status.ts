import { type QueryClient, useQuery } from '@tanstack/react-query';
import { answerOrNullWhenSignedOut, api } from '../api-client.ts';
import { mentorStatusQueryKey } from './bootstrap.ts';
import { useCurrentUser } from './current-user.ts';

/** GET /api/auth/user/mentor-status (spec section 3: isMentor defaults to false, mentorProfile to null). */
export interface MentorStatus {
  isMentor: boolean;
  mentorProfile: ({ id: string | number } & Record<string, unknown>) | null;
}

/** A 401 gives null; any other failure is logged and treated as "not a mentor" (spec section 8). */
export async function fetchMentorStatus({ signal }: { signal?: AbortSignal } = {}): Promise<MentorStatus | null> {
  try {
    const status = await answerOrNullWhenSignedOut(
      api.auth.user['mentor-status'].$get(undefined, { init: { signal } }),
    );
    if (!status || typeof status !== 'object') return null;
    return { isMentor: status.isMentor === true, mentorProfile: status.mentorProfile ?? null };
  } catch (error) {
    console.warn('Could not read mentor status; continuing as a non-mentor.', error);
    return null;
  }
}

/**
 * Queried only when signed in, and usually already answered by the bootstrap (bootstrap.ts). `data` is null for
 * non-mentors whose status could not be read.
 */
export function useMentorStatus() {
  const { isSignedIn } = useCurrentUser();
  return useQuery({
    queryKey: mentorStatusQueryKey,
    queryFn: ({ signal }) => fetchMentorStatus({ signal }),
    enabled: isSignedIn,
  });
}

/** After a mentor profile is created or changed: the status is read again. */
export function invalidateMentorStatus(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: mentorStatusQueryKey });
}
