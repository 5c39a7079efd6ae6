import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roleplayScript } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type UserRow } from './support/factories.js';
import { makeUsecase } from './support/roleplay-factories.js';
import { startFakeLlm, type FakeLlm } from './support/fake-llm-server.js';
import { answer, cursorOf, startAssessment, startSession, type Cursor } from './support/practice-factories.js';

const SCRIPT = roleplayScript.parse({
  steps: [
    {
      id: 'credit',
      kind: 'resolution',
      customerLines: ['So what happens with the $89.99 roaming charge?'],
      recommendedAnswers: ['As a one-time courtesy I will credit the $89.99 back to your account; it shows on your next bill.'],
      keyPoints: ['credit the $89.99 back to the account', 'say it shows on the next bill'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Great, thanks.'],
      recommendedAnswers: ['You are welcome. Anything else I can help with?'],
    },
  ],
});

/**
 * Near the threshold on the engine's own reading: the engine refuses the first (it never says when the credit
 * shows) and accepts the second.
 */
const REFUSED_NEAR = 'I have put the $89.99 back on your account.';
const ACCEPTED_NEAR = 'You get the $89.99 back on your next bill.';

describe('scripted answers near the threshold, judged by an LLM (OpenAI-compatible) when one is configured', () => {
  let llm: FakeLlm;
  let t: TestApp;
  let hero: UserRow;
  let token: string;
  let usecase: string;

  beforeAll(async () => {
    llm = await startFakeLlm();
    t = await startTestApp({ env: { LLM_BASE_URL: llm.url, LLM_MODEL: 'judge-7b', LLM_API_KEY: 'sk-local', LLM_TIMEOUT_MS: '800' } });
    const tenant = await makeTenant(t.db);
    hero = await makeUser(t.db, { role: 'hero', tenants: [tenant.id] });
    token = await t.signIn(hero.email);
    usecase = await makeUsecase(t.db, tenant.id, {
      name: 'Roaming credit',
      type: 1,
      selfRegistration: true,
      script: SCRIPT,
      threshold: 65,
      visibilityId: 3,
    });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });
  beforeEach(() => {
    llm.behaviour = 'stream';
    llm.requests.length = 0;
  });

  const begin = async (): Promise<Cursor> => cursorOf(await startSession(t, token, await startAssessment(t, token, hero, usecase)));

  it('follows a yes for a reply the engine alone would refuse, asking against the key points', async () => {
    llm.reply = () => 'YES';
    const { reply } = await answer(t, token, await begin(), { message: REFUSED_NEAR });
    expect(reply.matched).toBe(true);
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0]!.body.messages[1]!.content).toContain('- credit the $89.99 back to the account');
    expect(llm.requests[0]!.body.messages[1]!.content).toContain(`Advisor reply: ${REFUSED_NEAR}`);
  });

  it('follows a no for a reply the engine alone would accept, and says what is missing', async () => {
    llm.reply = () => 'NO';
    const { reply } = await answer(t, token, await begin(), { message: ACCEPTED_NEAR });
    expect(reply.matched).toBe(false);
    expect(reply.hint).toBe('Part of what the customer needs to hear is still missing.');
  });

  it('never asks about a wrong value, and lets the engine decide when the LLM is too slow', async () => {
    llm.reply = () => 'YES';
    const wrong = await answer(t, token, await begin(), { message: 'The $8.99 will be refunded, look at your next invoice.' });
    expect(wrong.reply.matched).toBe(false);
    expect(llm.requests).toHaveLength(0);

    llm.behaviour = 'slow';
    const slow = await answer(t, token, await begin(), { message: REFUSED_NEAR });
    expect(slow.status).toBe(200);
    expect(slow.reply.matched).toBe(false);
  });

  it('asks nothing about a reply far from the threshold', async () => {
    const { reply } = await answer(t, token, await begin(), { message: 'My favourite colour is green.' });
    expect(reply.matched).toBe(false);
    expect(llm.requests).toHaveLength(0);
  });
});
