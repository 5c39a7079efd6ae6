import { PRACTICE_TEXT_LIMITS } from '@switchboard/contracts';

/**
 * The typing-speed timer (roleplay.md §4): starts when text is entered, words per minute are computed
 * from it, clearing the box resets it. Pure: the caller passes the clock.
 */
export interface TypingTimer {
  startedAt: number | null;
}

export const idleTypingTimer: TypingTimer = { startedAt: null };

/** The box changed to `value` at `now`. */
export function onTyping(timer: TypingTimer, value: string, now: number): TypingTimer {
  if (value.length === 0) return idleTypingTimer;
  return timer.startedAt === null ? { startedAt: now } : timer;
}

export const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

export interface TypingMeasure {
  typingDuration: number;
  typingSpeed: number;
}

/** Typing duration (ms) and speed (words per minute, rounded) of `text` sent at `now`. */
export function measureTyping(timer: TypingTimer, text: string, now: number): TypingMeasure {
  const typingDuration = timer.startedAt === null ? 0 : Math.max(0, now - timer.startedAt);
  const words = countWords(text);
  // Under a second of typing (a paste would be one, but paste is blocked) is not a speed to trust, nor is one
  // no person types at (autofill, dictation software): it is sent as 0, never as a value the server refuses.
  const wpm = typingDuration < 1000 ? 0 : Math.round((words * 60_000) / typingDuration);
  return { typingDuration, typingSpeed: wpm > PRACTICE_TEXT_LIMITS.maxTypingWpm ? 0 : wpm };
}
