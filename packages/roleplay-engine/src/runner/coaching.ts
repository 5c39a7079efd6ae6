import { hintTexts } from '../lexicons/hints.js';
import type { MatchReason } from '../matching/match-answer.js';
import { maskValues } from './mask-values.js';
import type { EngineStep, TurnRecord } from './types.js';

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

export interface HintOptions {
  /** The roleplay's language: the hint quotes its key points and answers, so it is in that language. */
  language: string;
  /**
   * False when the visibility mode hides the recommended answers: the hint then names what kind of
   * thing is wrong or missing, never the words of the answer or key point.
   */
  revealAnswers: boolean;
  /**
   * The step's key points: the trainer's own labels of what a reply must convey, named in any
   * visibility mode (they say what to convey, not the words to say it in).
   */
  keyPoints?: readonly string[];
}

const isKeyPoint = (point: string, keyPoints: readonly string[] | undefined) =>
  (keyPoints ?? []).some((k) => k.trim().toLowerCase() === point.trim().toLowerCase());

/** One specific hint for a refused reply: its most serious reason, in the roleplay's language. */
export function coachingHint(reasons: readonly MatchReason[] | undefined, options: HintOptions): string | null {
  const reason = reasons?.[0];
  if (!reason) return null;
  const t = hintTexts(options.language);
  switch (reason.code) {
    case 'prohibited':
      return reason.source === 'built-in' ? t.secret : fill(t.mustNot, { what: reason.what });
    case 'wrong_fact':
      return fill(t.wrongFact, { fact: t.facts[reason.kind], given: reason.given });
    case 'contradiction':
      return t.contradiction;
    case 'off_topic':
      return t.offTopic;
    case 'missing_point': {
      if (!reason.point || !(options.revealAnswers || isKeyPoint(reason.point, options.keyPoints))) return t.missingHidden;
      // The point names what to convey, never the value to state: a wrong value is told without the one due.
      const point = maskValues(reason.point, options.language, (kind) => t.masks[kind]);
      return point ? fill(t.missingPoint, { point }) : t.missingHidden;
    }
  }
}

/**
 * The model answer of a step that is over for the advisor: failed for good, or never reached when the
 * practice ended. Shown then in every visibility mode, since nothing is left to answer, and never while
 * the step can still be answered. It is the recommended answer closest to the advisor's last reply, so
 * it reads as the better version of what they said; the step's first recommended answer when there is
 * no reply, or when the closest is not an answer (a wrong option picked at a select-one step).
 */
export function modelAnswerOf(step: Pick<EngineStep, 'recommendedAnswers'>, lastTurn?: Pick<TurnRecord, 'bestAnswer'>): string | null {
  const best = lastTurn?.bestAnswer;
  if (best && step.recommendedAnswers.includes(best)) return best;
  return step.recommendedAnswers[0] ?? null;
}

/** The model answer line the chat shows under a reply that used the step's last attempt. */
export function modelAnswerLine(answer: string, language: string): string {
  return fill(hintTexts(language).modelAnswer, { answer });
}
