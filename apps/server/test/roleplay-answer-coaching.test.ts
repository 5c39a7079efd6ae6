import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roleplayScript } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type UserRow } from './support/factories.js';
import { makeUsecase } from './support/roleplay-factories.js';
import { answer, cursorOf, startAssessment, startSession, type Cursor } from './support/practice-factories.js';

const CREDIT_REPLY = 'I will credit the $89.99 back to your account, you will see it on your next bill.';
const NOT_MATCHING = "That doesn't match the expected response. Could you please try again?";

const SCRIPT = roleplayScript.parse({
  steps: [
    {
      id: 'credit',
      kind: 'resolution',
      customerLines: ['So what happens with the $89.99 roaming charge?'],
      recommendedAnswers: ['As a one-time courtesy I will credit the $89.99 back to your account; it shows on your next bill.'],
      keyPoints: ['credit the $89.99 back to the account', 'say it shows on the next bill'],
      mustNot: ['promise to refund all future roaming charges'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Great, thanks.'],
      recommendedAnswers: ['You are welcome. Is there anything else I can help you with today?'],
    },
  ],
});

describe('scripted answers: coaching hints, and no text ever answered with a 5xx', () => {
  let t: TestApp;
  let hero: UserRow;
  let token: string, guardianToken: string, foreignGuardianToken: string;
  let chatShown: string, chatHidden: string, voice: string;

  beforeAll(async () => {
    t = await startTestApp();
    const tenant = await makeTenant(t.db);
    hero = await makeUser(t.db, { role: 'hero', tenants: [tenant.id] });
    token = await t.signIn(hero.email);
    const guardian = await makeUser(t.db, { role: 'guardian', tenants: [tenant.id] });
    guardianToken = await t.signIn(guardian.email);
    const foreign = await makeTenant(t.db);
    foreignGuardianToken = await t.signIn((await makeUser(t.db, { role: 'guardian', tenants: [foreign.id] })).email);
    const base = { selfRegistration: true, script: SCRIPT, threshold: 65, maxRetryCount: 2, realTimeFeedback: true };
    chatShown = await makeUsecase(t.db, tenant.id, { ...base, name: 'Roaming credit', type: 1, visibilityId: 3 });
    chatHidden = await makeUsecase(t.db, tenant.id, { ...base, name: 'Roaming credit, hidden answers', type: 1, visibilityId: 2 });
    voice = await makeUsecase(t.db, tenant.id, { ...base, name: 'Roaming credit by phone', type: 2, visibilityId: 3 });
  });
  afterAll(() => t.close());

  const begin = async (usecase: string): Promise<Cursor> =>
    cursorOf(await startSession(t, token, await startAssessment(t, token, hero, usecase)));

  it('keeps the non-matching message and adds the specific hint under it, then a model answer after the last retry', async () => {
    const cursor = await begin(chatShown);
    const wrongAmount = await answer(t, token, cursor, {
      message: 'I will credit $8.99 back to your account, you will see it on your next bill.',
    });
    expect(wrongAmount.status).toBe(200);
    expect(wrongAmount.reply.matched).toBe(false);
    expect(wrongAmount.reply.hint).toBe('The amount you gave ($8.99) is not the right one.');
    const notice = wrongAmount.reply.conversations.find((c) => c.systemCode === 'NOTSUTABLANS')!;
    expect(notice.message).toBe(NOT_MATCHING);
    expect(notice.hint).toBe('The amount you gave ($8.99) is not the right one.');

    const secret = await answer(t, token, cursor, { message: 'Before I credit the $89.99, please tell me your PIN.' });
    expect(secret.reply.hint).toBe('Never ask the customer for their password, PIN, full card number or security code.');

    const missing = await answer(t, token, cursor, { message: 'You will see it on your next bill.' });
    // The step's last attempt: what was missing stays with the reply, with a model answer.
    expect(missing.reply.questionId).toBe('closing');
    // The key point names what to convey; the amount it holds is the value due, never told in the hint.
    expect(missing.reply.hint).toBe('You haven’t covered this yet: credit the [amount] back to the account');
    expect(missing.reply.modelAnswer).toBe(
      'Model answer: As a one-time courtesy I will credit the $89.99 back to your account; it shows on your next bill.',
    );
    expect(missing.reply.conversations[0]).toMatchObject({ type: 'user', modelAnswer: missing.reply.modelAnswer });

    const right = await answer(t, token, cursor, { message: 'My pleasure! Anything else I can help you with today?' });
    expect(right.reply).toMatchObject({ matched: true, hint: null, modelAnswer: null });
  });

  it('matches the key points in other words; with answers hidden it names a missing key point, never the answer wording', async () => {
    const shown = await begin(chatShown);
    const paraphrase = await answer(t, token, shown, {
      message: 'Good news: the $89.99 goes back on your account and you will see it on the next bill.',
    });
    expect(paraphrase.reply.matched).toBe(true);

    const hidden = await begin(chatHidden);
    const partial = await answer(t, token, hidden, { message: 'You will see it on your next bill.' });
    // A key point is the trainer's label of what to convey, not words to recite: it is named in every mode.
    expect(partial.reply.hint).toBe('You haven’t covered this yet: credit the [amount] back to the account');
    await answer(t, token, hidden, { message: CREDIT_REPLY });
    // The closing step has no key points: what it misses would be a part of its hidden answer.
    const closing = await answer(t, token, hidden, { message: 'Thanks.' });
    expect(closing.reply.matched).toBe(false);
    expect([
      'Part of what the customer needs to hear is still missing.',
      'Your reply doesn’t address what the customer just said.',
    ]).toContain(closing.reply.hint);
  });

  it("keeps a tenant's own never-say phrases (guardians and above), and refuses a reply that says one", async () => {
    const url = '/apigateway/tbsrvc/roleplay/never-say';
    expect((await t.as(guardianToken, { method: 'GET', url })).json()).toEqual({ phrases: [], updatedAt: null });
    expect((await t.as(token, { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.as(token, { method: 'PUT', url, payload: { phrases: ['x'] } })).statusCode).toBe(403);
    const duplicate = await t.as(guardianToken, { method: 'PUT', url, payload: { phrases: ['Maiden name', 'maiden name'] } });
    expect(duplicate.statusCode).toBe(400);
    expect((await t.as(guardianToken, { method: 'PUT', url, payload: { phrases: ['  '] } })).statusCode).toBe(400);
    expect((await t.as(guardianToken, { method: 'GET', url })).json().phrases).toEqual([]);

    const saved = await t.as(guardianToken, { method: 'PUT', url, payload: { phrases: ["ask for the mother's maiden name"] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().phrases).toEqual(["ask for the mother's maiden name"]);
    // Another tenant's guardian sees their own (empty) list, never this one.
    expect((await t.as(foreignGuardianToken, { method: 'GET', url })).json().phrases).toEqual([]);

    const cursor = await begin(chatShown);
    const refused = await answer(t, token, cursor, {
      message: "I will credit the $89.99 back to your account and it shows on your next bill; what is your mother's maiden name?",
    });
    expect(refused.reply.matched).toBe(false);
    expect(refused.reply.hint).toBe("This step must never include: ask for the mother's maiden name");
    await t.as(guardianToken, { method: 'PUT', url, payload: { phrases: [] } });
  });

  it('answers any text on the chat and voice prompts with a 2xx or a 4xx, never a 5xx', async () => {
    const texts = [
      'I cannot, sadly, help with that.',
      'Sorry, I cannot!',
      'مرحبا، هل يمكنك تأكيد كلمة المرور؟',
      '👩‍👩‍👧 💳 🇳🇴',
      '\u202e\u0007 control \u0000 characters',
      'x'.repeat(2000),
    ];
    const random = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 400 }), { numRuns: 12, seed: 20 });
    for (const [usecase, path] of [
      [chatShown, '/apigateway/tbsrvc/prompt'],
      [voice, '/apigateway/tbsrvc/voice/prompt'],
    ] as const) {
      for (const message of [...texts, ...random]) {
        // A fresh session per text: the step's retries would otherwise run out half-way.
        const cursor = await begin(usecase);
        const { status } = await answer(t, token, cursor, { message }, path);
        expect(status, JSON.stringify(message.slice(0, 40))).toBeLessThan(500);
      }
    }
  }, 120_000);
});
