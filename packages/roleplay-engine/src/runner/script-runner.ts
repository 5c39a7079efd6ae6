import { inJudgeBand, matchAnswer, type MatchReason, type MatchOptions } from '../matching/match-answer.js';
import { behaviourMessage } from '../persona/behaviour.js';
import { BOT_MESSAGES, NON_MATCHING_RESPONSE_MESSAGE, SYSTEM_CODES, type BotMessageKey, type SystemCode } from './messages.js';
import type {
  BotMessage,
  EngineScript,
  EngineStep,
  ReplyTiming,
  RunnerConfig,
  RunnerEvent,
  RunnerResult,
  RunnerState,
  StepResult,
  TurnRecord,
} from './types.js';

/** roleplay.md §9: three retries after the first attempt. */
export const DEFAULT_MAX_RETRY_COUNT = 3;
/** Points of a step answered right the first time; each retry costs one (a match still earns ≥ 1). */
export const STEP_MAX_SCORE = 5;

export type RunnerErrorCode =
  'not_started' | 'already_started' | 'completed' | 'script_changed' | 'empty_reply' | 'unknown_chip' | 'invalid_state';

/** A request the session cannot take in its current state; the server answers it with 409 or 400. */
export class RunnerError extends Error {
  constructor(
    readonly code: RunnerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RunnerError';
  }
}

/** A fresh session for `script`; nothing is said until the `start` event. */
export function createRunner(
  script: EngineScript,
  config: Partial<RunnerConfig> & Pick<RunnerConfig, 'threshold' | 'language'>,
): RunnerState {
  const maxRetryCount = config.maxRetryCount ?? DEFAULT_MAX_RETRY_COUNT;
  return {
    version: 1,
    config: {
      threshold: config.threshold,
      language: config.language,
      maxRetryCount: Math.max(0, Math.floor(maxRetryCount)),
      ...(config.neverSay?.length ? { neverSay: [...config.neverSay] } : {}),
      ...(config.context?.length ? { context: [...config.context] } : {}),
      ...(config.situation?.length ? { situation: [...config.situation] } : {}),
      ...(config.customerName ? { customerName: config.customerName } : {}),
    },
    stepIds: script.steps.map((s) => s.id),
    status: 'ready',
    stepIndex: 0,
    retryCount: 0,
    startedAt: null,
    endedAt: null,
    lastBotAt: null,
    turns: [],
    steps: script.steps.map((s) => ({ stepId: s.id, kind: s.kind, status: 'pending', attempts: 0, score: 0, matchedTurn: null })),
    endedEarly: false,
  };
}

const system = (key: BotMessageKey, code: SystemCode, stepId: string | null, text?: string): BotMessage => ({
  type: 'system',
  code,
  key,
  text: text ?? BOT_MESSAGES[key],
  stepId,
});

