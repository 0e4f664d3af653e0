import { useLingui } from '@lingui/react/macro';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { WithTooltip } from '../with-tooltip.tsx';

/*
 * A Radix Dialog with the app's look: a bottom sheet on phones (thumb reach, no tiny centred box), a centred
 * panel from the `sm` breakpoint. Radix handles the focus trap, Escape, the overlay click, scroll locking and
 * returning focus: to the <DialogTrigger>, or, for a dialog opened from state, to whatever had focus when it opened
 * (a card's name button, say). Every dialog needs a <DialogTitle>; give a <DialogDescription> or pass
 * `aria-describedby={undefined}` to <DialogContent> when there is none.
 *
 *   <Dialog open={open} onOpenChange={setOpen}>
 *     <DialogContent>
 *       <DialogTitle>…</DialogTitle>
 *       <DialogDescription>…</DialogDescription>
 *       …
 *     </DialogContent>
 *   </Dialog>
 */

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const sizes = { md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

export function DialogContent({
  children,
  className = '',
  size = 'md',
  closeLabel,
  onCloseAutoFocus,
  ...props
}: Omit<ComponentProps<typeof RadixDialog.Content>, 'children'> & {
  children: ReactNode;
  size?: keyof typeof sizes;
  /** The close button's accessible name. */
  closeLabel?: string;
}) {
  const { t } = useLingui();
  const label = closeLabel ?? t`Close`;
  // Read while rendering the opening dialog, before Radix moves focus into it.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-lilac-950/60" />
      <RadixDialog.Content
        {...props}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Without a <DialogTrigger>, Radix has nowhere to send focus back to: return it to the opener.
          if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
        className={`fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto overscroll-contain rounded-t-2xl bg-white p-5 pb-8 shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6 ${sizes[size]} ${className}`}
      >
        {children}
        <WithTooltip label={label}>
          <RadixDialog.Close
            aria-label={label}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-2xl leading-none text-lilac-900 hover:bg-lilac-100"
          >
            <span aria-hidden="true">×</span>
          </RadixDialog.Close>
        </WithTooltip>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ className = '', ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return (
    <RadixDialog.Title className={`pr-10 text-2xl font-bold tracking-tight text-lilac-950 ${className}`} {...props} />
  );
}

export function DialogDescription({ className = '', ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={`text-neutral-700 ${className}`} {...props} />;
}
