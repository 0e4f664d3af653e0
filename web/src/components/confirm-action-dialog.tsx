import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonStyles } from './ui/styles.ts';

/**
 * A yes/no question before something that cannot be undone (Radix AlertDialog: focus starts on Cancel, Escape
 * cancels, the overlay does not dismiss). Same look as <DialogContent>: a bottom sheet on phones.
 * The confirm button stays in the dialog while `pending`, so a slow answer cannot be confirmed twice.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  dismissLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting; say what it keeps when the action itself is "Cancel …". */
  dismissLabel?: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-lilac-950/60" />
        <AlertDialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 pb-8 shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
          <AlertDialog.Title className="text-xl font-bold tracking-tight text-lilac-950">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-neutral-800">{description}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonStyles.outline} disabled={pending}>
              {dismissLabel ?? t`Cancel`}
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: that would close the dialog before the answer arrives. */}
            <button type="button" className={buttonStyles.danger} disabled={pending} onClick={onConfirm}>
              {pending ? (pendingLabel ?? t`Working…`) : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
