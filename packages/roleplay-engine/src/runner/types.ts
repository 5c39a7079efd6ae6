import type { MatchReason } from '../matching/match-answer.js';
import type { BotMessageKey, SystemCode } from './messages.js';

/** Step kinds of a scripted roleplay (same list as @switchboard/contracts SCRIPT_STEP_KINDS). */
export type StepKind = 'welcome' | 'disclaimer' | 'probing' | 'resolution' | 'compliance' | 'closing' | 'regular' | 'select-one';

/**
 * One step of a script as the engine reads it. Structurally the contracts' ScriptStep, restated here
 * so the pure engine does not depend on zod; a type test keeps the two assignable.
 */
export interface EngineStep {
  id: string;
  kind: StepKind;
  customerLines: readonly string[];
  recommendedAnswers: readonly string[];
  chips?: readonly string[];
  /** The ideas a reply must convey, each judged on its own. */
  keyPoints?: readonly string[];
  /** What fails the step whatever else the reply says. */
  mustNot?: readonly string[];
}
export interface EngineScript {
  steps: readonly EngineStep[];
}

/** The use case's matching rules, fixed when the session starts (an edit mid-session changes nothing). */
export interface RunnerConfig {
  /** 0–1, or a percentage 0–100 as use cases store it. */
  threshold: number;
  /** Retries after the first attempt; default 3 (roleplay.md §9). */
  maxRetryCount: number;
  /** BCP 47 code of the bot language (en-US, fr-FR, es-ES…). */
  language: string;
  /** The tenant's additions to the never-say list, fixed for the session like the rest. */
  neverSay?: string[];
  /** What the customer holds (their facts): values a reply may read back, and must read back right. */
  context?: string[];
  /** What the advisor was briefed on about the customer's situation (see MatchOptions.situation). */
  situation?: string[];
  /** The customer's name (see MatchOptions.customerName). */
  customerName?: string;
}

/** Timings the client measured for one reply (chat-answer request fields of roleplay.md §3). */
export interface ReplyTiming {
  /** Time spent typing the reply (chat). */
  typingDurationMs?: number;
  /** Words per minute the client measured while typing (chat). */
  typingSpeedWpm?: number;
  /** Time the advisor stayed idle before answering. */
  idleMs?: number;
  /** Time the bot took to produce its previous message. */
  botTimeTakenMs?: number;
  /** Length of the spoken reply (voice). */
  voiceDurationMs?: number;
  /** Silence before the advisor started speaking (voice). */
  pauseMs?: number;
}

/** `at` is the caller's clock in epoch milliseconds: the engine never reads a clock itself. */
export type RunnerEvent =
  | { type: 'start'; at: number }
  | {
      type: 'reply';
      at: number;
      text: string;
      timing?: ReplyTiming;
      /**
       * An outside judge's verdict (an LLM asked against the key points) on a reply near the threshold
       * (`inJudgeBand`); the runner follows it unless the reply asked for a secret, stated a wrong value or said a must-not.
       */
      judge?: { matched: boolean };
    }
  | { type: 'chip'; at: number; chipIndex: number; timing?: ReplyTiming }
  /** The advisor ended the chat or call before the last step: the rest is unanswered. */
  | { type: 'end'; at: number };

export type BotMessage =
  | { type: 'customer'; stepId: string; text: string; chips: string[]; selectOne: boolean }
  | { type: 'system'; code: SystemCode; key: BotMessageKey; text: string; stepId: string | null };

export type TurnOutcome = 'matched' | 'retry' | 'failed';

/** One advisor reply with everything the score is later explained by. */
export interface TurnRecord {
  stepId: string;
  stepIndex: number;
  stepKind: StepKind;
  /** 1 for the first attempt at this step, up to maxRetryCount + 1. */
  attempt: number;
  via: 'text' | 'chip';
  chipIndex: number | null;
  reply: string;
  matched: boolean;
  similarity: number;
  /** Index and text of the recommended answer (or chip, on a select-one step) the reply came closest to. */
  bestIndex: number;
  bestAnswer: string | null;
  /** Why the reply was refused (empty when it matched); absent in sessions stored before reasons existed. */
  reasons?: MatchReason[];
  outcome: TurnOutcome;
  /** When the bot finished asking (previous event) and when the reply arrived, epoch ms. */
  promptAt: number;
  at: number;
  responseMs: number;
  typingDurationMs: number | null;
  typingSpeedWpm: number | null;
  idleMs: number | null;
  botTimeTakenMs: number | null;
  voiceDurationMs: number | null;
  pauseMs: number | null;
}

export type StepStatus = 'pending' | 'matched' | 'failed' | 'unanswered';

export interface StepResult {
  stepId: string;
  kind: StepKind;
  status: StepStatus;
  attempts: number;
  /** 0–5: 5 on a first-attempt match, one point less per retry (at least 1), 0 when never matched. */
  score: number;
  /** Index in `turns` of the matching reply, or null. */
  matchedTurn: number | null;
}

export type RunnerStatus = 'ready' | 'awaiting-reply' | 'completed';

/** Plain JSON: the server stores it per user session between prompts and passes it back. */
export interface RunnerState {
  version: 1;
  config: RunnerConfig;
  /** Step ids of the script the session started with; a changed script is refused. */
  stepIds: string[];
  status: RunnerStatus;
  stepIndex: number;
  /** Failed attempts at the current step so far (the request's answerRetryCount). */
  retryCount: number;
  startedAt: number | null;
  endedAt: number | null;
  /** When the bot last spoke: a reply's response time runs from here. */
  lastBotAt: number | null;
  turns: TurnRecord[];
  steps: StepResult[];
  /** True when the advisor ended before the last step. */
  endedEarly: boolean;
}

export interface RunnerResult {
  state: RunnerState;
  messages: BotMessage[];
  /** The reply this event recorded, if any. */
  turn: TurnRecord | null;
  completed: boolean;
}
