import { useLingui } from '@lingui/react/macro';
import { errorMessage, isUnauthorizedError } from '../../lib/api-client.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { toast } from '../../lib/toast.ts';
import { formCatalog } from './locales/catalog.ts';

type Mutation<Input, Output> = {
  isPending: boolean;
  mutate: (input: Input, options: { onSuccess: (output: Output) => void; onError: (error: unknown) => void }) => void;
};

/**
 * What a form says about its send: a toast after it worked (only where the screen shows nothing new: a form that
 * turns into a confirmation says it there), and what failed, in the form's alert after `failedTitle` when given.
 */
export type SendTexts = { savedTitle?: string; saved?: string; failedTitle?: string; failed: string };

/**
 * A checked form's body, sent: runs the mutation once (not again while it runs), says it worked (when `texts`
 * has a saved title), then `onSent`. A failure is said once, in the form: beside the fields a 400 names, else in the
 * form's alert ('Submission Failed: …').
 */
export function sendForm<Input, Output>(
  mutation: Mutation<Input, Output>,
  form: { showServerError: (error: unknown, fallback: string, title?: string) => string },
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
        form.showServerError(error, texts.failed, texts.failedTitle);
      },
    });
  };
}

/**
 * `toastFailure(failedTitle, fallback?)`: a request's `onError` where no form shows the reason (a confirmation, a
 * button): a toast titled `failedTitle` with the server's reason, else `fallback` ("Please try again." in the page's
 * language). Nothing for a 401: the API client's 401 handling sends the member to sign in. A hook, so the default
 * text's catalog is here before the request can fail.
 */
export function useToastFailure() {
  useCatalog(formCatalog);
  const { t } = useLingui();
  const tryAgain = t`Please try again.`;
  return (failedTitle: string, fallback = tryAgain) =>
    (error: unknown) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: failedTitle, description: errorMessage(error, fallback), variant: 'destructive' });
    };
}
