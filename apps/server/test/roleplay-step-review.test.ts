import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roleplayScript, type ChatScriptReply, type ScenarioScoreReply } from '@switchboard/contracts';
import { userSessions } from '../src/modules/roleplay/practice/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type UserRow } from './support/factories.js';
import { makeUsecase } from './support/roleplay-factories.js';
import { makeMembers, setSupervisors } from './support/history-factories.js';
import { answer, cursorOf, startAssessment, startSession } from './support/practice-factories.js';

const P = '/apigateway/tbsrvc';
const CREDIT_ANSWER = 'As a one-time courtesy I will credit the $89.99 back to your account; it shows on your next bill.';
const CLOSING_ANSWER = 'You are welcome. Is there anything else I can help you with today?';

const SCRIPT = roleplayScript.parse({
  steps: [
    {
      id: 'credit',
      kind: 'resolution',
      customerLines: ['So what happens with the $89.99 roaming charge?'],
      recommendedAnswers: [CREDIT_ANSWER],
      keyPoints: ['credit the $89.99 back to the account', 'say it shows on the next bill'],
      mustNot: ['promise to refund all future roaming charges'],
    },
    { id: 'closing', kind: 'closing', customerLines: ['Great, thanks.'], recommendedAnswers: [CLOSING_ANSWER] },
  ],
});

