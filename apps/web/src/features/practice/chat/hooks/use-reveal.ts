import { useEffect, useState } from 'react';
import { nextRevealIn, revealedCount, type RevealOptions } from '../logic/reveal';

/** How many chats of the list are visible now (roleplay.md §4 Chat list reveal). */
export function useReveal(count: number, options: RevealOptions): number {
  const [loadedAt] = useState(() => Date.now());
  const [visible, setVisible] = useState(() => revealedCount(0, count, options));
  const { isDelayRequired, intervalInSeconds } = options;

  useEffect(() => {
    const opts = { isDelayRequired, intervalInSeconds };
    const elapsed = Date.now() - loadedAt;
    setVisible(revealedCount(elapsed, count, opts));
    const wait = nextRevealIn(elapsed, count, opts);
    if (wait === null) return;
    const timer = setTimeout(() => setVisible(revealedCount(Date.now() - loadedAt, count, opts)), wait);
    return () => clearTimeout(timer);
  }, [count, isDelayRequired, intervalInSeconds, loadedAt, visible]);

  return visible;
}
