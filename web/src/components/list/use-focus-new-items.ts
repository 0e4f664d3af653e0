import { useEffect, useRef } from 'react';

/**
 * After "Load more", moves the focus to the first new item, so keyboard and screen-reader users carry on from
 * where the list grew instead of starting again at the top. `count` is how many items show; `selector` finds the
 * items' focusable elements (e.g. 'article' with `tabIndex={-1}`) inside the element `listRef` points at. Pass
 * `onLoadMore` to `<LoadMore>`.
 */
export function useFocusNewItems<E extends HTMLElement = HTMLUListElement>(count: number, selector: string) {
  const listRef = useRef<E>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || count <= index) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(selector)[index]?.focus();
  }, [count, selector]);

  return { listRef, onLoadMore: () => void (focusFrom.current = count) };
}
