import { useSyncExternalStore, type ReactElement } from 'react';

/**
 * Tooltips (spec section 9: open after 700 ms, 300 ms skip delay) for icon-only buttons and cut-off text.
 *
 * Radix's tooltip, with its positioning engine, is about 20 KB (brotli), so it lives on its own chunk
 * (components/ui/tooltip.tsx), which the router loads with every screen but the landing page. This module is the
 * light part any screen, dialog or the header can use: once that chunk has loaded it registers its tooltip here and
 * every <WithTooltip> shows it; until then (the visitor's landing page) the child is shown as it is, with its
 * accessible name and no tooltip. A tooltip only repeats a name screen readers already read: it is for the eye.
 */

export interface TooltipProps {
  label: string;
  /** Asked when the tooltip is about to open: false keeps it closed (text that turns out not to be cut off). */
  openWhen?: (trigger: HTMLElement) => boolean;
  children: ReactElement;
}

/** Wraps an element in the tooltip: `(props) => <SomeTooltip {...props} />`. */
export type RenderTooltip = (props: TooltipProps) => ReactElement;

let registered: RenderTooltip | null = null;
const listeners = new Set<() => void>();

/** Called by the tooltip chunk when it loads. */
export function registerTooltip(render: RenderTooltip) {
  registered = render;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function useRenderTooltip(): RenderTooltip | null {
  // Null on the server and while hydrating, so the first render matches the server's HTML.
  return useSyncExternalStore(
    subscribe,
    () => registered,
    () => null,
  );
}

/**
 * `label` in a tooltip over `children`: one element that takes a ref and focus, such as an icon-only button (whose
 * accessible name should be the same words).
 */
export function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  const renderTooltip = useRenderTooltip();
  return renderTooltip ? renderTooltip({ label, children }) : children;
}

/**
 * Text cut off with an ellipsis at the end of its line (`className` carries the text's own styles); the whole text
 * shows in a tooltip when it really is cut off.
 */
export function TruncatedText({ children, className = '' }: { children: string; className?: string }): ReactElement {
  const renderTooltip = useRenderTooltip();
  const text = <span className={`block truncate ${className}`}>{children}</span>;
  return renderTooltip ? renderTooltip({ label: children, openWhen: isCutOff, children: text }) : text;
}

const isCutOff = (element: HTMLElement) => element.scrollWidth > element.clientWidth;
