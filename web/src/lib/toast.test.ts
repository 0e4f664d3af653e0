import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, subscribeToasts, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it('keeps at most one toast: a new one replaces the old', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    toast({
      title: 'Session Created',
      description: 'Your group mentorship session has been created successfully.',
      variant: 'success',
    });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Session Created', variant: 'success', open: true });
  });

  it('defaults to the default variant', () => {
    toast({ title: 'Hello' });
    expect(getToasts()[0]!.variant).toBe('default');
  });

  it('notifies subscribers and stops after unsubscribing', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    toast({ title: 'One' });
    unsubscribe();
    toast({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('dismissing closes the toast, then removes it after the removal delay', () => {
    vi.useFakeTimers();
    const { id, dismiss } = toast({ title: 'Failed to send message', variant: 'destructive' });
    dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    dismissToast(id); // a second dismissal changes nothing
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts()).toEqual([]);
  });
});
