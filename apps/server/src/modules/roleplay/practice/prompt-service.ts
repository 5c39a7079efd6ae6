import { and, eq } from 'drizzle-orm';
import type { ChatAnswerBody, ChatAnswerReply, PracticeSystemCode, RoleplayType } from '@switchboard/contracts';
import type { chatAnswerBody } from '@switchboard/contracts';
import type { z } from 'zod';
import {
  advance,
  coachingHint,
  inJudgeBand,
  matchAnswer,
  stepMatchOptions,
  type EngineScript,
  type RunnerState,
  messageInsights,
  modelAnswerLine,
  modelAnswerOf,
  RunnerError,
  type RunnerEvent,
  type RunnerResult,
  type TurnRecord,
} from '@switchboard/roleplay-engine';
import type { Database } from '../../../platform/db/database.js';
import { preparedStatement, setTo, type Placeholders } from '../../../platform/db/prepared-statement.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { LlmProvider } from '../../../platform/llm/chat-completions.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { advisorEntry, answeredRequest, appendMessagesStatement, botEntry, messageValues, type NewMessage } from './conversation.js';
import { judgeReply } from './llm-judge.js';
import { lockOwnSessionWithFeedback } from './session-access.js';
import { currentQuestion } from './session-service.js';
import { assessments, userSessions } from './tables.js';

type Body = z.output<typeof chatAnswerBody>;
export type { ChatAnswerBody };

function runnerFailure(error: unknown): never {
  if (!(error instanceof RunnerError)) throw error;
  switch (error.code) {
    case 'empty_reply':
    case 'unknown_chip':
      throw new AppError('bad_request', error.message);
    case 'completed':
      throw new AppError('conflict', 'The chat is already complete.');
    default:
      throw new AppError('conflict', error.message);
  }
}

/**
 * With an LLM configured, a typed or spoken reply whose similarity falls near the threshold is also put
 * to the LLM against the step's key points, under a deadline; its yes or no goes to the runner, which
 * follows it unless the reply asked for a secret, stated a wrong value or said a must-not. No LLM, no
 * verdict in time, or a reply far from the threshold: the engine decides alone.
 */
async function withJudge(llm: LlmProvider | null, script: EngineScript, state: RunnerState, event: RunnerEvent): Promise<RunnerEvent> {
  if (!llm || event.type !== 'reply' || state.status !== 'awaiting-reply') return event;
  const step = script.steps[state.stepIndex];
  if (!step || step.kind === 'select-one' || !event.text) return event;
  const m = matchAnswer(event.text, step.recommendedAnswers, stepMatchOptions(script, step, state.config));
  if (!inJudgeBand(m, state.config.threshold)) return event;
  const verdict = await judgeReply(llm, step, event.text, state.config.language);
  return verdict === null ? event : { ...event, judge: { matched: verdict } };
}

/** Visibility modes that show the recommended answers (viewAnswersOnly, showQuestionAnswers). */
const ANSWERS_SHOWN = new Set([1, 3]);

/**
 * What a refused reply is told: one hint from the matcher's first reason, in the roleplay's language;
 * after the last retry also the step's model answer (the step is over, so it gives nothing away; the
 * score's step review shows the same one).
 */
function coaching(
  script: EngineScript,
  turn: TurnRecord,
  language: string,
  visibilityId: number,
): { hint: string | null; modelAnswer: string | null } {
  if (turn.matched) return { hint: null, modelAnswer: null };
  const step = script.steps.find((s) => s.id === turn.stepId);
  const keyPoints = step?.keyPoints;
  const hint = coachingHint(turn.reasons, {
    language,
    revealAnswers: ANSWERS_SHOWN.has(visibilityId),
    ...(keyPoints ? { keyPoints } : {}),
  });
  const answer = turn.outcome === 'failed' && step ? modelAnswerOf(step, turn) : null;
  const modelAnswer = answer ? modelAnswerLine(answer, language) : null;
  return { hint, modelAnswer };
}

