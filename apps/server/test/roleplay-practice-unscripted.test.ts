import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioScoreReply, UnscriptedPromptReply, UnscriptedScenarioReply, UserSession } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { makeUsecase } from './support/roleplay-factories.js';
import { startAssessment, startSession } from './support/practice-factories.js';
import { startFakeLlm, type FakeLlm } from './support/fake-llm-server.js';

const P = '/apigateway/tbsrvc';
const PERSONA = {
  type: 1 as const,
  scripted: false,
  selfRegistration: true,
  customerName: 'Dana Whitfield',
  customerAge: 41,
  customerSince: '2016',
  customerAddress: '418 Maple Avenue, Columbus',
  customerIssueDescription: 'I was charged $89.99 for roaming in Toronto although I bought a Canada day pass.',
  customerSpeakingStyle: 'polite but tired',
  customerGoal: 'I want the $89.99 taken off my bill.',
  customerObjections: [],
  customerMood: 'calm' as const,
  customerFacts: [
    // Stored before the persona model: read as a customer fact given when asked.
    { label: 'Account number', value: '5567-221' },
    {
      label: 'The charge',
      value: 'I was charged $89.99 for roaming in Toronto although I bought a Canada day pass.',
      knownBy: 'customer' as const,
      reveal: 'opening' as const,
    },
    {
      label: 'Refund the charge',
      value: 'Refund the $89.99 roaming charge to the account as a credit.',
      knownBy: 'company' as const,
      acceptable: true,
    },
    { label: 'Why it happened', value: 'The day pass was activated one day after the trip started.', knownBy: 'company' as const },
  ],
};

interface Actors {
  t: TestApp;
  a: TenantRow;
  hero: UserRow;
  heroToken: string;
  otherToken: string;
  foreignToken: string;
  usecaseId: string;
}

async function actors(env?: Record<string, string>): Promise<Actors> {
  const t = await startTestApp({ env });
  const a = await makeTenant(t.db, { config: [] });
  const b = await makeTenant(t.db);
  const hero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
  const other = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
  const foreign = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
  const [heroToken, otherToken, foreignToken] = (await Promise.all([hero, other, foreign].map((u) => t.signIn(u.email)))) as [
    string,
    string,
    string,
  ];
  const usecaseId = await makeUsecase(t.db, a.id, { name: 'Roaming (unscripted)', ...PERSONA });
  return { t, a, hero, heroToken, otherToken, foreignToken, usecaseId };
}

async function scenario(x: Actors): Promise<{ session: UserSession; scenario: UnscriptedScenarioReply }> {
  const assessmentId = await startAssessment(x.t, x.heroToken, x.hero, x.usecaseId);
  const session = await startSession(x.t, x.heroToken, assessmentId);
  const response = await x.t.as(x.heroToken, {
    method: 'POST',
    url: `${P}/unscripted/scenario`,
    payload: { userSessionId: session.id, assessmentId },
  });
  expect(response.statusCode).toBe(200);
  return { session, scenario: response.json<UnscriptedScenarioReply>() };
}

const say = (
  x: Actors,
  s: { session: UserSession; scenario: UnscriptedScenarioReply },
  message: string,
  turn: number,
  token = x.heroToken,
) =>
  x.t.as(token, {
    method: 'POST',
    url: `${P}/unscripted/prompt`,
    payload: {
      senarioSessionId: s.scenario.senarioSessionId,
      userSessionId: s.session.id,
      message,
      turn,
      typingDuration: 5000,
      typingSpeed: 38,
      idleTime: 2000,
    },
  });

