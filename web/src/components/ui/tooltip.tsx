import { Tooltip } from 'radix-ui';
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { registerTooltip, type TooltipProps } from '../with-tooltip.tsx';

/** Spec section 9: tooltips open after 700 ms; moving between them within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/*
 * Radix's tooltip carries a positioning engine (floating-ui; about 20 KB brotli in all), so the
 * provider is kept off the landing chunk: the router wraps every lazily loaded screen in
 * <TooltipLayout /> (its own chunk, fetched in parallel with the screen). Screens do not use Radix's
 * tooltip directly but <WithTooltip> / <TruncatedText> (components/with-tooltip.tsx), which this chunk
 * fills in when it loads.
 */

const InsideProvider = createContext(false);

/** Whether the last key or pointer press was Tab (or Shift+Tab). */
let focusMovedByTab = false;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => (focusMovedByTab = event.key === 'Tab'), true);
  document.addEventListener('pointerdown', () => (focusMovedByTab = false), true);
}

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>
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

function AppTooltip({ label, openWhen, children }: TooltipProps) {
  const inside = useContext(InsideProvider);
  const [open, setOpen] = useState(false);
  // Typed as Radix types its trigger; with `asChild` it is whatever element the child is.
  const trigger = useRef<HTMLButtonElement>(null);
  const allowed = () => (openWhen && trigger.current ? openWhen(trigger.current) : true);
  const tooltip = (
    <Tooltip.Root open={open} onOpenChange={(next) => setOpen(next && allowed())}>
      <Tooltip.Trigger
        ref={trigger}
        asChild
        // Focus opens a tooltip only when the reader moved it there with Tab. A dialog focuses its close button
        // when it opens, which should neither greet the reader with "Close" nor take the first Escape, meant for
        // the dialog.
        onFocus={(event) => {
          if (!focusMovedByTab) event.preventDefault();
        }}
      >
        {children}
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-xs rounded-md bg-lilac-950 px-2.5 py-1.5 text-sm text-white shadow-lg"
        >
          {label}
          <Tooltip.Arrow className="fill-lilac-950" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
  // The header's and the notifications' buttons sit outside every screen's provider: they get one of their own,
  // with the same timings.
  return inside ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}

registerTooltip((props) => <AppTooltip {...props} />);