/** After a scripted practice, each refused step says what was missing or wrong, to the advisor and their mentor alike. */
describe('scripted practice: the step review of the score and of the history detail', () => {
  let t: TestApp;
  let hero: UserRow;
  const token: Record<string, string> = {};
  let usecaseId: string;
  let tenantId: string;

  beforeAll(async () => {
    t = await startTestApp();
    const tenant = await makeTenant(t.db);
    tenantId = tenant.id;
    const [h, mentor] = await makeMembers(t.db, tenant.id, ['hero', 'mentor']);
    hero = h;
    token.hero = await t.signIn(hero.email);
    token.mentor = await t.signIn(mentor.email);
    await setSupervisors(t.db, tenant.id, hero.id, { supervisorEmailL1: mentor.email });
    const other = await makeTenant(t.db);
    token.foreign = await t.signIn((await makeUser(t.db, { role: 'guardian', tenants: [other.id] })).email);
    usecaseId = await makeUsecase(t.db, tenant.id, {
      name: 'Roaming credit',
      type: 1,
      selfRegistration: true,
      script: SCRIPT,
      threshold: 65,
      maxRetryCount: 2,
      visibilityId: 2,
    });
  });
  afterAll(() => t.close());

  async function play(replies: string[], { complete = true, usecase = usecaseId } = {}): Promise<string> {
    const session = await startSession(t, token.hero!, await startAssessment(t, token.hero!, hero, usecase));
    const cursor = cursorOf(session);
    for (const message of replies) {
      const r = await answer(t, token.hero!, cursor, { message });
      expect(r.status, JSON.stringify(r.reply)).toBe(200);
    }
    if (complete) expect(cursor.questionId).toBeNull();
    return session.id;
  }

  const scoreOf = async (id: string) => {
    const reply = await t.as(token.hero!, { method: 'GET', url: `${P}/scenario/scores/${id}` });
    expect(reply.statusCode).toBe(200);
    return reply.json<ScenarioScoreReply>();
  };

  it('says which amount was wrong and what was missing, never the recommended wording', async () => {
    const id = await play([
      'I will credit $8.99 back to your account, you will see it on your next bill.',
      'I have put $8.99 back on the account, it shows on your next bill.',
      'You will see it on your next bill.',
      CLOSING_ANSWER,
    ]);
    const score = await t.as(token.hero!, { method: 'GET', url: `${P}/scenario/scores/${id}` });
    expect(score.statusCode).toBe(200);
    const steps = score.json<ScenarioScoreReply>().steps!;
    expect(steps).toEqual([
      {
        stepId: 'credit',
        position: 1,
        kind: 'resolution',
        status: 'failed',
        attempts: 3,
        score: 0,
        maxScore: 5,
        findings: [
          { code: 'wrong_fact', kind: 'amount', given: '$8.99' },
          // The practice is over and the model answer states the amount: the key point is quoted as written.
          { code: 'missing_point', point: 'credit the $89.99 back to the account' },
        ],
        // Failed after its last retry: the model answer the chat showed, even though this mode hid the answers during the practice.
        modelAnswer: CREDIT_ANSWER,
      },
    ]);
    expect(JSON.stringify(steps[0]!.findings)).not.toContain('one-time courtesy');

    // The mentor reviewing the session reads the same review; another group's guardian reads nothing.
    const detail = await t.as(token.mentor!, { method: 'GET', url: `${P}/interaction/chatscript/${id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<ChatScriptReply>().steps).toEqual(steps);
    expect((await t.as(token.foreign!, { method: 'GET', url: `${P}/interaction/chatscript/${id}` })).statusCode).toBe(404);
  });

  it('names a must-not, and does not name the missing part of a step that has no key points', async () => {
    const id = await play([
      'I will credit the $89.99 back to your account and promise to refund all future roaming charges.',
      CREDIT_ANSWER,
      'Bye.',
      'Glad I could help. Is there anything else I can do for you today?',
    ]);
    const steps = (await t.as(token.hero!, { method: 'GET', url: `${P}/scenario/scores/${id}` })).json<ScenarioScoreReply>().steps!;
    expect(steps.map((s) => [s.stepId, s.status, s.attempts, s.score, s.modelAnswer])).toEqual([
      ['credit', 'matched', 2, 4, null],
      ['closing', 'matched', 2, 4, null],
    ]);
    expect(steps[0]!.findings).toEqual([{ code: 'prohibited', what: 'promise to refund all future roaming charges', source: 'step' }]);
    expect(steps[1]!.findings).toHaveLength(1);
    const closing = steps[1]!.findings[0]!;
    expect(closing.code === 'missing_point' || closing.code === 'off_topic').toBe(true);
    if (closing.code === 'missing_point') expect(closing.point).toBeNull();
    expect(JSON.stringify(steps)).not.toContain('anything else I can help you with');
  });

  it('reviews nothing for a session whose every step matched at once, and its evidence quotes the advisor, not the script', async () => {
    const credit = 'Good news: the $89.99 goes back on your account and you will see it on the next bill.';
    const closing = 'My pleasure! Anything else I can help you with today?';
    const id = await play([credit, closing]);
    const score = await scoreOf(id);
    expect(score.steps).toEqual([]);
    const accuracy = score.kpis.find((k) => k.kpiName === 'accuracy_score')!;
    expect(accuracy.evidence.map((e) => [e.stepId, e.code, e.phrase])).toEqual([
      ['credit', 'step_accepted', credit],
      ['closing', 'step_accepted', closing],
    ]);
    // Nowhere in the breakdown of steps the advisor passed: the recommended wording they were matched against.
    expect(JSON.stringify(score)).not.toContain('one-time courtesy');
    expect(JSON.stringify(score)).not.toContain('You are welcome. Is there anything else');

    // A report stored while matched evidence still quoted the recommended answer is scored again on its next read.
    const legacy = {
      ...score,
      kpis: score.kpis.map((k) => ({
        ...k,
        evidence: k.evidence.map((e) =>
          e.code === 'step_accepted' ? { ...e, code: 'matched', values: { ...e.values, answer: CREDIT_ANSWER } } : e,
        ),
      })),
    };
    await t.db.run({ tenantId, userId: null }, (tx) =>
      tx
        .update(userSessions)
        .set({ score: legacy as unknown as ScenarioScoreReply })
        .where(eq(userSessions.id, id)),
    );
    const again = await scoreOf(id);
    expect(JSON.stringify(again)).not.toContain('one-time courtesy');
    expect(again.kpis).toEqual(score.kpis);
    const detail = await t.as(token.mentor!, { method: 'GET', url: `${P}/interaction/chatscript/${id}` });
    expect(JSON.stringify(detail.json())).not.toContain('one-time courtesy');
  });

  it('holds a count said in words to the issue the advisor was briefed on', async () => {
    const welcome = 'I am sorry you have been locked out. I will help you get back into your account.';
    const lockedOut = await makeUsecase(t.db, tenantId, {
      name: 'Locked out',
      type: 1,
      selfRegistration: true,
      customerIssueDescription: 'The online account locked after five failed sign-in attempts; he needs an invoice today.',
      script: roleplayScript.parse({
        steps: [{ id: 'welcome', kind: 'welcome', customerLines: ['I cannot get in.'], recommendedAnswers: [welcome] }],
      }),
      threshold: 65,
      maxRetryCount: 2,
      visibilityId: 2,
    });
    const id = await play(
      ['So sorry your account locked after three failed attempts, I will help you get back into your account.', welcome],
      { usecase: lockedOut },
    );
    const [step] = (await scoreOf(id)).steps!;
    expect(step!.status).toBe('matched');
    expect(step!.findings).toEqual([{ code: 'wrong_fact', kind: 'number', given: 'three' }]);
  });

  it('holds the name the advisor calls the customer by to the roleplay’s customer', async () => {
    const welcome = 'I am sorry you have been locked out. I will help you get back into your account.';
    const lockedOut = await makeUsecase(t.db, tenantId, {
      name: 'Locked out, by name',
      type: 1,
      selfRegistration: true,
      customerName: 'Daniel Okafor',
      script: roleplayScript.parse({
        steps: [{ id: 'welcome', kind: 'welcome', customerLines: ['I cannot get in.'], recommendedAnswers: [welcome] }],
      }),
      threshold: 65,
      maxRetryCount: 2,
      visibilityId: 2,
    });
    const id = await play(['Hi Michael, I am sorry you have been locked out. I will help you get back into your account.', welcome], {
      usecase: lockedOut,
    });
    const [step] = (await scoreOf(id)).steps!;
    expect(step!.status).toBe('matched');
    expect(step!.findings).toEqual([{ code: 'wrong_fact', kind: 'name', given: 'Michael' }]);
    const byName = await play(['Hi Daniel, I am sorry you have been locked out. I will help you get back into your account.'], {
      usecase: lockedOut,
    });
    // Matched at the first attempt: nothing to review.
    expect((await scoreOf(byName)).steps!.flatMap((s) => s.findings ?? [])).toEqual([]);
  });

  it('gives a step never reached its first recommended answer, and nothing before the practice is over', async () => {
    const id = await play(['I will credit the $89.99 back to your account, you will see it on your next bill.'], { complete: false });
    // Still going: no score, so no review and no model answer of the step still to answer.
    const early = await t.as(token.hero!, { method: 'GET', url: `${P}/scenario/scores/${id}` });
    expect(early.statusCode).toBe(409);
    expect(early.body).not.toContain('anything else I can help you with');

    const ended = await t.as(token.hero!, { method: 'POST', url: `${P}/chat/complete`, payload: { userSessionId: id } });
    expect(ended.statusCode).toBe(200);
    const steps = (await scoreOf(id)).steps!;
    expect(steps).toEqual([
      {
        stepId: 'closing',
        position: 2,
        kind: 'closing',
        status: 'unanswered',
        attempts: 0,
        score: 0,
        maxScore: 5,
        findings: [],
        modelAnswer: CLOSING_ANSWER,
      },
    ]);
  });
});