describe('unscripted practice with the built-in persona (no LLM configured)', () => {
  let x: Actors;
  beforeAll(async () => {
    x = await actors();
  });
  afterAll(() => x.t.close());

  it('opens with the persona, answers from its facts, replays a retried turn and refuses a stale one', async () => {
    const s = await scenario(x);
    expect(s.scenario).toMatchObject({ provider: 'persona', degraded: false, notice: null, userSessionId: s.session.id });
    expect(s.scenario.senarioSessionId).toMatch(/^[0-9a-f]{24}$/);
    expect(s.scenario.customerOpeningMessage.length).toBeGreaterThan(0);
    expect(s.scenario.conversations).toEqual([
      expect.objectContaining({
        type: 'system',
        message: s.scenario.customerOpeningMessage,
        customerOpeningMessage: s.scenario.customerOpeningMessage,
      }),
    ]);
    // A repeat returns the same scenario.
    const again = await x.t.as(x.heroToken, { method: 'POST', url: `${P}/unscripted/scenario`, payload: { userSessionId: s.session.id } });
    expect(again.json<UnscriptedScenarioReply>().senarioSessionId).toBe(s.scenario.senarioSessionId);

    const first = await say(
      x,
      s,
      "Hello, thank you for contacting us. I'm sorry about that charge. Could you give me your account number?",
      1,
    );
    expect(first.statusCode).toBe(200);
    const reply = first.json<UnscriptedPromptReply>();
    expect(reply).toMatchObject({ isChatComplited: false, degraded: false, turn: 3, replayed: false });
    expect(reply.message).toContain('5567-221');
    expect(
      (
        await say(x, s, "Hello, thank you for contacting us. I'm sorry about that charge. Could you give me your account number?", 1)
      ).json(),
    ).toEqual({ ...reply, replayed: true });
    expect((await say(x, s, 'A different message', 1)).statusCode).toBe(409);
    expect((await say(x, s, 'Skipping ahead', 7)).statusCode).toBe(409);
    expect((await say(x, s, 'Not mine', 3, x.otherToken)).statusCode).toBe(403);
    expect((await say(x, s, 'Not mine', 3, x.foreignToken)).statusCode).toBe(404);
  });

  it('ends the conversation, scores it with the unscripted list and evidence, and chat/complete by scenario', async () => {
    const s = await scenario(x);
    let turn = 1;
    for (const line of [
      "Good morning, thank you for contacting us, my name is Sam. I'm so sorry for the trouble.",
      'I completely understand how frustrating that is. Could you confirm your full name and address?',
      'I have refunded the $89.99 roaming charge to your account; you will see the credit within two days.',
      'Is there anything else I can help you with today? Have a great day.',
    ]) {
      const r = await say(x, s, line, turn);
      expect(r.statusCode).toBe(200);
      turn = r.json<UnscriptedPromptReply>().turn;
      if (r.json<UnscriptedPromptReply>().isChatComplited) break;
    }
    const evaluation = await x.t.as(x.heroToken, {
      method: 'POST',
      url: `${P}/unscripted/evaluation`,
      payload: { senarioSessionId: s.scenario.senarioSessionId, userSessionId: s.session.id },
    });
    expect(evaluation.statusCode).toBe(200);
    const score = evaluation.json<ScenarioScoreReply>();
    expect(score).toMatchObject({ scripted: false, isExceptional: true, overall: { level: 'exceptional' } });
    expect(score.unscriptedScore.length).toBeGreaterThan(0);
    // Every item is {label, score, description}, with the engine's key and evidence beside it.
    for (const item of score.unscriptedScore)
      expect(item).toMatchObject({
        source: 'engine',
        key: expect.any(String),
        kpiName: expect.any(String),
        label: expect.any(String),
        score: expect.any(Number),
        description: expect.any(String),
        evidence: expect.any(Array),
      });
    const resolution = score.kpis.find((k) => k.kpiName === 'resolution_score')!;
    expect(resolution.evidence.map((e) => e.code)).toEqual(['resolution_offered', 'offer_accepted']);
    // The customer opened in its own words and never said the company's side of the case.
    const said = (await x.t.as(x.heroToken, { method: 'POST', url: `${P}/transcripts`, payload: { userSessionId: s.session.id } })).json<{
      transcript: { question: string }[];
    }>();
    expect(said.transcript.map((t) => t.question).join(' ')).not.toMatch(/activated one day after|as a credit/);
    expect(score.unscriptedScore.map((i) => (i.source === 'engine' ? i.key : i.label))).toContain('empathy');
    expect(score.kpis.find((k) => k.kpiName === 'empathy_score')!.evidence.some((e) => e.phrase !== null)).toBe(true);
    // Scored once; the scores call returns the same report; the session is complete.
    expect((await x.t.as(x.heroToken, { method: 'GET', url: `${P}/scenario/scores/${s.session.id}` })).json()).toEqual(score);
    expect((await say(x, s, 'Still there?', turn)).statusCode).toBe(409);
    const done = await x.t.as(x.heroToken, {
      method: 'POST',
      url: `${P}/chat/complete`,
      payload: { senarioSessionId: s.scenario.senarioSessionId, usecaseId: x.usecaseId },
    });
    expect(done.json()).toMatchObject({ userSessionId: s.session.id, isChatCompleted: true });
    expect(
      (
        await x.t.as(x.heroToken, {
          method: 'POST',
          url: `${P}/chat/complete`,
          payload: { senarioSessionId: s.scenario.senarioSessionId, usecaseId: s.session.assessmentId },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await x.t.as(x.otherToken, {
          method: 'POST',
          url: `${P}/unscripted/evaluation`,
          payload: { senarioSessionId: s.scenario.senarioSessionId, userSessionId: s.session.id },
        })
      ).statusCode,
    ).toBe(403);
    // The transcript pairs each advisor message with the customer line before it.
    const transcript = await x.t.as(x.heroToken, { method: 'POST', url: `${P}/transcripts`, payload: { userSessionId: s.session.id } });
    expect(transcript.json().transcript[0]).toMatchObject({ question: s.scenario.customerOpeningMessage, recommendedAnswer: [] });
  });

  it('refuses unscripted calls on a scripted session and scripted prompts on an unscripted one', async () => {
    const scriptedId = await makeUsecase(x.t.db, x.a.id, { type: 1, selfRegistration: true });
    const assessmentId = await startAssessment(x.t, x.heroToken, x.hero, scriptedId);
    const session = await startSession(x.t, x.heroToken, assessmentId);
    expect(
      (await x.t.as(x.heroToken, { method: 'POST', url: `${P}/unscripted/scenario`, payload: { userSessionId: session.id } })).statusCode,
    ).toBe(400);
    const s = await scenario(x);
    const scripted = await x.t.as(x.heroToken, {
      method: 'POST',
      url: `${P}/prompt`,
      payload: { userSessionId: s.session.id, assessmentId: s.session.assessmentId, questionId: 'x', answerRetryCount: 0, message: 'hi' },
    });
    expect(scripted.statusCode).toBe(400);
    expect(
      (await x.t.as(x.foreignToken, { method: 'POST', url: `${P}/unscripted/scenario`, payload: { userSessionId: s.session.id } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('unscripted practice with an OpenAI-compatible LLM (local SSE server)', () => {
  let x: Actors;
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm();
    x = await actors({ LLM_BASE_URL: llm.url, LLM_MODEL: 'customer-7b', LLM_API_KEY: 'sk-local', LLM_TIMEOUT_MS: '800' });
  });
  afterAll(async () => {
    await x.t.close();
    await llm.close();
  });

  it('plays the customer through the streamed chat-completions API', async () => {
    llm.behaviour = 'stream';
    llm.reply = () => 'Hi, I was charged $89.99 for roaming in Toronto and I had a day pass.';
    const valid = await x.t.as(x.heroToken, {
      method: 'GET',
      url: `${P}/nlp/validatidation/${await startAssessment(x.t, x.heroToken, x.hero, x.usecaseId)}`,
    });
    expect(valid.json()).toMatchObject({ canNLPApplied: true, scripted: false, provider: 'llm' });
    const s = await scenario(x);
    expect(s.scenario).toMatchObject({
      provider: 'llm',
      degraded: false,
      customerOpeningMessage: 'Hi, I was charged $89.99 for roaming in Toronto and I had a day pass.',
    });
    const opening = llm.requests.at(-1)!;
    expect(opening.authorization).toBe('Bearer sk-local');
    expect(opening.body).toMatchObject({ model: 'customer-7b', stream: true });
    expect(opening.body.messages[0]!.role).toBe('system');
    expect(opening.body.messages[0]!.content).toContain('Dana Whitfield');
    expect(opening.body.messages[0]!.content).toContain('Account number: 5567-221');
    // The customer's brief holds its own facts and goal; the company's side stays with the judge.
    expect(opening.body.messages[0]!.content).toContain('I want the $89.99 taken off my bill.');
    expect(opening.body.messages[0]!.content).not.toContain('activated one day after');
    expect(opening.body.messages[0]!.content).not.toContain('as a credit');

    llm.reply = () => 'Sure, it is 5567-221.';
    const r = await say(x, s, 'Could you give me your account number please?', 1);
    expect(r.json<UnscriptedPromptReply>()).toMatchObject({
      message: 'Sure, it is 5567-221.',
      isChatComplited: false,
      degraded: false,
      turn: 3,
    });
    // The conversation so far went to the model: customer lines as assistant, the advisor as user.
    const asked = llm.requests.at(-1)!.body.messages.slice(1);
    expect(asked.slice(-2)).toEqual([
      { role: 'assistant', content: 'Hi, I was charged $89.99 for roaming in Toronto and I had a day pass.' },
      { role: 'user', content: 'Could you give me your account number please?' },
    ]);

    // The model ends the conversation with the marker, which the advisor never sees.
    llm.reply = () => 'Thank you so much, goodbye! [END]';
    const end = (await say(x, s, 'I have credited the charge. Have a great day!', 3)).json<UnscriptedPromptReply>();
    expect(end).toMatchObject({
      message: 'Thank you so much, goodbye!',
      isChatComplited: true,
      ending: 'resolved',
      systemCodes: ['TRAININGCOMPLETE'],
    });

    // The judge sees the objectives and the acceptable resolution, scores the tenant's KPIs, and its
    // judgement counts through the weights (an unknown KPI stays in the list but weighs nothing).
    llm.reply = (req) =>
      req.body.messages[0]!.content.includes('assess')
        ? 'Here you go: [{"kpi":"resolution_score","label":"Ownership","score":0,"description":"Credited the charge"},{"kpi":"tone","label":"Tone","score":"140","description":"Warm"}]'
        : 'unexpected';
    const evaluation = await x.t.as(x.heroToken, {
      method: 'POST',
      url: `${P}/unscripted/evaluation`,
      payload: { senarioSessionId: s.scenario.senarioSessionId, userSessionId: s.session.id },
    });
    expect(evaluation.statusCode).toBe(200);
    const judgeAsked = llm.requests.at(-1)!.body.messages;
    expect(judgeAsked[0]!.content).toContain('resolution_score');
    expect(judgeAsked[1]!.content).toContain('Refund the $89.99 roaming charge to the account as a credit.');
    expect(judgeAsked[1]!.content).toContain('The day pass was activated one day after the trip started.');
    const report = evaluation.json<ScenarioScoreReply>();
    const llmItems = report.unscriptedScore.filter((i) => i.source === 'llm');
    expect(llmItems).toEqual([
      { label: 'Ownership', score: 0, description: 'Credited the charge', source: 'llm', kpiName: 'resolution_score' },
      { label: 'Tone', score: 100, description: 'Warm', source: 'llm', kpiName: null },
    ]);
    const resolution = report.kpis.find((k) => k.kpiName === 'resolution_score')!;
    expect(resolution.evidence.at(-1)).toMatchObject({ code: 'llm_judgement', values: { score: 0 } });
    expect(resolution.weight).toBeGreaterThan(0);
  });

  it('degrades clearly when the model is slow or failing, and carries on when it is back', async () => {
    llm.behaviour = 'stream';
    llm.reply = () => 'My bill is wrong.';
    const s = await scenario(x);
    for (const behaviour of ['slow', 'error', 'garbage'] as const) {
      llm.behaviour = behaviour;
      const r = await say(x, s, 'How can I help?', 1);
      expect(r.statusCode, behaviour).toBe(200);
      expect(r.json<UnscriptedPromptReply>(), behaviour).toMatchObject({
        degraded: true,
        isChatComplited: false,
        systemCodes: ['NOTRESPOND'],
        message: 'The assistant did not respond. Please try again.',
        turn: 1,
      });
    }
    // Nothing was recorded: the same turn goes through once the model answers again.
    llm.behaviour = 'stream';
    llm.reply = () => 'My bill has a roaming charge.';
    const ok = await say(x, s, 'How can I help?', 1);
    expect(ok.json<UnscriptedPromptReply>()).toMatchObject({ message: 'My bill has a roaming charge.', degraded: false, turn: 3 });
  });

  it('stays responsive while a model call hangs until its deadline, and degrades clearly when the engine dies', async () => {
    llm.behaviour = 'stream';
    llm.reply = () => 'My bill is wrong.';
    const s = await scenario(x);
    llm.behaviour = 'slow';
    let hanging = true;
    const started = performance.now();
    const slow = say(x, s, 'How can I help?', 1).finally(() => (hanging = false));
    // Other people's calls (and this user's other reads) answer while the model call waits for its deadline.
    const answeredMeanwhile: number[] = [];
    while (hanging && answeredMeanwhile.length < 5) {
      const t0 = performance.now();
      const other = await x.t.as(x.otherToken, { method: 'GET', url: '/auth/me' });
      const mine = await x.t.as(x.heroToken, { method: 'GET', url: `${P}/usersession/recent?size=5` });
      expect([other.statusCode, mine.statusCode]).toEqual([200, 200]);
      if (hanging) answeredMeanwhile.push(performance.now() - t0);
    }
    expect(answeredMeanwhile.length, 'requests answered while the model call hung').toBe(5);
    const r = await slow;
    // The hanging call ends at its deadline (LLM_TIMEOUT_MS 800) with the clear message, not an error page.
    expect(performance.now() - started).toBeGreaterThanOrEqual(700);
    expect(r.statusCode).toBe(200);
    expect(r.json<UnscriptedPromptReply>()).toMatchObject({
      degraded: true,
      systemCodes: ['NOTRESPOND'],
      message: 'The assistant did not respond. Please try again.',
    });

    // An engine that dies under the call: the same clear message, at once.
    llm.behaviour = 'dead';
    const deadStarted = performance.now();
    const dead = await say(x, s, 'How can I help?', 1);
    expect(dead.statusCode).toBe(200);
    expect(dead.json<UnscriptedPromptReply>()).toMatchObject({ degraded: true, systemCodes: ['NOTRESPOND'], turn: 1 });
    expect(performance.now() - deadStarted).toBeLessThan(700);
  });

  it('starts with the built-in persona, and says so, when the model is down at the start', async () => {
    llm.behaviour = 'error';
    const s = await scenario(x);
    expect(s.scenario).toMatchObject({ provider: 'persona', degraded: true });
    expect(s.scenario.notice).toMatch(/built-in customer/);
    expect(s.scenario.customerOpeningMessage.length).toBeGreaterThan(0);
    // The rest of the conversation stays with the persona, even once the model is back.
    llm.behaviour = 'stream';
    const before = llm.requests.length;
    const r = await say(x, s, "Hello, I'm sorry to hear that. What is your account number?", 1);
    expect(r.json<UnscriptedPromptReply>().message).toContain('5567-221');
    expect(llm.requests.length).toBe(before);
  });
});
