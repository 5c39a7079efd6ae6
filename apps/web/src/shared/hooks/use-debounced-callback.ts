import { useEffect, useMemo, useRef } from 'react';
import { debounce, type Debounced } from './debounce';

/** A stable debounced version of `callback` that always calls its latest version. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, waitMs: number): Debounced<A> {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  const debounced = useMemo(() => debounce((...args: A) => latest.current(...args), waitMs), [waitMs]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
