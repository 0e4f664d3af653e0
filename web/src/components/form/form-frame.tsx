import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { buttonStyles } from '../ui/styles.ts';
import { formCatalog } from './locales/catalog.ts';

/** What a form's frame (`PageForm`, `DialogForm`) is given: how to submit, its alert, and its submit button's words. */
export interface FormFrameProps {
  /** `form.handleSubmit(...)` of `useForm`. */
  onSubmit: (event: FormEvent) => void;
  /** `form.alert` of `useForm`. */
  alert: { message: string | undefined; ref?: Ref<HTMLDivElement> };
  submitLabel: string;
  /** What the submit button says while the request runs ('Saving…' unless given). */
  pendingLabel?: string;
  pending: boolean;
  children: ReactNode;
}

/** The form's submit button: disabled, and saying `pendingLabel`, while the request runs. */
export function SubmitButton({
  pending,
  submitLabel,
  pendingLabel,
}: Pick<FormFrameProps, 'pending' | 'submitLabel' | 'pendingLabel'>) {
  useCatalog(formCatalog);
  const { t } = useLingui();
  return (
    <button type="submit" disabled={pending} className={buttonStyles.primary}>
      {pending ? (pendingLabel ?? t`Saving…`) : submitLabel}
    </button>
  );
}
