import { useLingui } from '@lingui/react/macro';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { WithTooltip } from './with-tooltip.tsx';
import {
  dismissToast,
  getToasts,
  subscribeToasts,
  TOAST_DURATION_MS,
  type ToastText,
  type ToastVariant,
} from '../lib/toast.ts';

/** Spec section 9: swipe right past 50 px dismisses a toast. */
const SWIPE_THRESHOLD_PX = 50;

const variantStyles: Record<ToastVariant, string> = {
  default: 'border-lilac-200 bg-white text-neutral-900',
  success: 'border-grass-700 bg-grass-50 text-grass-950',
  destructive: 'border-red-800 bg-red-700 text-white',
};

/**
 * Renders the toast store with Radix Toast: one visible at a time, 5 s each, F8 focuses the
 * notification region (Radix's default hotkey). Destructive toasts are announced assertively.
 */
const RADIX_HOTKEY = '{hotkey}';

export function Toaster() {
  const { t, i18n } = useLingui();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const text = (value: ToastText) => (typeof value === 'string' ? value : i18n._(value));
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label={t`Notifications`}
    >
      {toasts.map((item) => {
        const variant = item.variant ?? 'default';
        return (
          <Toast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={variant}
            className={`toast relative flex items-start gap-3 rounded-xl border-2 p-4 pr-10 shadow-lg ${variantStyles[variant]}`}
          >
            <div className="grid gap-1">
              <Toast.Title className="font-semibold">{text(item.title)}</Toast.Title>
              {item.description ? (
                <Toast.Description className="text-sm">{text(item.description)}</Toast.Description>
              ) : null}
            </div>
            <WithTooltip label={t`Close notification`}>
              <Toast.Close
                aria-label={t`Close notification`}
                className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-xl leading-none opacity-80 hover:opacity-100"
              >
                <span aria-hidden="true">×</span>
              </Toast.Close>
            </WithTooltip>
          </Toast.Root>
        );
      })}
      {/* At the top of a phone's screen, away from the thumb and the button just tapped, which is usually lower down
          (a card's action, a form's submit); at the bottom right from 640 px, beside the content. */}
      <Toast.Viewport
        // Radix puts the key that reaches the notifications (F8) where `{hotkey}` stands.
        label={t`Notifications (${RADIX_HOTKEY})`}
        className="fixed top-0 right-0 z-50 m-0 flex w-full list-none flex-col gap-2 p-4 pt-[max(1rem,env(safe-area-inset-top))] outline-none sm:top-auto sm:bottom-0 sm:max-w-sm sm:pt-4"
      />
    </Toast.Provider>
  );
}
