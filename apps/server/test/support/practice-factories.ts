import { roleplayScript, type ChatAnswerReply, type UserSession } from '@switchboard/contracts';
import { SAMPLE_SCRIPT } from '../../../../packages/roleplay-engine/src/fixtures/sample-script.js';
import type { TestApp } from './test-app.js';
import type { UserRow } from './factories.js';

/** The engine's sample billing-dispute script: welcome, disclaimer, select-one, resolution (chips), compliance, probing, closing. */
export const PRACTICE_SCRIPT = roleplayScript.parse(SAMPLE_SCRIPT);

/** The recommended answer of each step, in order (select-one: the right chip's index). */
export const RIGHT_ANSWERS = PRACTICE_SCRIPT.steps.map((s) => s.recommendedAnswers[0]!);

/** Creates one assessment for the user (POST assessments) and returns its id. */
export async function startAssessment(t: TestApp, token: string, user: UserRow, useCaseId: string): Promise<string> {
  const response = await t.as(token, {
    method: 'POST',
    url: '/apigateway/tbsrvc/assessments',
    payload: [{ actorId: user.id, batchId: null, userId: user.id, useCaseId, isUsecaseLibrary: false }],
  });
  if (response.statusCode !== 201) throw new Error(`assessments: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }[]>()[0]!.id;
}

export async function startSession(t: TestApp, token: string, assessmentId: string): Promise<UserSession> {
  const response = await t.as(token, { method: 'POST', url: '/apigateway/tbsrvc/usersession', payload: { assessmentId } });
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`usersession: ${response.statusCode} ${response.body}`);
  return response.json<UserSession>();
}

export interface Cursor {
  userSessionId: string;
  assessmentId: string;
  questionId: string | null;
  answerRetryCount: number;
}

export const cursorOf = (s: UserSession): Cursor => ({
  userSessionId: s.id,
  assessmentId: s.assessmentId,
  questionId: s.questionId,
  answerRetryCount: s.answerRetryCount,
});

/** Sends one answer (text or chip) and moves the cursor on. */
export async function answer(
  t: TestApp,
  token: string,
  cursor: Cursor,
  what: { message: string } | { utteranceId: number },
  path = '/apigateway/tbsrvc/prompt',
): Promise<{ status: number; reply: ChatAnswerReply }> {
  const payload =
    'message' in what
      ? { ...cursor, message: what.message, typingDuration: 4000, typingSpeed: 42, idleTime: 1500, botTimeTaken: 300 }
      : { ...cursor, promptId: cursor.questionId, utteranceId: what.utteranceId, idleTime: 800, botTimeTaken: 300 };
  const response = await t.as(token, { method: 'POST', url: path, payload });
  const reply = response.json<ChatAnswerReply>();
  if (response.statusCode === 200) {
    cursor.questionId = reply.questionId;
    cursor.answerRetryCount = reply.answerRetryCount;
  }
  return { status: response.statusCode, reply };
}

/** Plays the whole script with the right answers from the cursor on. */
export async function playToEnd(t: TestApp, token: string, cursor: Cursor): Promise<ChatAnswerReply> {
  let last: ChatAnswerReply | null = null;
  while (cursor.questionId) {
    const index = PRACTICE_SCRIPT.steps.findIndex((s) => s.id === cursor.questionId);
    const step = PRACTICE_SCRIPT.steps[index]!;
    const r =
      step.kind === 'select-one'
        ? await answer(t, token, cursor, { utteranceId: step.chips.indexOf(step.recommendedAnswers[0]!) })
        : await answer(t, token, cursor, { message: RIGHT_ANSWERS[index]! });
    if (r.status !== 200) throw new Error(`prompt at ${step.id}: ${r.status} ${JSON.stringify(r.reply)}`);
    last = r.reply;
  }
  return last!;
}
