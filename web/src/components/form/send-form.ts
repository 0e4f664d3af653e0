import { errorMessage, isUnauthorizedError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

type Mutation<Input, Output> = {
  isPending: boolean;
  mutate: (input: Input, options: { onSuccess: (output: Output) => void; onError: (error: unknown) => void }) => void;
};

/** What a form says about its send: a toast after it worked (optional), and what failed (a toast when titled). */
export type SendTexts = { savedTitle?: string; saved?: string; failedTitle?: string; failed: string };

/**
 * A checked form's body, sent: runs the mutation once (not again while it runs), says it worked (when `texts`
 * has a saved title), then `onSent`. A failure's reason is shown beside the fields a 400 names and in the form's
 * alert; with `failedTitle` also in a toast (a dialog hides toasts, so dialogs leave it out).
 */
export function sendForm<Input, Output>(
  mutation: Mutation<Input, Output>,
  form: { showServerError: (error: unknown, fallback: string) => string },
  texts: SendTexts,
  onSent?: (output: Output, input: Input) => void,
) {
  return (input: Input) => {
    if (mutation.isPending) return;
    mutation.mutate(input, {
      onSuccess: (output) => {
        if (texts.savedTitle) toast({ title: texts.savedTitle, description: texts.saved, variant: 'success' });
        onSent?.(output, input);
      },
      onError: (error) => {
        const description = form.showServerError(error, texts.failed);
        if (texts.failedTitle) toast({ title: texts.failedTitle, description, variant: 'destructive' });
      },
    });
  };
}

/**
 * A request's `onError` where no form shows the reason (a confirmation, a button): a toast titled `failedTitle` with
 * the server's reason, else `fallback`. Nothing for a 401: the API client's 401 handling sends the member to sign in.
 */
export function toastFailure(failedTitle: string, fallback = 'Please try again.') {
  return (error: unknown) => {
    if (isUnauthorizedError(error)) return;
    toast({ title: failedTitle, description: errorMessage(error, fallback), variant: 'destructive' });
  };
}
