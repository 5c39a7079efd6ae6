/** roleplay.md §4/§9: unscripted bot text appears word by word, 400 ms per word. */
export const BOT_WORD_MS = 400;

/** The words of a message, keeping each word's trailing whitespace so the text rebuilds exactly. */
export function splitWords(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

/** Words visible `elapsedMs` after the message started: the first at once, one more every 400 ms. */
export function wordsShownAt(elapsedMs: number, totalWords: number): number {
  if (totalWords === 0) return 0;
  return Math.min(totalWords, Math.floor(Math.max(0, elapsedMs) / BOT_WORD_MS) + 1);
}

/** The text as shown after `shown` words. */
export function revealedText(text: string, shown: number): string {
  return splitWords(text).slice(0, shown).join('').trimEnd();
}

/** How long the whole message takes to appear. */
export const revealDurationMs = (text: string) => Math.max(0, splitWords(text).length - 1) * BOT_WORD_MS;
