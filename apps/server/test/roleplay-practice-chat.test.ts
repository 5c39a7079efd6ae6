import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ChatAnswerReply, ScenarioScoreReply, UserSession } from '@switchboard/contracts';
import { assessments, userSessions } from '../src/modules/roleplay/practice/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { addTrainee, makeBatch, makeUsecase } from './support/roleplay-factories.js';
import {
  PRACTICE_SCRIPT,
  RIGHT_ANSWERS,
  answer,
  cursorOf,
  playToEnd,
  startAssessment,
  startSession,
  type Cursor,
} from './support/practice-factories.js';

const P = '/apigateway/tbsrvc';
const WRONG = 'My favourite colour is green and I enjoy gardening on weekends.';

describe('scripted chat practice: usersession → prompt → complete → scores', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let hero: UserRow, otherHero: UserRow, mentor: UserRow, trainer: UserRow, guardian: UserRow, foreignHero: UserRow;
  let heroToken: string, otherToken: string, mentorToken: string, trainerToken: string, guardianToken: string, foreignToken: string;
  let usecaseId: string, emptyUsecase: string;

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    hero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    otherHero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    mentor = await makeUser(t.db, { role: 'mentor', tenants: [a.id] });
    trainer = await makeUser(t.db, { role: 'mentor', tenants: [a.id] });
    guardian = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    foreignHero = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    [heroToken, otherToken, mentorToken, trainerToken, guardianToken, foreignToken] = (await Promise.all(
      [hero, otherHero, mentor, trainer, guardian, foreignHero].map((u) => t.signIn(u.email)),
    )) as [string, string, string, string, string, string];
    const batch = await makeBatch(t.db, a.id, { type: 1 });
    await addTrainee(t.db, a.id, batch, hero.id, trainer.id);
    usecaseId = await makeUsecase(t.db, a.id, {
      name: 'Roaming charge',
      type: 1,
      selfRegistration: true,
      script: PRACTICE_SCRIPT,
      threshold: 60,
      realTimeFeedback: true,
    });
    emptyUsecase = await makeUsecase(t.db, a.id, { name: 'Not configured', type: 1, selfRegistration: true, script: { steps: [] } });
  });
  afterAll(() => t.close());

  it('validates NLP per practice item: a configured script can be understood, an empty one cannot', async () => {
    const ok = await startAssessment(t, heroToken, hero, usecaseId);
    const empty = await startAssessment(t, heroToken, hero, emptyUsecase);
    const yes = await t.as(heroToken, { method: 'GET', url: `${P}/nlp/validatidation/${ok}` });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({ assessmentId: ok, canNLPApplied: true, scripted: true, provider: 'script' });
    const no = await t.as(heroToken, { method: 'GET', url: `${P}/nlp/validatidation/${empty}` });
    expect(no.json()).toMatchObject({ canNLPApplied: false });
    // Someone else's item: 403; another tenant's: 404; no session: 401.
    expect((await t.as(otherToken, { method: 'GET', url: `${P}/nlp/validatidation/${ok}` })).statusCode).toBe(403);
    expect((await t.as(foreignToken, { method: 'GET', url: `${P}/nlp/validatidation/${ok}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${P}/nlp/validatidation/${ok}` })).statusCode).toBe(401);
    // The empty script says so in the chat and completes at once.
    const session = await startSession(t, heroToken, empty);
    expect(session.conversations.map((c) => c.systemCode)).toContain('USECASENOTCONFIGURED');
  });

  it('creates one session per assessment: the first call 201 with the opening question, a repeat 200 with the same session', async () => {
    const assessmentId = await startAssessment(t, heroToken, hero, usecaseId);
    const first = await t.as(heroToken, {
      method: 'POST',
      url: `${P}/usersession`,
      payload: {
        assessmentId,
        batchName: 'ignored',
        trainerId: null,
        trainerName: 'ignored',
        guided: true,
        trainingTarget: 99,
        hostName: 'pc-12',
        systemIP: '10.0.0.1',
      },
    });
    expect(first.statusCode).toBe(201);
    const s = first.json<UserSession>();
    expect(s).toMatchObject({
      assessmentId,
      userId: hero.id,
      scripted: true,
      status: 'active',
      isChatCompleted: false,
      canNLPApplied: true,
      questionId: 'welcome',
      answerRetryCount: 0,
      isCrmEnabled: false,
      // Batch, trainer, guidance and target come from the server's records, not the body.
      trainerId: trainer.id,
      guided: false,
    });
    expect(s.batchName).toMatch(/^Batch \d+$/);
    expect(s.trainerName).toMatch(/^First\d+ Last\d+$/);
    expect(s.trainingTarget).toBeNull();
    expect(s.conversations).toHaveLength(1);
    expect(s.conversations[0]).toMatchObject({
      type: 'system',
      questionId: 'welcome',
      message: PRACTICE_SCRIPT.steps[0]!.customerLines[0],
    });
    const again = await t.as(heroToken, { method: 'POST', url: `${P}/usersession`, payload: { assessmentId } });
    expect(again.statusCode).toBe(200);
    expect(again.json<UserSession>().id).toBe(s.id);
    // Only the owner starts it; another tenant does not see it.
    expect((await t.as(otherToken, { method: 'POST', url: `${P}/usersession`, payload: { assessmentId } })).statusCode).toBe(403);
    expect((await t.as(foreignToken, { method: 'POST', url: `${P}/usersession`, payload: { assessmentId } })).statusCode).toBe(404);
  });

  it('plays a chat with one wrong answer and a retry, chips and a select-one step, then scores it with evidence', async () => {
    const assessmentId = await startAssessment(t, heroToken, hero, usecaseId);
    const session = await startSession(t, heroToken, assessmentId);
    const cursor = cursorOf(session);

    // A wrong answer: the non-matching message, the same question again, one retry counted.
    const wrong = await answer(t, heroToken, cursor, { message: WRONG });
    expect(wrong.status).toBe(200);
    expect(wrong.reply).toMatchObject({
      matched: false,
      questionId: 'welcome',
      answerRetryCount: 1,
      isChatComplited: false,
      systemCodes: ['NOTSUTABLANS'],
    });
    expect(wrong.reply.message).toBe("That doesn't match the expected response. Could you please try again?");
    expect(wrong.reply.conversations[0]).toMatchObject({ type: 'user', message: WRONG });
    // Real-time feedback is on: the transcript entry comes back with the recommended answers.
    expect(wrong.reply.transcriptData).toEqual({
      question: PRACTICE_SCRIPT.steps[0]!.customerLines[0],
      givenResponse: WRONG,
      recommendedAnswer: PRACTICE_SCRIPT.steps[0]!.recommendedAnswers,
    });

    // The retry matches and the dialogue moves on.
    const retry = await answer(t, heroToken, cursor, { message: RIGHT_ANSWERS[0]! });
    expect(retry.reply).toMatchObject({ matched: true, questionId: 'disclaimer', answerRetryCount: 0 });
    await answer(t, heroToken, cursor, { message: RIGHT_ANSWERS[1]! });
    expect(cursor.questionId).toBe('which-pass');

    // Select-one step: typed text naming no option asks to select one; the right chip moves on.
    const selectOne = PRACTICE_SCRIPT.steps[2]!;
    const typed = await answer(t, heroToken, cursor, { message: 'hmm let me think' });
    expect(typed.reply.systemCodes).toEqual(expect.arrayContaining([expect.stringMatching(/SELECTFIRST|NOTSUTABLANS/)]));
    const chip = await answer(t, heroToken, cursor, { utteranceId: selectOne.chips.indexOf(selectOne.recommendedAnswers[0]!) });
    expect(chip.reply).toMatchObject({ matched: true, questionId: 'explain-and-credit' });
    expect(chip.reply.promptUtterances.map((u) => u.promptText)).toEqual(PRACTICE_SCRIPT.steps[3]!.chips);
    expect(chip.reply.promptUtterances[0]).toMatchObject({ id: 0, promptId: 'explain-and-credit', resolutionPrompt: true });

    const last = await playToEnd(t, heroToken, cursor);
    expect(last).toMatchObject({ isChatComplited: true, questionId: null, isTextBoxDisabled: true });
    expect(last.systemCodes).toContain('TRAININGCOMPLETE');
    // The last answer also closes the practice item (the next one of the set may start).
    const [item] = await t.db.owner
      .select({ status: assessments.status })
      .from(assessments)
      .where(eq(assessments.id, session.assessmentId));
    expect(item).toEqual({ status: 'completed' });

    // Completing again is harmless; the session reads completed.
    const complete = await t.as(heroToken, {
      method: 'POST',
      url: `${P}/chat/complete`,
      payload: { userSessionId: session.id, responseTime: 95_000 },
    });
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toMatchObject({ userSessionId: session.id, isChatCompleted: true, endedEarly: false });
    const afterEnd = await answer(t, heroToken, { ...cursor, questionId: 'closing', answerRetryCount: 0 }, { message: 'one more' });
    expect(afterEnd.status).toBe(409);

    const scores = await t.as(heroToken, { method: 'GET', url: `${P}/scenario/scores/${session.id}?botTimeTaken=2000` });
    expect(scores.statusCode).toBe(200);
    const score = scores.json<ScenarioScoreReply>();
    // 7 steps × 5 points, the welcome matched at the second attempt (4 points), select-one at the second (4); 7 of 7 steps matched.
    expect(score).toMatchObject({
      userSessionId: session.id,
      scripted: true,
      type: 1,
      totalScore: 35,
      generatedScore: 33,
      accuracyCount: 7,
      accuracyScore: 7,
    });
    for (const field of [
      'overAllScoreWeightage',
      'welcomeMessageScore',
      'closingMessageScore',
      'disclaimerMessageScore',
      'complianceScore',
      'complianceCount',
      'resolutionScore',
      'resolutionCount',
      'ahtPercentage',
      'deadAirScore',
      'rateOfSpeechScore',
      'empathyPercentage',
      'probingPercentage',
      'forbiddenPercentage',
      'idleTimePercentage',
      'typingSpeed',
      'typingAccuracyScore',
    ]) {
      expect(typeof (score as unknown as Record<string, unknown>)[field], field).toBe('number');
    }
    expect(score.overall.level).toBe(score.overAllScoreWeightage >= 80 ? 'exceptional' : 'average');
    expect(score.isExceptional).toBe(score.overall.level === 'exceptional');
    const accuracy = score.kpis.find((k) => k.kpiName === 'accuracy_score')!;
    expect(accuracy.band).not.toBeNull();
    // The welcome's evidence is the reply that matched, on the second attempt (turn 1: turn 0 was the wrong answer).
    expect(accuracy.evidence.find((e) => e.stepId === 'welcome')).toMatchObject({
      turn: 1,
      phrase: RIGHT_ANSWERS[0],
      code: 'step_accepted',
      values: { attempt: 2, similarity: expect.any(Number) },
    });
    // A step the advisor passed quotes their own reply, never the recommended answer it was matched against.
    expect(accuracy.evidence.find((e) => e.stepId === 'welcome')!.values).not.toHaveProperty('answer');
    // Language-neutral: no English sentence travels with the evidence.
    for (const k of score.kpis) for (const e of k.evidence) expect(e).not.toHaveProperty('note');
    for (const k of score.kpis.filter((x) => x.applicable)) expect(k.evidence.length, k.kpiName).toBeGreaterThan(0);
    expect(score.kpis.reduce((sum, k) => sum + k.weight, 0)).toBeCloseTo(100, 0);
    // Stored once: a repeat returns the same report.
    const again = await t.as(heroToken, { method: 'GET', url: `${P}/scenario/scores/${session.id}` });
    expect(again.json()).toEqual(score);
    // A report stored before evidence was language-neutral (English notes) is scored again on its next read.
    const legacy = {
      ...score,
      kpis: score.kpis.map((k) => ({
        ...k,
        evidence: k.evidence.map(({ turn, stepId, phrase }) => ({ turn, stepId, phrase, note: 'Matched' })),
      })),
    };
    await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
      tx
        .update(userSessions)
        .set({ score: legacy as unknown as ScenarioScoreReply })
        .where(eq(userSessions.id, session.id)),
    );
    const rescored = await t.as(heroToken, { method: 'GET', url: `${P}/scenario/scores/${session.id}` });
    expect(rescored.statusCode).toBe(200);
    expect(rescored.json<ScenarioScoreReply>().kpis).toEqual(score.kpis);
    expect(rescored.json<ScenarioScoreReply>()).toMatchObject({
      overAllScoreWeightage: score.overAllScoreWeightage,
      scoredDate: score.scoredDate,
    });

    // Reviewers: the trainer (mentor of the hero's batch) and a guardian may read; another mentor and another hero may not.
    expect((await t.as(trainerToken, { method: 'GET', url: `${P}/scenario/scores/${session.id}` })).statusCode).toBe(200);
    expect((await t.as(guardianToken, { method: 'GET', url: `${P}/scenario/scores/${session.id}` })).statusCode).toBe(200);
    expect((await t.as(mentorToken, { method: 'GET', url: `${P}/scenario/scores/${session.id}` })).statusCode).toBe(403);
    expect((await t.as(otherToken, { method: 'GET', url: `${P}/scenario/scores/${session.id}` })).statusCode).toBe(403);
    expect((await t.as(foreignToken, { method: 'GET', url: `${P}/scenario/scores/${session.id}` })).statusCode).toBe(404);
    // The session with its whole conversation, for reviewers too.
    const read = await t.as(trainerToken, { method: 'GET', url: `${P}/usersession/${session.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json<UserSession>().conversations.filter((c) => c.type === 'user')).toHaveLength(9);

    // The dashboard's latest scores: the owner's own only, never a colleague's or another group's.
    const recent = await t.as(heroToken, { method: 'GET', url: `${P}/usersession/recent` });
    expect(recent.statusCode).toBe(200);
    expect(recent.json()).toEqual([
      {
        userSessionId: session.id,
        usecaseId,
        name: 'Roaming charge',
        type: 1,
        overallScore: score.overall.score,
        level: score.overall.level,
        band: score.overall.band,
        scoredDate: score.scoredDate,
      },
    ]);
    for (const token of [otherToken, trainerToken, guardianToken, foreignToken]) {
      expect((await t.as(token, { method: 'GET', url: `${P}/usersession/recent` })).json()).toEqual([]);
    }
    expect((await t.as(heroToken, { method: 'GET', url: `${P}/usersession/recent?size=0` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${P}/usersession/recent` })).statusCode).toBe(401);
  });

  it('refuses a score before the chat is complete, and ends a chat early on chat/complete', async () => {
    const assessmentId = await startAssessment(t, heroToken, hero, usecaseId);
    const session = await startSession(t, heroToken, assessmentId);
    const cursor = cursorOf(session);
    await answer(t, heroToken, cursor, { message: RIGHT_ANSWERS[0]! });
    expect((await t.as(heroToken, { method: 'GET', url: `${P}/scenario/scores/${session.id}` })).statusCode).toBe(409);
    expect((await t.as(otherToken, { method: 'POST', url: `${P}/chat/complete`, payload: { userSessionId: session.id } })).statusCode).toBe(
      403,
    );
    expect(
      (await t.as(foreignToken, { method: 'POST', url: `${P}/chat/complete`, payload: { userSessionId: session.id } })).statusCode,
    ).toBe(404);
    const done = await t.as(heroToken, {
      method: 'POST',
      url: `${P}/chat/complete`,
      payload: { userSessionId: session.id, responseTime: 20_000 },
    });
    expect(done.json()).toMatchObject({ isChatCompleted: true, endedEarly: true });
    const score = (await t.as(heroToken, { method: 'GET', url: `${P}/scenario/scores/${session.id}` })).json<ScenarioScoreReply>();
    expect(score).toMatchObject({ generatedScore: 5, totalScore: 35 });
    expect(score.overall.level).toBe('average');
  });

  it('gives a retried answer its stored reply, refuses a different answer to an answered question and a stale one', async () => {
    const assessmentId = await startAssessment(t, heroToken, hero, usecaseId);
    const session = await startSession(t, heroToken, assessmentId);
    const cursor: Cursor = cursorOf(session);
    const sent = { ...cursor };
    const first = await answer(t, heroToken, cursor, { message: RIGHT_ANSWERS[0]! });
    const retried = await answer(t, heroToken, { ...sent }, { message: RIGHT_ANSWERS[0]! });
    expect(retried.status).toBe(200);
    expect(retried.reply).toEqual({ ...first.reply, replayed: true });
    expect((await answer(t, heroToken, { ...sent }, { message: 'something else entirely' })).status).toBe(409);
    const stale = await answer(t, heroToken, { ...cursor, questionId: 'closing' }, { message: RIGHT_ANSWERS[6]! });
    expect(stale.status).toBe(409);
    // Wrong shapes: both a chip and a message, a chip of another question, an unknown chip.
    const both = await t.as(heroToken, {
      method: 'POST',
      url: `${P}/prompt`,
      payload: { ...cursor, message: 'x', promptId: cursor.questionId, utteranceId: 0 },
    });
    expect(both.statusCode).toBe(400);
    const otherChip = await t.as(heroToken, {
      method: 'POST',
      url: `${P}/prompt`,
      payload: { ...cursor, promptId: 'closing', utteranceId: 0 },
    });
    expect(otherChip.statusCode).toBe(400);
    // A chat answer on the voice route is refused.
    expect((await answer(t, heroToken, { ...cursor }, { message: RIGHT_ANSWERS[1]! }, `${P}/voice/prompt`)).status).toBe(400);
    // Another user's session: 403; another tenant's: 404.
    expect((await answer(t, otherToken, { ...cursor }, { message: RIGHT_ANSWERS[1]! })).status).toBe(403);
    expect((await answer(t, foreignToken, { ...cursor }, { message: RIGHT_ANSWERS[1]! })).status).toBe(404);
  });

  it('lets exactly one of two racing answers to the same question advance the session', async () => {
    const assessmentId = await startAssessment(t, heroToken, hero, usecaseId);
    const session = await startSession(t, heroToken, assessmentId);
    const cursor = cursorOf(session);
    const send = (message: string) =>
      t.as(heroToken, { method: 'POST', url: `${P}/prompt`, payload: { ...cursor, message, typingDuration: 1000, typingSpeed: 40 } });
    const [one, two] = await Promise.all([send(RIGHT_ANSWERS[0]!), send(WRONG)]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = (one.statusCode === 200 ? one : two).json<ChatAnswerReply>();
    const stored = (await t.as(heroToken, { method: 'GET', url: `${P}/usersession/${session.id}` })).json<UserSession>();
    expect(stored.conversations.filter((c) => c.type === 'user')).toHaveLength(1);
    expect(stored.questionId).toBe(winner.questionId);
    // The same answer sent twice at once: one advances, the other gets the stored reply.
    const c2 = cursorOf(stored);
    const twice = await Promise.all(
      [0, 1].map(() => t.as(heroToken, { method: 'POST', url: `${P}/prompt`, payload: { ...c2, message: WRONG } })),
    );
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(twice.map((r) => r.json<ChatAnswerReply>().replayed).sort()).toEqual([false, true]);
    const after = (await t.as(heroToken, { method: 'GET', url: `${P}/usersession/${session.id}` })).json<UserSession>();
    expect(after.conversations.filter((c) => c.type === 'user')).toHaveLength(2);
  });

  it('saves usage time (largest total wins) and the transcript from the stored turns', async () => {
    const assessmentId = await startAssessment(t, heroToken, hero, usecaseId);
    const session = await startSession(t, heroToken, assessmentId);
    const cursor = cursorOf(session);
    await answer(t, heroToken, cursor, { message: WRONG });
    await answer(t, heroToken, cursor, { message: RIGHT_ANSWERS[0]! });
    const usage = (seconds: number, token = heroToken) =>
      t.as(token, { method: 'POST', url: `${P}/usersession/${session.id}/usage`, payload: { durationSeconds: seconds, idleSeconds: 3 } });
    expect((await usage(125)).json()).toEqual({ userSessionId: session.id, durationSeconds: 125, duration: '00:02:05', idleSeconds: 3 });
    expect((await usage(60)).json()).toMatchObject({ durationSeconds: 125 });
    expect((await usage(10, otherToken)).statusCode).toBe(403);
    expect((await usage(10, foreignToken)).statusCode).toBe(404);
    const saved = await t.as(heroToken, { method: 'POST', url: `${P}/transcripts`, payload: { userSessionId: session.id } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().transcript).toEqual([
      {
        question: PRACTICE_SCRIPT.steps[0]!.customerLines[0],
        givenResponse: WRONG,
        recommendedAnswer: PRACTICE_SCRIPT.steps[0]!.recommendedAnswers,
      },
      {
        question: PRACTICE_SCRIPT.steps[0]!.customerLines[0],
        givenResponse: RIGHT_ANSWERS[0],
        recommendedAnswer: PRACTICE_SCRIPT.steps[0]!.recommendedAnswers,
      },
    ]);
    expect((await t.as(otherToken, { method: 'POST', url: `${P}/transcripts`, payload: { userSessionId: session.id } })).statusCode).toBe(
      403,
    );
    expect((await t.as(foreignToken, { method: 'POST', url: `${P}/transcripts`, payload: { userSessionId: session.id } })).statusCode).toBe(
      404,
    );
  });
});
