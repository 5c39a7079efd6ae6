import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleplayScript, SPEECH_SOCKET, type ChatAnswerReply, type ScenarioScoreReply } from '@switchboard/contracts';
import { cancellationRetention } from '../src/modules/roleplay/seed/library/cancellation-retention/index.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type UserRow } from './support/factories.js';
import { makeUsecase } from './support/roleplay-factories.js';
import { cursorOf, startAssessment, startSession, type Cursor } from './support/practice-factories.js';
import { framesOf, openSpeechSocket, speechTurn, spokenAudio } from './support/speech.js';

const P = '/apigateway/tbsrvc';
const ENGLISH = cancellationRetention.variants['en-US'];
const SCRIPT = roleplayScript.parse({ steps: ENGLISH.steps });

/** Replies that are not the step's answer, spoken before the right one at some steps. */
const WRONG: Record<string, string> = {
  welcome: 'I had pancakes for breakfast and the weather is lovely today.',
  'verify-identity': 'Please hold while I transfer you to another department.',
  offer: "I don't know, you will have to call back later.",
  // On a select-one step, another option said aloud.
  decision: 'The discount applies for life',
  closing: 'Before we continue, please note that this call is recorded for quality and training purposes.',
};
/** The silence before each spoken reply; one long enough to be dead air. */
const PAUSE_MS = 1500;
const DEAD_AIR_STEP = 'reason';
const DEAD_AIR_MS = 7000;

interface Turn {
  stepId: string;
  spoken: string;
  heard: string;
  right: boolean;
  reply: ChatAnswerReply;
}

/**
 * The voice loop without a browser (DESIGN §9): espeak-ng speaks a seeded scripted voice roleplay's
 * recommended answers (and wrong ones), the audio is resampled to 16 kHz and streamed over the real
 * speech socket in 2048-sample frames, pocketsphinx recognises it with the step's grammar, and the text
 * goes to voice/prompt, which matches and scores it like a chat answer.
 */
