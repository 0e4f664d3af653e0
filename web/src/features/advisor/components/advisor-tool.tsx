import type { FormEvent, ReactNode, Ref } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useEnsureSignedIn } from '../use-ensure-signed-in.ts';

/**
 * An advisor tab's question, on its card: the fields, the form's alert, and the button that asks (busy while the
 * answer is on its way, and not sent twice). Asking needs an account: a visitor is asked to sign in instead.
 */
export function AdvisorToolForm<Input>({
  label,
  form,
  pending,
  submitLabel,
  pendingLabel,
  onAsk,
  children,
}: {
  label: string;
  form: {
    handleSubmit: (send: (input: Input) => void) => (event: FormEvent) => void;
    alert: { message: string | undefined; ref?: Ref<HTMLDivElement> };
  };
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onAsk: (input: Input) => void;
  children: ReactNode;
}) {
  const ensureSignedIn = useEnsureSignedIn();
  return (
    <form
      noValidate
      aria-label={label}
      className="grid gap-4 rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm sm:p-8"
      onSubmit={form.handleSubmit((input) => {
        if (pending || !ensureSignedIn()) return;
        onAsk(input);
      })}
    >
      {children}
      <FormAlert {...form.alert} />
      <div>
        <button type="submit" disabled={pending} className={buttonStyles.primary}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
