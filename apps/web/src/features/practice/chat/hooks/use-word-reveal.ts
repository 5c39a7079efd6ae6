import { useEffect, useState } from 'react';
import { BOT_WORD_MS, revealedText, splitWords, wordsShownAt } from '../logic/word-reveal';

/** Unscripted bot text, word by word at 400 ms per word (roleplay.md §4 Bot speech); `live` false shows it whole. */
export function useWordReveal(text: string, live: boolean): { shown: string; done: boolean } {
  const total = splitWords(text).length;
  const [count, setCount] = useState(() => (live ? wordsShownAt(0, total) : total));

  useEffect(() => {
    if (!live) {
      setCount(total);
      return;
    }
    // A new message stops the current one and starts from its first word.
    const startedAt = Date.now();
    setCount(wordsShownAt(0, total));
    const timer = setInterval(() => {
      const shown = wordsShownAt(Date.now() - startedAt, total);
      setCount(shown);
      if (shown >= total) clearInterval(timer);
    }, BOT_WORD_MS);
    return () => clearInterval(timer);
  }, [text, live, total]);

  return { shown: revealedText(text, count), done: count >= total };
}