/**
 * The reply as it can be stored: PostgreSQL text and jsonb hold no NUL character and no lone surrogate,
 * and a reply carrying one must be judged (and refused), not answered with a 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const storable = (text: string) => text.split(String.fromCharCode(0)).join('').replace(LONE_SURROGATE, '');

/** What a request carried, to tell a retried request (same answer) from a different one. */
const fingerprintOf = (body: Body) =>
  body.utteranceId !== undefined ? `chip:${body.promptId}:${body.utteranceId}` : `text:${storable(body.message ?? '').trim()}`;

function eventOf(body: Body, at: number): RunnerEvent {
  const timing = {
    typingDurationMs: body.typingDuration,
    typingSpeedWpm: body.typingSpeed,
    idleMs: body.idleTime,
    botTimeTakenMs: body.botTimeTaken,
    voiceDurationMs: body.voiceDuration,
    pauseMs: body.pauseDuration,
  };
  if (body.utteranceId !== undefined) return { type: 'chip', at, chipIndex: body.utteranceId, timing };
  return { type: 'reply', at, text: storable(body.message!).trim(), timing };
}

interface TurnValues extends Record<string, unknown> {
  tenantId: string;
  userSessionId: string;
  assessmentId: string;
  runnerState: unknown;
  now: Date;
}

/**
 * A turn's messages, the session's new runner state and, when the turn completed the chat, the session's and
 * its assessment's completion, as one prepared statement per message count and completion.
 */
const storeTurn = preparedStatement((tx, $: Placeholders<TurnValues>, shape: string) => {
  const [count, completed] = [Number(shape.split(':')[0]), shape.endsWith(':true')];
  const appended = tx.$with('appended', {}).as(appendMessagesStatement(tx, count).getSQL());
  const completedAssessment = tx.$with('completed_assessment', {}).as(
    tx
      .update(assessments)
      .set({ status: 'completed', updatedAt: setTo<Date>($.now) })
      .where(and(eq(assessments.tenantId, $.tenantId), eq(assessments.id, $.assessmentId)))
      .getSQL(),
  );
  return tx
    .with(...(completed ? [appended, completedAssessment] : [appended]))
    .update(userSessions)
    .set({
      runnerState: setTo<RunnerState>($.runnerState),
      ...(completed ? { status: 'completed' as const, completedAt: setTo<Date>($.now) } : {}),
      updatedAt: setTo<Date>($.now),
    })
    .where(and(eq(userSessions.tenantId, $.tenantId), eq(userSessions.id, $.userSessionId)));
});

/**
 * POST prompt and voice/prompt: one answer to the current question of a scripted session. The session
 * row is locked for the whole exchange, so of two racing answers to the same question exactly one
 * advances the dialogue; the other, if it is the same answer (a client retry), gets the stored reply,
 * otherwise 409. questionId + answerRetryCount must name the current question and attempt.
 */
