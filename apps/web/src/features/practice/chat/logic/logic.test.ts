import { describe, expect, it } from 'vitest';
import { IDLE_COLOURS, idleStatusAt, idleThresholds } from './idle';
import { FIRST_REVEAL_MS, nextAssessmentDelayMs, nextRevealIn, revealTimes, revealedCount } from './reveal';
import { BOT_WORD_MS, revealDurationMs, revealedText, splitWords, wordsShownAt } from './word-reveal';
import { countWords, idleTypingTimer, measureTyping, onTyping } from './typing-speed';
import { elapsedMs, formatDuration, newItemTimer, parseDuration, startTimer, stopTimer } from './item-timer';
import { finishLineLevel, resultLevel } from './result';
import { visibilityFlags } from './visibility';

describe('idle thresholds and status', () => {
  it('reads the batch option and falls back to 60/120 s', () => {
    expect(idleThresholds({ optionOneFrom: 30, optionOneTo: 90 })).toEqual({ warningSeconds: 30, dangerSeconds: 90 });
    expect(idleThresholds(null)).toEqual({ warningSeconds: 60, dangerSeconds: 120 });
    expect(idleThresholds({ optionOneFrom: 90, optionOneTo: 30 })).toEqual({ warningSeconds: 60, dangerSeconds: 120 });
    expect(idleThresholds({ optionOneFrom: 0, optionOneTo: 30 })).toEqual({ warningSeconds: 60, dangerSeconds: 120 });
  });

  it('goes normal → warning at the warning threshold → danger above the danger threshold', () => {
    const t = idleThresholds(undefined);
    expect(idleStatusAt(0, t)).toBe('normal');
    expect(idleStatusAt(59, t)).toBe('normal');
    expect(idleStatusAt(60, t)).toBe('warning');
    expect(idleStatusAt(120, t)).toBe('warning');
    expect(idleStatusAt(121, t)).toBe('danger');
  });

  it('recolours warning and danger only', () => {
    expect(IDLE_COLOURS.normal).toBeNull();
    expect(IDLE_COLOURS.warning).toBe('yellow');
    expect(IDLE_COLOURS.danger).toBe('pink');
  });
});

describe('chat list reveal', () => {
  it('shows everything at once without a delay', () => {
    expect(revealTimes(3, { isDelayRequired: false, intervalInSeconds: 20 })).toEqual([0, 0, 0]);
    expect(revealedCount(0, 3, { isDelayRequired: false })).toBe(3);
    expect(nextRevealIn(0, 3, { isDelayRequired: false })).toBeNull();
  });

  it('reveals the first after 1 s and then one per interval', () => {
    const options = { isDelayRequired: true, intervalInSeconds: 5 };
    expect(revealTimes(3, options)).toEqual([FIRST_REVEAL_MS, 6000, 11000]);
    expect(revealedCount(999, 3, options)).toBe(0);
    expect(revealedCount(1000, 3, options)).toBe(1);
    expect(revealedCount(10_999, 3, options)).toBe(2);
    expect(revealedCount(11_000, 3, options)).toBe(3);
    expect(nextRevealIn(1500, 3, options)).toBe(4500);
    expect(nextRevealIn(11_000, 3, options)).toBeNull();
  });

  it('defaults the interval to 1 second', () => {
    expect(revealTimes(3, { isDelayRequired: true, intervalInSeconds: null })).toEqual([1000, 2000, 3000]);
    expect(revealTimes(2, { isDelayRequired: true, intervalInSeconds: 0 })).toEqual([1000, 2000]);
  });

  it('starts the next assessment after the batch interval, or at once', () => {
    expect(nextAssessmentDelayMs({ isDelayRequired: true, intervalInSeconds: 20 })).toBe(20_000);
    expect(nextAssessmentDelayMs({ isDelayRequired: false, intervalInSeconds: 20 })).toBe(0);
  });
});

