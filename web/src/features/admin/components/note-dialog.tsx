import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type * as z from 'zod/v4/core';
import { TextAreaField } from '../../../components/form/fields.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { ADMIN_ACTION_FAILED } from '../api/admin.ts';
import { adminCatalog } from '../locales/catalog.ts';

const NOTE_FIELDS = ['note'] as const;

/**
 * A confirmation that asks for a note: a rejection reason (required, the submitter sees it), a note to an event
 * proposer (optional). The note is checked with the action's contract schema, whose body holds it under `name`
 * ({ reason } or { note }). What was typed stays if the action fails, and the failure is said inside the dialog
 * (a modal hides the toasts from screen readers); the caller closes the dialog on success.
 */
export function NoteDialog({
  open,
  title,
  description,
  label,
  hint,
  schema,
  name,
  required = false,
  maxLength,
  confirmLabel,
  busy,
  destructive = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  label: string;
  hint?: string;
  /** The schema the action's route validates its body with, and the body's key for the note. */
  schema: z.$ZodType;
  name: string;
  required?: boolean;
  maxLength: number;
  confirmLabel: string;
  busy: boolean;
  destructive?: boolean;
  /** Runs the action with the trimmed note; `failed` shows why it did not work. */
  onConfirm: (note: string, failed: (error: unknown) => void) => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const id = useId();
  const form = useForm({
    id,
    initialValues: { note: '' },
    fields: NOTE_FIELDS,
    schema,
    toInput: ({ note }) => ({ [name]: note.trim() }),
    fieldOf: (key) => (key === name ? 'note' : undefined),
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        {children ? <div className="mt-4">{children}</div> : null}
        <form
          noValidate
          className="mt-4 grid gap-2"
          onSubmit={form.handleSubmit(() => {
            if (busy) return;
            onConfirm(form.values.note.trim(), (error) => form.showServerError(error, t(ADMIN_ACTION_FAILED)));
          })}
        >
          <TextAreaField {...form.field('note')} label={label} hint={hint} required={required} maxLength={maxLength} />
          <FormAlert {...form.alert} />
          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={onCancel} disabled={busy} className={buttonStyles.outline}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" disabled={busy} className={destructive ? buttonStyles.danger : buttonStyles.primary}>
              {busy ? t`Working…` : confirmLabel}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