export function answerPrompt(
  db: Database,
  scope: TenantScope,
  body: Body,
  channel: RoleplayType,
  llm: LlmProvider | null = null,
  at = Date.now(),
): Promise<ChatAnswerReply> {
  return db.run(scope, async (tx) => {
    const { session, realTimeFeedback, visibilityId } = await lockOwnSessionWithFeedback(tx, scope, body.userSessionId);
    if (session.assessmentId !== body.assessmentId)
      throw new AppError('bad_request', 'This answer names another practice item than its session.');
    if (!session.scripted || !session.script || !session.runnerState) {
      throw new AppError('bad_request', 'This roleplay is unscripted: send answers to unscripted/prompt.');
    }
    if (session.type !== channel) {
      throw new AppError(
        'bad_request',
        channel === 1 ? 'This is a voice roleplay: use voice/prompt.' : 'This is a chat roleplay: use prompt.',
      );
    }
    const requestKey = `${body.questionId}#${body.answerRetryCount}`;
    const fingerprint = fingerprintOf(body);
    const state = session.runnerState;
    const current = currentQuestion(session) === body.questionId && state.retryCount === body.answerRetryCount;
    // Only a request for a question and attempt that are no longer current can have been answered already.
    const prior = current ? null : await answeredRequest(tx, scope.tenantId, session.id, requestKey);
    if (prior) {
      if (prior.fingerprint !== fingerprint) throw new AppError('conflict', 'This question was already answered.');
      return { ...(prior.reply as ChatAnswerReply), replayed: true };
    }
    if (session.status === 'completed') throw new AppError('conflict', 'The chat is already complete.');
    if (!current) {
      throw new AppError('conflict', 'This answer is for a question that is no longer current.', {
        questionId: currentQuestion(session),
        answerRetryCount: state.retryCount,
      });
    }
    if (body.utteranceId !== undefined && body.promptId !== body.questionId)
      throw new AppError('bad_request', 'The chip belongs to another question.');

    const script = session.script;
    const nowMs = at;
    const now = new Date(nowMs);
    let result: RunnerResult;
    try {
      result = advance(script, state, await withJudge(llm, script, state, eventOf(body, nowMs)));
    } catch (error) {
      runnerFailure(error);
    }
    const turn = result.turn!;
    const advisor = advisorEntry(script, turn, now, realTimeFeedback);
    const bot = result.messages.map((m) => botEntry(script, m, now));
    const { hint, modelAnswer } = coaching(script, turn, state.config.language, visibilityId);
    // The hint goes under the non-matching notice; a step failed for good keeps it, with a model answer, on the reply itself.
    const notice = bot.find((e) => e.systemCode === 'NOTSUTABLANS' && !e.isSelectOneQuestion);
    if (notice && hint) notice.hint = hint;
    if (turn.outcome === 'failed') Object.assign(advisor, { hint, modelAnswer });
    const lastQuestion = [...bot].reverse().find((e) => e.systemCode === null) ?? null;
    const last = bot[bot.length - 1] ?? null;
    const nextQuestion = result.completed ? null : (result.state.stepIds[result.state.stepIndex] ?? null);
    const nextStep = nextQuestion ? script.steps[result.state.stepIndex]! : null;
    const reply: ChatAnswerReply = {
      userSessionId: session.id,
      message: last?.message ?? '',
      question: lastQuestion?.question ?? null,
      questionId: nextQuestion,
      promptId: nextQuestion,
      promptUtterances: lastQuestion?.promptUtterances ?? [],
      transcriptData: advisor.transcriptData,
      answerRetryCount: result.state.retryCount,
      isChatComplited: result.completed,
      isSelectOneQuestion: nextStep?.kind === 'select-one',
      isTextBoxDisabled: result.completed,
      systemCodes: bot.flatMap((e) => (e.systemCode ? [e.systemCode as PracticeSystemCode] : [])),
      conversations: [advisor, ...bot],
      matched: turn.matched,
      hint,
      modelAnswer,
      replayed: false,
    };
    const insights = messageInsights(turn.reply, state.config.language);
    const settled = turn.outcome !== 'retry';
    const messages: NewMessage[] = [
      {
        entry: advisor,
        stepId: turn.stepId,
        requestKey,
        requestFingerprint: fingerprint,
        reply,
        isBotResponded: true,
        score: settled ? result.state.steps[turn.stepIndex]!.score : null,
        isScoreEditable: settled,
        stepKind: settled ? turn.stepKind : null,
        probings: insights.probings.length,
        empathies: insights.empathies.length,
      },
      ...bot.map((entry, i) => ({ entry, stepId: result.messages[i]!.stepId })),
    ];
    // The messages, the session's new state and (at the end) the assessment's status in one statement:
    // this is the hot path, and every statement is a round trip.
    await storeTurn(
      tx,
      {
        tenantId: scope.tenantId,
        userSessionId: session.id,
        assessmentId: session.assessmentId,
        runnerState: result.state,
        now,
        ...messageValues(messages),
      },
      `${messages.length}:${result.completed}`,
    );
    return reply;
  });
}