describe('voice loop: espeak-ng → speech socket → pocketsphinx → voice/prompt → score', () => {
  let t: TestApp;
  let hero: UserRow;
  let token: string;
  let url: string;
  const turns: Turn[] = [];
  let score: ScenarioScoreReply;

  async function say(cursor: Cursor, text: string, pauseMs: number): Promise<{ heard: string; reply: ChatAnswerReply }> {
    const audio = await spokenAudio(text);
    const socket = await openSpeechSocket(url, { 'x-auth-token': token });
    const turn = await speechTurn(
      socket,
      { assessmentId: cursor.assessmentId, userSessionId: cursor.userSessionId, language: 'en-US' },
      framesOf(audio.pcm),
    );
    expect(turn.close.code, turn.close.reason).toBe(SPEECH_SOCKET.closeCodes.done);
    expect(turn.said, `nothing heard for: ${text}`).not.toBe('');
    const response = await t.as(token, {
      method: 'POST',
      url: `${P}/voice/prompt`,
      payload: {
        ...cursor,
        message: turn.said,
        voiceDuration: audio.speechMs,
        pauseDuration: pauseMs,
        idleTime: pauseMs,
        botTimeTaken: 400,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<ChatAnswerReply>();
    cursor.questionId = reply.questionId;
    cursor.answerRetryCount = reply.answerRetryCount;
    return { heard: turn.said, reply };
  }

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}${SPEECH_SOCKET.path}`;
    const tenant = (await makeTenant(t.db)).id;
    hero = await makeUser(t.db, { role: 'hero', tenants: [tenant] });
    token = await t.signIn(hero.email);
    const usecase = await makeUsecase(t.db, tenant, {
      name: ENGLISH.name,
      type: 2,
      selfRegistration: true,
      script: SCRIPT,
      threshold: cancellationRetention.threshold,
      realTimeFeedback: true,
    });
    const cursor = cursorOf(await startSession(t, token, await startAssessment(t, token, hero, usecase)));
    while (cursor.questionId) {
      const step = SCRIPT.steps.find((s) => s.id === cursor.questionId)!;
      const wrong = WRONG[step.id];
      if (wrong && cursor.answerRetryCount === 0) {
        const { heard, reply } = await say(cursor, wrong, PAUSE_MS);
        turns.push({ stepId: step.id, spoken: wrong, heard, right: false, reply });
        continue;
      }
      const right = step.recommendedAnswers[0]!;
      const { heard, reply } = await say(cursor, right, step.id === DEAD_AIR_STEP ? DEAD_AIR_MS : PAUSE_MS);
      turns.push({ stepId: step.id, spoken: right, heard, right: true, reply });
    }
    score = (await t.as(token, { method: 'GET', url: `${P}/scenario/scores/${cursor.userSessionId}` })).json<ScenarioScoreReply>();
    for (const x of turns) console.log(`${x.right ? 'right' : 'wrong'} ${x.stepId} matched=${x.reply.matched}: "${x.heard}"`);
  }, 600_000);
  afterAll(() => t.close());

  it('matches every recommended answer spoken, and writes it as the script does', () => {
    const right = turns.filter((x) => x.right);
    expect(right.map((x) => x.stepId)).toEqual(SCRIPT.steps.map((s) => s.id));
    for (const x of right) expect(x.reply.matched, `${x.stepId}: heard "${x.heard}"`).toBe(true);
    // Half or more come back word for word (the answer as written); the rest close enough for the matcher.
    expect(right.filter((x) => x.heard === x.spoken).length).toBeGreaterThanOrEqual(right.length / 2);
  });

  it('matches none of the wrong replies: each is heard as what it was and asked again', () => {
    const wrong = turns.filter((x) => !x.right);
    expect(wrong.map((x) => x.stepId)).toEqual(Object.keys(WRONG));
    for (const x of wrong) {
      expect(x.reply.matched, `${x.stepId}: heard "${x.heard}"`).toBe(false);
      const step = SCRIPT.steps.find((s) => s.id === x.stepId)!;
      expect(step.recommendedAnswers).not.toContain(x.heard);
      expect(x.reply.systemCodes).toContain('NOTSUTABLANS');
      expect(x.reply.answerRetryCount).toBe(1);
    }
    // Another option of a select-one step is heard as that option.
    expect(turns.find((x) => x.stepId === 'decision' && !x.right)?.heard).toBe(WRONG.decision);
  });

  it('scores the call from the voice timings: openers out of 5, dead air, rate of speech, AHT', () => {
    const last = turns.at(-1)!.reply;
    expect(last.isChatComplited).toBe(true);
    expect(score).toMatchObject({ type: 2, scripted: true, accuracyScore: 8, accuracyCount: 8 });
    // Welcome and closing were right at the second attempt (4 of 5), the disclaimer at the first.
    expect(score).toMatchObject({ welcomeMessageScore: 4, disclaimerMessageScore: 5, closingMessageScore: 4 });
    const pauses = turns.reduce((sum, x) => sum + (x.stepId === DEAD_AIR_STEP && x.right ? DEAD_AIR_MS : PAUSE_MS), 0);
    expect(score.pauseDuration).toBeCloseTo(pauses / 1000, 0);
    const deadAir = score.kpis.find((k) => k.kpiName === 'deadair_score')!;
    expect(deadAir.applicable).toBe(true);
    expect(deadAir.evidence).toEqual([expect.objectContaining({ stepId: DEAD_AIR_STEP, code: 'dead_air_pause', values: { seconds: 7 } })]);
    // espeak-ng speaks at about 175 words a minute; digits ("$54.99") count as one written word.
    expect(score.rateOfSpeech).toBeGreaterThan(130);
    expect(score.rateOfSpeech).toBeLessThan(200);
    expect(score.kpis.find((k) => k.kpiName === 'rate_of_speech_score')!.applicable).toBe(true);
    expect(score.kpis.find((k) => k.kpiName === 'aht_score')!.evidence[0]!.code).toBe('aht_measured');
    expect(score.kpis.find((k) => k.kpiName === 'typing_speed_score')!.applicable).toBe(false);
  });
});
