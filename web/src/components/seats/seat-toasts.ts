import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { errorMessage, isUnauthorizedError } from '../../lib/api-client.ts';
import { toast, type ToastInput } from '../../lib/toast.ts';

/**
 * A seat mutation's callbacks: a toast saying what the answer means, or `failed` with the server's reason (else
 * `fallback`). Nothing for a 401: the API client's 401 handling sends a signed-out member to sign in.
 */
export function seatToasts<T>(done: (fresh: T) => ToastInput, failed: string, fallback = 'Please try again.') {
  return {
    onSuccess: (fresh: T) => void toast(done(fresh)),
    onError: (error: unknown) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: failed, description: errorMessage(error, fallback), variant: 'destructive' });
    },
  };
}

/** The mutation callbacks of "Join waitlist": `joined` words what the answer says happened (a seat, a hold, a place). */
export function joinWaitlistCallbacks<T>(joined: (fresh: T) => ToastInput) {
  return seatToasts(joined, 'Could not join the waitlist');
}

/** The mutation callbacks of "Leave waitlist", the same for sessions and events. */
export const leaveWaitlistCallbacks = seatToasts(
  (fresh: { title: string }) => ({ title: 'You left the waitlist', description: fresh.title }),
  'Could not leave the waitlist',
);

/** A seat mutation (lib/seat-mutation.ts) as a control's button: pressing runs it with `callbacks`. */
export function runs<T>(mutation: UseMutationResult<T, Error, void>, callbacks: MutateOptions<T, Error, void>) {
  return { pending: mutation.isPending, onPress: () => mutation.mutate(undefined, callbacks) };
}
