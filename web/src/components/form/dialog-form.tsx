import { Trans } from '@lingui/react/macro';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { DialogClose } from '../ui/dialog.tsx';
import { buttonStyles } from '../ui/styles.ts';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton, type FormFrameProps } from './form-frame.tsx';
import { formCatalog } from './locales/catalog.ts';

/**
 * A form inside a dialog: the form's alert first (a modal dialog hides the toast region, so problems are read out
 * here), the fields, then Cancel (closes the dialog) and the submit button, busy while the request runs.
 */
export function DialogForm({
  onSubmit,
  alert,
  cancelDisabled,
  children,
  ...submit
}: FormFrameProps & {
  /** Whether Cancel is disabled; by default while saving, so the dialog stays until the answer. */
  cancelDisabled?: boolean;
}) {
  useCatalog(formCatalog);
  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
      <FormAlert {...alert} />
      {children}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <DialogClose type="button" className={buttonStyles.outline} disabled={cancelDisabled ?? submit.pending}>
          <Trans>Cancel</Trans>
        </DialogClose>
        <SubmitButton {...submit} />
      </div>
    </form>
  );
}
