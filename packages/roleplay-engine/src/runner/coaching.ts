import { hintTexts } from '../lexicons/hints.js';
import type { MatchReason } from '../matching/match-answer.js';

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
    case 'missing_point':
      return reason.point && (options.revealAnswers || isKeyPoint(reason.point, options.keyPoints))
        ? fill(t.missingPoint, { point: reason.point })
        : t.missingHidden;
  }
}

/** The model answer shown once a step is failed for good. */
export function modelAnswerLine(answer: string, language: string): string {
  return fill(hintTexts(language).modelAnswer, { answer });
}