describe('word-by-word bot text', () => {
  const text = 'Hi there,  my router keeps  dropping.';
  it('splits into words that rebuild the text', () => {
    expect(splitWords(text)).toHaveLength(6);
    expect(splitWords(text).join('')).toBe(text);
    expect(splitWords('   ')).toEqual([]);
  });

  it('shows one more word every 400 ms, the first at once', () => {
    expect(wordsShownAt(0, 6)).toBe(1);
    expect(wordsShownAt(BOT_WORD_MS - 1, 6)).toBe(1);
    expect(wordsShownAt(BOT_WORD_MS, 6)).toBe(2);
    expect(wordsShownAt(BOT_WORD_MS * 10, 6)).toBe(6);
    expect(wordsShownAt(1000, 0)).toBe(0);
    expect(revealedText(text, 2)).toBe('Hi there,');
    expect(revealedText(text, 6)).toBe(text);
    expect(revealDurationMs(text)).toBe(5 * BOT_WORD_MS);
  });
});

describe('typing speed timer', () => {
  it('starts on the first character, keeps its start while typing, resets when cleared', () => {
    let timer = onTyping(idleTypingTimer, 'H', 1000);
    expect(timer.startedAt).toBe(1000);
    timer = onTyping(timer, 'Hello', 3000);
    expect(timer.startedAt).toBe(1000);
    expect(onTyping(timer, '', 4000).startedAt).toBeNull();
  });

  it('computes words per minute from the typing duration', () => {
    const timer = { startedAt: 0 };
    expect(countWords('  one two   three ')).toBe(3);
    expect(measureTyping(timer, 'one two three four five six', 6000)).toEqual({ typingDuration: 6000, typingSpeed: 60 });
    expect(measureTyping(idleTypingTimer, 'no timer', 5000)).toEqual({ typingDuration: 0, typingSpeed: 0 });
    expect(measureTyping(timer, 'fast', 200).typingSpeed).toBe(0);
    // 22 words in 1.3 s is over 1,000 words a minute: not typing, and past what the prompt accepts.
    const burst = Array.from({ length: 22 }, (_, i) => `word${i}`).join(' ');
    expect(measureTyping(timer, burst, 1300)).toEqual({ typingDuration: 1300, typingSpeed: 0 });
    expect(measureTyping(timer, burst, 1320).typingSpeed).toBe(1000);
  });
});

describe('item timer', () => {
  it('accumulates running time across stops and starts', () => {
    let timer = startTimer(newItemTimer(), 1000);
    expect(startTimer(timer, 5000)).toBe(timer);
    expect(elapsedMs(timer, 4000)).toBe(3000);
    timer = stopTimer(timer, 4000);
    expect(timer).toEqual({ savedMs: 3000, runningSince: null });
    expect(elapsedMs(timer, 99_000)).toBe(3000);
    timer = stopTimer(startTimer(timer, 10_000), 12_500);
    expect(timer.savedMs).toBe(5500);
  });

  it('formats and parses HH:MM:SS', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3_723_999)).toBe('01:02:03');
    expect(parseDuration('01:02:03')).toBe(3_723_000);
    expect(parseDuration('nonsense')).toBe(0);
    expect(parseDuration(null)).toBe(0);
  });
});

describe('result level', () => {
  it('is exceptional from 80 and average below, scripted or not', () => {
    expect(resultLevel(80)).toBe('exceptional');
    expect(resultLevel(79.9)).toBe('average');
    expect(resultLevel(10)).toBe('average');
  });

  it('ends an unscripted finish on the exceptional line whatever it scored, a scripted one on its level', () => {
    expect(finishLineLevel(10, false)).toBe('exceptional');
    expect(finishLineLevel(10, true)).toBe('average');
    expect(finishLineLevel(85, true)).toBe('exceptional');
  });
});

describe('visibility modes', () => {
  it('maps the four modes to questions, answers and own responses', () => {
    expect(visibilityFlags(1)).toEqual({ canShowQuestions: false, canShowAnswers: true, canShowUserResponse: true });
    expect(visibilityFlags(2)).toEqual({ canShowQuestions: false, canShowAnswers: false, canShowUserResponse: false });
    expect(visibilityFlags(3)).toEqual({ canShowQuestions: true, canShowAnswers: true, canShowUserResponse: true });
    expect(visibilityFlags(6)).toEqual({ canShowQuestions: true, canShowAnswers: false, canShowUserResponse: true });
  });
});
