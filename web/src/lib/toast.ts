import type { MessageDescriptor } from '@lingui/core';

/**
 * The one toast API: `toast({ title, description, variant })` from anywhere (components, query
 * caches, plain functions). A tiny external store; `<Toaster />` renders it with Radix Toast.
 *
 * Spec section 9: at most 1 toast is visible, a new one replaces the old; a dismissed toast is
 * removed from the store 1,000,000 ms after dismissal (the exit animation needs it mounted a while;
 * with a limit of 1 the next toast replaces it anyway).
 */

/**
 * A toast's words: a text already in the reader's language, or a message of the catalog (`msg`), which <Toaster>
 * translates, for toasts raised where no render's translations are at hand (plain functions, query caches).
 */
export type ToastText = string | MessageDescriptor;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: ToastText;
  description?: ToastText;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

type Listener = () => void;

let items: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setItems(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

/** Hides a toast (it stays in the store for the exit animation, then is removed). */
export function dismissToast(id: string): void {
  if (!items.some((item) => item.id === id && item.open)) return;
  setItems(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setItems(items.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast; returns its id and a function that dismisses it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { variant: 'default', ...input, id, open: true };
  const kept = [item, ...items].slice(0, TOAST_LIMIT);
  for (const dropped of items) {
    if (!kept.includes(dropped)) {
      const timer = removeTimers.get(dropped.id);
      if (timer !== undefined) clearTimeout(timer);
      removeTimers.delete(dropped.id);
    }
  }
  setItems(kept);
  return { id, dismiss: () => dismissToast(id) };
}