/** The customer's line(s) of a step; a select-one step adds the select-one prompt after them. */
function ask(step: EngineStep): BotMessage[] {
  const chips = [...(step.chips ?? [])];
  const selectOne = step.kind === 'select-one';
  const lines: BotMessage[] = step.customerLines.map((text, i) => ({
    type: 'customer',
    stepId: step.id,
    text,
    // Chips belong under the last line, where the advisor answers.
    chips: i === step.customerLines.length - 1 ? chips : [],
    selectOne,
  }));
  if (selectOne) lines.push(system('selectone', SYSTEM_CODES.selectOne, step.id));
  return lines;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

interface Judgement {
  matched: boolean;
  similarity: number;
  bestIndex: number;
  bestAnswer: string | null;
  /** A free-text reply to a select-one step that names no option. */
  noOption: boolean;
  reasons: MatchReason[];
}

/**
 * Select-one: the chosen option must be a recommended answer, exactly. A typed (or spoken) reply is
 * first read as the option it is closest to, so voice advisors can answer a select-one step too.
 */
function judgeSelectOne(step: EngineStep, config: RunnerConfig, chipIndex: number | null, reply: string): Judgement {
  const chips = step.chips ?? [];
  let chosen = chipIndex;
  let similarity = 1;
  if (chosen === null) {
    const m = closestOption(reply, chips, config);
    if (!m.matched)
      return {
        matched: false,
        similarity: m.similarity,
        bestIndex: m.best,
        bestAnswer: chips[m.best] ?? null,
        noOption: true,
        reasons: [],
      };
    chosen = m.best;
    similarity = m.similarity;
  }
  const option = chips[chosen]!;
  const matched = step.recommendedAnswers.some((a) => same(a, option));
  return { matched, similarity: matched ? similarity : 0, bestIndex: chosen, bestAnswer: option, noOption: false, reasons: [] };
}

/** How much closer than the runner-up a heard option must be to count as chosen, and the least it must share. */
const OPTION_MARGIN = 0.15;
const OPTION_FLOOR = 0.3;

/**
 * The option a typed or spoken reply names. Speech recognition garbles words ("after 12 lot use" for
 * "after 12 months"), so an option that is not a match on its own still counts when the reply is
 * clearly closer to it than to any other option.
 */
function closestOption(
  reply: string,
  chips: readonly string[],
  config: RunnerConfig,
): { matched: boolean; best: number; similarity: number } {
  const m = matchAnswer(reply, chips, { threshold: config.threshold, language: config.language });
  if (m.matched || chips.length === 0) return m;
  const each = chips.map((c) => matchAnswer(reply, [c], { threshold: config.threshold, language: config.language }).similarity);
  const ranked = each.map((similarity, best) => ({ similarity, best })).sort((a, b) => b.similarity - a.similarity);
  const [top, second] = ranked;
  const clear = top!.similarity >= OPTION_FLOOR && top!.similarity - (second?.similarity ?? 0) >= OPTION_MARGIN;
  return clear ? { matched: true, best: top!.best, similarity: top!.similarity } : m;
}

/**
 * A chip on a free-text step is a short label for an answer, not the answer's words: it is right when
 * it is a recommended answer, or when it is the one chip closest to the recommended answers.
 */
function judgeChip(step: EngineStep, config: RunnerConfig, chipIndex: number): Judgement {
  const chips = step.chips ?? [];
  const options = { threshold: config.threshold, language: config.language };
  const exact = step.recommendedAnswers.findIndex((a) => same(a, chips[chipIndex]!));
  if (exact >= 0)
    return { matched: true, similarity: 1, bestIndex: exact, bestAnswer: step.recommendedAnswers[exact]!, noOption: false, reasons: [] };
  const scores = chips.map((c) => matchAnswer(c, step.recommendedAnswers, options));
  const mine = scores[chipIndex]!;
  const top = Math.max(...scores.map((s) => s.similarity));
  const unique = scores.filter((s) => s.similarity === top).length === 1;
  const matched = mine.similarity > 0 && mine.similarity === top && unique;
  return {
    matched,
    similarity: mine.similarity,
    bestIndex: mine.best,
    bestAnswer: step.recommendedAnswers[mine.best] ?? null,
    noOption: false,
    reasons: [],
  };
}

/**
 * A typed or spoken reply, judged on the step's answers and key points, its must-nots and the tenant's
 * never-say list; what the customer said so far and holds are values it may read back.
 */
export function stepMatchOptions(script: EngineScript, step: EngineStep, config: RunnerConfig): MatchOptions {
  return {
    threshold: config.threshold,
    language: config.language,
    keyPoints: step.keyPoints,
    mustNot: step.mustNot,
    neverSay: config.neverSay,
    context: [...script.steps.flatMap((s) => s.customerLines), ...(config.context ?? [])],
    situation: config.situation,
    customerName: config.customerName,
  };
}

function judgeText(script: EngineScript, step: EngineStep, config: RunnerConfig, reply: string, judge?: { matched: boolean }): Judgement {
  const options = stepMatchOptions(script, step, config);
  const m = matchAnswer(reply, step.recommendedAnswers, options);
  const judged = judge && inJudgeBand(m, config.threshold) ? judge.matched : m.matched;
  // A judge that refuses what the engine accepted does not say which point is missing.
  const reasons: MatchReason[] = judged ? [] : m.reasons.length > 0 ? m.reasons : [{ code: 'missing_point', point: '' }];
  return {
    matched: judged,
    similarity: m.similarity,
    bestIndex: m.best,
    bestAnswer: step.recommendedAnswers[m.best] ?? null,
    noOption: false,
    reasons,
  };
}

const orNull = (v: number | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function record(
  state: RunnerState,
  step: EngineStep,
  event: RunnerEvent & { type: 'reply' | 'chip' },
  reply: string,
  j: Judgement,
  outcome: TurnRecord['outcome'],
): TurnRecord {
  const timing: ReplyTiming = event.timing ?? {};
  const promptAt = state.lastBotAt ?? event.at;
  return {
    stepId: step.id,
    stepIndex: state.stepIndex,
    stepKind: step.kind,
    attempt: state.retryCount + 1,
    via: event.type === 'chip' ? 'chip' : 'text',
    chipIndex: event.type === 'chip' ? event.chipIndex : null,
    reply,
    matched: j.matched,
    similarity: j.similarity,
    bestIndex: j.bestIndex,
    bestAnswer: j.bestAnswer,
    reasons: j.reasons,
    outcome,
    promptAt,
    at: event.at,
    responseMs: Math.max(0, event.at - promptAt),
    typingDurationMs: orNull(timing.typingDurationMs),
    typingSpeedWpm: orNull(timing.typingSpeedWpm),
    idleMs: orNull(timing.idleMs),
    botTimeTakenMs: orNull(timing.botTimeTakenMs),
    voiceDurationMs: orNull(timing.voiceDurationMs),
    pauseMs: orNull(timing.pauseMs),
  };
}

function checkScript(state: RunnerState, script: EngineScript) {
  const ids = script.steps.map((s) => s.id);
  if (ids.length !== state.stepIds.length || ids.some((id, i) => id !== state.stepIds[i])) {
    throw new RunnerError('script_changed', 'The script changed since this session started');
  }
}

/** Read through a function: TypeScript would keep the status narrowed across the helpers that change it. */
const isCompleted = (state: RunnerState) => state.status === 'completed';

/** The bot's answer after the last step: the session is over. */
function complete(state: RunnerState, at: number, messages: BotMessage[]) {
  state.status = 'completed';
  state.endedAt = at;
  messages.push(system('trainingcomplete', SYSTEM_CODES.trainingComplete, null));
}

/** Move to the next step (or finish) and say its lines. */
function advanceStep(state: RunnerState, script: EngineScript, at: number, messages: BotMessage[]) {
  state.stepIndex += 1;
  state.retryCount = 0;
  state.lastBotAt = at;
  const next = script.steps[state.stepIndex];
  if (next) messages.push(...ask(next));
  else complete(state, at, messages);
}

/**
 * The runner: `(script, state, event) → (state', messages)`. Pure: the state passed in is not
 * modified, and the same inputs always give the same result. Terminates: every reply either matches
 * or uses one of the step's 1 + maxRetryCount attempts, so a script of n steps completes after at
 * most n × (maxRetryCount + 1) replies.
 */
export function advance(script: EngineScript, current: RunnerState, event: RunnerEvent): RunnerResult {
  checkScript(current, script);
  // A deep copy through JSON: the caller's state stays untouched, and anything not serialisable would show here first.
  const state = JSON.parse(JSON.stringify(current)) as RunnerState;
  const messages: BotMessage[] = [];
  if (state.status === 'completed') throw new RunnerError('completed', 'This session is already complete');

  if (event.type === 'start') {
    if (state.status !== 'ready') throw new RunnerError('already_started', 'This session has already started');
    state.startedAt = event.at;
    state.lastBotAt = event.at;
    const first = script.steps[0];
    if (!first) {
      messages.push(system('usecasenotconfigured', SYSTEM_CODES.useCaseNotConfigured, null));
      complete(state, event.at, messages);
    } else {
      state.status = 'awaiting-reply';
      messages.push(...ask(first));
    }
    return { state, messages, turn: null, completed: isCompleted(state) };
  }
  if (state.status === 'ready') throw new RunnerError('not_started', 'This session has not started');

  if (event.type === 'end') {
    for (const s of state.steps) if (s.status === 'pending') s.status = 'unanswered';
    state.endedEarly = true;
    complete(state, event.at, messages);
    return { state, messages, turn: null, completed: true };
  }

  const step = script.steps[state.stepIndex]!;
  let reply: string;
  let judgement: Judgement;
  if (event.type === 'chip') {
    const chips = step.chips ?? [];
    if (!Number.isInteger(event.chipIndex) || event.chipIndex < 0 || event.chipIndex >= chips.length) {
      throw new RunnerError('unknown_chip', 'This step has no such chip');
    }
    reply = chips[event.chipIndex]!;
    judgement =
      step.kind === 'select-one'
        ? judgeSelectOne(step, state.config, event.chipIndex, reply)
        : judgeChip(step, state.config, event.chipIndex);
  } else {
    reply = event.text.trim();
    if (reply === '') throw new RunnerError('empty_reply', 'An empty reply is ignored');
    judgement =
      step.kind === 'select-one'
        ? judgeSelectOne(step, state.config, null, reply)
        : judgeText(script, step, state.config, reply, event.judge);
  }

  const result: StepResult = state.steps[state.stepIndex]!;
  result.attempts += 1;
  const lastAttempt = state.retryCount >= state.config.maxRetryCount;
  const outcome = judgement.matched ? 'matched' : lastAttempt ? 'failed' : 'retry';
  const turn = record(state, step, event, reply, judgement, outcome);
  state.turns.push(turn);
  // The customer answers rudeness, blame or a forbidden word in character before the retry or the next step.
  const reaction =
    event.type === 'reply' ? behaviourMessage(reply, state.config.language, step.id, state.turns.length, state.config.neverSay) : null;
  if (reaction) messages.push(reaction);

  if (outcome === 'matched') {
    result.status = 'matched';
    result.score = Math.max(1, STEP_MAX_SCORE - state.retryCount);
    result.matchedTurn = state.turns.length - 1;
    advanceStep(state, script, event.at, messages);
  } else if (outcome === 'failed') {
    // Out of retries: the step scores 0 and the dialogue moves on (DESIGN §7).
    result.status = 'failed';
    result.score = 0;
    advanceStep(state, script, event.at, messages);
  } else {
    state.retryCount += 1;
    state.lastBotAt = event.at;
    if (step.kind === 'select-one') {
      const key = judgement.noOption ? 'selectfirst' : 'selectone';
      messages.push(system(key, judgement.noOption ? SYSTEM_CODES.selectFirst : SYSTEM_CODES.notSuitableAnswer, step.id));
    } else {
      messages.push(system('notsutablans', SYSTEM_CODES.notSuitableAnswer, step.id, NON_MATCHING_RESPONSE_MESSAGE));
    }
  }
  return { state, messages, turn, completed: isCompleted(state) };
}

/** The step the advisor is answering, or null before the start and after the end. */
export function currentStep(script: EngineScript, state: RunnerState): EngineStep | null {
  return state.status === 'awaiting-reply' ? (script.steps[state.stepIndex] ?? null) : null;
}

/** Reads a stored state back, refusing anything that is not a state this engine wrote. */
export function parseRunnerState(json: string): RunnerState {
  const value = JSON.parse(json) as Partial<RunnerState> | null;
  if (!value || value.version !== 1 || !Array.isArray(value.stepIds) || !Array.isArray(value.turns) || !Array.isArray(value.steps)) {
    throw new RunnerError('invalid_state', 'Not a roleplay session state');
  }
  return value as RunnerState;
}
