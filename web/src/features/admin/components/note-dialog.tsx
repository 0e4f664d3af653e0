import { useId, useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError, describedBy, controlStyle } from '../../../components/ui/form-fields.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { dangerButtonStyle } from './parts.tsx';

/**
 * A confirmation that asks for a note: a rejection reason (required, the submitter sees it), a note to an event
 * proposer (optional). What was typed stays if the action fails; the caller closes the dialog on success.
 */
export function NoteDialog({
  open,
  title,
  description,
  label,
  hint,
  requiredMessage,
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
  /** When set, the note is required and this is the message for an empty one. */
  requiredMessage?: string;
  maxLength: number;
  confirmLabel: string;
  busy: boolean;
  destructive?: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        {children ? <div className="mt-4">{children}</div> : null}
        <form
          noValidate
          className="mt-4 grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            const trimmed = note.trim();
            if (requiredMessage && !trimmed) {
              setError(requiredMessage);
              document.getElementById(id)?.focus();
              return;
            }
            onConfirm(trimmed);
          }}
        >
          <label htmlFor={id} className="font-semibold text-neutral-900">
            {label}
            {requiredMessage ? (
              <span aria-hidden="true" className="ml-0.5 text-red-700">
                *
              </span>
            ) : null}
          </label>
          {hint ? (
            <p id={`${id}-hint`} className="text-sm text-neutral-600">
              {hint}
            </p>
          ) : null}
          <textarea
            id={id}
            rows={4}
            value={note}
            maxLength={maxLength}
            required={Boolean(requiredMessage)}
            onChange={(event) => {
              setNote(event.target.value);
              if (error) setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, { hint, error })}
            className={`${controlStyle} resize-y`}
          />
          <FieldError id={id} message={error} />
          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={onCancel} disabled={busy} className={buttonStyles.outline}>
              Cancel
            </button>
            <button type="submit" disabled={busy} className={destructive ? dangerButtonStyle : buttonStyles.primary}>
              {busy ? 'Working…' : confirmLabel}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
