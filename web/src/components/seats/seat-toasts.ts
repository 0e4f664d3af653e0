import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { errorMessage, isUnauthorizedError } from '../../lib/api-client.ts';
import { toast, type ToastInput } from '../../lib/toast.ts';

/**
 * A seat mutation's callbacks: a toast saying what the answer means, or `failed` with the server's reason (else
 * `fallback`, by default "Please try again."). Nothing for a 401: the API client's 401 handling sends a signed-out
 * member to sign in. `i18n` is the render's (`useLingui()`), whose language the default texts are said in; the seat
 * control that runs these loads their catalog.
 */
export function seatToasts<T>(
  i18n: I18n,
  done: (fresh: T) => ToastInput,
  failed: string,
  fallback = i18n._(msg`Please try again.`),
) {
  return {
    onSuccess: (fresh: T) => void toast(done(fresh)),
    onError: (error: unknown) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: failed, description: errorMessage(error, fallback), variant: 'destructive' });
    },
  };
}

/** The mutation callbacks of "Join waitlist": `joined` words what the answer says happened (a seat, a hold, a place). */
export function joinWaitlistCallbacks<T>(i18n: I18n, joined: (fresh: T) => ToastInput) {
  return seatToasts(i18n, joined, i18n._(msg`Could not join the waitlist`));
}

/** The mutation callbacks of "Leave waitlist", the same for sessions and events. */
export function leaveWaitlistCallbacks(i18n: I18n) {
  return seatToasts(
    i18n,
    (fresh: { title: string }) => ({ title: i18n._(msg`You left the waitlist`), description: fresh.title }),
    i18n._(msg`Could not leave the waitlist`),
  );
}

/** A seat mutation (lib/seat-mutation.ts) as a control's button: pressing runs it with `callbacks`. */
export function runs<T>(mutation: UseMutationResult<T, Error, void>, callbacks: MutateOptions<T, Error, void>) {
  return { pending: mutation.isPending, onPress: () => mutation.mutate(undefined, callbacks) };
}
