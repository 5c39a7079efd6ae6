import { detectBehaviour } from '../persona/behaviour.js';
import { round } from './conversation-kpis.js';
import type { Evidence } from './types.js';

/**
 * Conduct as a critical error. Contact-centre QA scorecards do not weigh rudeness to a customer or
 * blaming them like any other item: it is a critical error that fails the evaluation however well the
 * rest went. The forbidden-words KPI still counts such messages at its weight; on top of it, a session
 * with any hostile message scores at most CRITICAL_ERROR_CAP (the most a rude advisor may score), and
 * each hostile message takes a further CRITICAL_ERROR_STEP of what is left, so four fail the session
 * outright. The penalty is per message, not per share of messages: a rude remark hurts the customer as
 * much in a long chat as in a short one, and padding a chat with civil lines must not dilute it.
 */
export const CRITICAL_ERROR_CAP = 40;
export const CRITICAL_ERROR_STEP = 0.25;

export interface Conduct {
  /** Advisor messages read as rude or blaming. */
  hostile: number;
  /** Advisor messages read. */
  messages: number;
  /** Turn index of each hostile message. */
  turns: number[];
}

/** Rude or blaming messages among an advisor's messages; a tenant's forbidden word alone is not a conduct error. */
export function conductOf(messages: readonly { turn: number; text: string }[], language: string): Conduct {
  const turns = messages
    .filter((m) => {
      const { behaviour } = detectBehaviour(m.text, language);
      return behaviour === 'rude' || behaviour === 'blame';
    })
    .map((m) => m.turn);
  return { hostile: turns.length, messages: messages.length, turns };
}

/**
 * The overall score after the conduct rule: unchanged for a civil session, otherwise capped at
 * CRITICAL_ERROR_CAP and reduced by CRITICAL_ERROR_STEP per hostile message. Always 0–100; never higher
 * with more hostile messages.
 */
export function applyConduct(overall: number, conduct: Pick<Conduct, 'hostile'>): number {
  const score = Math.min(100, Math.max(0, Number.isFinite(overall) ? overall : 0));
  const hostile = Number.isFinite(conduct.hostile) ? Math.max(0, Math.floor(conduct.hostile)) : 0;
  if (hostile === 0) return score;
  return round(Math.min(score, CRITICAL_ERROR_CAP) * Math.max(0, 1 - CRITICAL_ERROR_STEP * hostile));
}

/** What the score report says about it: how many messages, the cap, and the score before and after. */
export function conductEvidence(before: number, after: number, conduct: Conduct): Evidence {
  return {
    turn: conduct.turns[0] ?? null,
    stepId: null,
    phrase: null,
    code: 'conduct_critical_error',
    values: {
      count: conduct.hostile,
      total: conduct.messages,
      cap: CRITICAL_ERROR_CAP,
      step: Math.round(100 * CRITICAL_ERROR_STEP),
      before: round(before),
      score: round(after),
    },
  };
}
