import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/** Spec section 9: tooltips open after 700 ms; moving between them within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/*
 * Radix's tooltip module carries the positioning engine (floating-ui, about 7 KB brotli), so the
 * provider is kept off the landing chunk: the router wraps every lazily loaded screen in
 * <TooltipLayout /> (its own chunk, fetched in parallel with the screen), and the dashboard wraps
 * itself in <TooltipProvider />. The visitor landing page has no tooltips.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}

export function TooltipLayout() {
  return (
    <TooltipProvider>
      <Outlet />
    </TooltipProvider>
  );
}
