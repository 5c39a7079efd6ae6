import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element's content is wider than the element (a table on a phone), kept up to date as either
 * changes size. A callback ref: attach it to the scrolling element.
 */
export function useOverflowsSideways(): [(element: HTMLElement | null) => void, boolean] {
  const [overflows, setOverflows] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    // Called with null when the element goes (merged refs may not pass a cleanup function on).
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    if (element.firstElementChild) observer.current.observe(element.firstElementChild);
    measure();
  }, []);
  return [ref, overflows];
}
