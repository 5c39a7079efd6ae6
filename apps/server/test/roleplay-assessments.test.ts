import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { EN_VOICE, addTrainee, assignToBatch, makeBatch, makeUsecase } from './support/roleplay-factories.js';

describe('POST /apigateway/tbsrvc/assessments: starting practice', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let hero: UserRow, otherHero: UserRow, guardian: UserRow, mentor: UserRow;
  let heroToken: string, otherHeroToken: string, guardianToken: string, mentorToken: string;
  let voiceBatch: string, chatBatch: string;
  let voiceA: string, voiceB: string, voiceC: string, chatOpen: string, closedVoice: string, anyLanguage: string, foreign: string;

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db, { verticalIds: ['utilities'] });
    b = await makeTenant(t.db, { verticalIds: ['utilities'] });
    hero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    otherHero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    guardian = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    mentor = await makeUser(t.db, { role: 'mentor', tenants: [a.id] });
    [heroToken, otherHeroToken, guardianToken, mentorToken] = (await Promise.all(
      [hero, otherHero, guardian, mentor].map((u) => t.signIn(u.email)),
    )) as [string, string, string, string];
    voiceBatch = await makeBatch(t.db, a.id, {
      batchName: 'Voice cohort',
      type: 2,
      numOfAssessment: 2,
      isDelayRequired: true,
      intervalInSeconds: 15,
    });
    chatBatch = await makeBatch(t.db, a.id, { batchName: 'Chat cohort', type: 1, numOfAssessment: 1 });
    await addTrainee(t.db, a.id, voiceBatch, hero.id, mentor.id);
    voiceA = await makeUsecase(t.db, a.id, { name: 'Voice A', type: 2, customerName: 'Ana', customerAge: 30, inboundEnabled: false });
    voiceB = await makeUsecase(t.db, a.id, { name: 'Voice B', type: 2, customerName: null });
    voiceC = await makeUsecase(t.db, a.id, { name: 'Voice C', type: 2 });
    closedVoice = await makeUsecase(t.db, a.id, { name: 'Closed voice', type: 2 });
    chatOpen = await makeUsecase(t.db, a.id, {
      name: 'Chat open',
      type: 1,
      selfRegistration: true,
      genericUsecase: true,
      verticalId: 'utilities',
    });
    anyLanguage = await makeUsecase(t.db, a.id, {
      name: 'Any language',
      type: 2,
      selfRegistration: true,
      language: null,
      selectedVoice: null,
    });
    foreign = await makeUsecase(t.db, b.id, { name: 'Foreign', type: 2, selfRegistration: true });
    for (const id of [voiceA, voiceB, voiceC]) await assignToBatch(t.db, a.id, id, voiceBatch);
  });
  afterAll(() => t.close());

  const entry = (useCaseId: string, extra: Record<string, unknown> = {}, user = hero) => ({
    actorId: user.id,
    batchId: voiceBatch,
    inboundEnabled: true,
    isDelayRequired: true,
    isUsecaseLibrary: false,
    name: 'whatever the client thinks',
    nluEnabled: false,
    scripted: true,
    userId: user.id,
    useCaseId,
    ...extra,
  });
  const start = (entries: unknown[], token = heroToken) =>
    t.as(token, { method: 'POST', url: '/apigateway/tbsrvc/assessments', payload: entries });

  it("creates one practice set of the batch's number of roleplays, with the use case's and batch's settings", async () => {
    const response = await start([entry(voiceB), entry(voiceA)]);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toHaveLength(2);
    expect(created.map((x: { name: string }) => x.name)).toEqual(['Voice B', 'Voice A']);
    expect(created[0].uniqueId).toBe(created[1].uniqueId);
    expect(created[1]).toMatchObject({
      assessmentId: created[1].id,
      usecaseId: voiceA,
      type: 2,
      position: 1,
      userId: hero.id,
      actorId: hero.id,
      batchId: voiceBatch,
      batchName: 'Voice cohort',
      inboundEnabled: false,
      isDelayRequired: true,
      isUsecaseLibrary: false,
      scripted: true,
      language: 'en-US',
      selectedVoice: EN_VOICE,
      status: 'pending',
      completed: false,
      batchInfo: { isDelayRequired: true, intervalInSeconds: 15 },
      additionalCustomerData: { name: 'Ana', age: 30 },
    });
    // A roleplay without a customer name gets the default one.
    expect(created[0].additionalCustomerData.name).toBe('Customer');

    const again = await t.as(heroToken, { method: 'GET', url: `/apigateway/tbsrvc/assessments?uniqueId=${created[0].uniqueId}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created);
  });

  it("holds a hero to the batch's number of roleplays", async () => {
    const three = await start([entry(voiceA), entry(voiceB), entry(voiceC)]);
    expect(three.statusCode).toBe(400);
    expect(three.json().message).toBe("A practice session of the batch 'Voice cohort' has 2 roleplays; 3 were chosen.");
    expect((await start([entry(voiceA)])).statusCode).toBe(400);
  });

  it('lets a hero start one roleplay open to self-registration on its own, with the chosen voice when it has no language', async () => {
    const noVoice = await start([entry(anyLanguage, { isUsecaseLibrary: true })]);
    expect(noVoice.statusCode).toBe(400);
    expect(noVoice.json().message).toBe("Choose the bot's language for 'Any language'.");
    const voices = (await t.as(heroToken, { method: 'GET', url: '/apigateway/upsrvc/accountVoiceConfigAll' })).json();
    const spanish = voices.find((v: { languageCd: string }) => v.languageCd === 'es-ES').voiceSetting;
    const ok = await start([entry(anyLanguage, { isUsecaseLibrary: true, selectedVoice: spanish })]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()[0]).toMatchObject({ language: 'es-ES', selectedVoice: spanish });
  });

  it('refuses mixed types, duplicates and roleplays not assigned to the caller', async () => {
    const mixed = await start([entry(voiceA), entry(chatOpen, { batchId: voiceBatch })]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe('A practice session is either all chat or all voice roleplays.');
    expect((await start([entry(voiceA), entry(voiceA)])).statusCode).toBe(400);
    const closed = await start([entry(closedVoice), entry(voiceA)]);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe("The roleplay 'Closed voice' is not assigned to you.");
    expect((await start([])).statusCode).toBe(400);
  });

  it('refuses a batch the hero is not in, or of the other type', async () => {
    const other = await start([entry(voiceA, {}, otherHero), entry(voiceB, {}, otherHero)], otherHeroToken);
    expect(other.statusCode).toBe(403);
    const wrongType = await start([entry(chatOpen, { batchId: chatBatch }), entry(voiceA, { batchId: chatBatch })]);
    expect(wrongType.statusCode).toBe(400);
  });

  it('lets a guardian try any roleplay of the group', async () => {
    const response = await start([entry(closedVoice, { batchId: null }, guardian)], guardianToken);
    expect(response.statusCode).toBe(201);
    expect(response.json()[0]).toMatchObject({
      batchId: null,
      isDelayRequired: false,
      batchInfo: { isDelayRequired: false, intervalInSeconds: 1 },
    });
  });

  it('creates practice only for the caller (403) and never from another group (404)', async () => {
    const forOther = await start([entry(voiceA, { userId: otherHero.id }), entry(voiceB)]);
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe('Practice sessions can only be created for yourself.');
    expect((await start([entry(voiceA, { actorId: mentor.id }), entry(voiceB)], mentorToken)).statusCode).toBe(403);
    expect((await start([entry(foreign, { batchId: null })])).statusCode).toBe(404);
    const foreignBatch = await makeBatch(t.db, b.id, { type: 2 });
    expect((await start([entry(voiceA, { batchId: foreignBatch }), entry(voiceB, { batchId: foreignBatch })])).statusCode).toBe(404);
  });

  it("never shows another user's or group's practice set", async () => {
    const mine = (await start([entry(voiceA), entry(voiceC)])).json();
    const url = `/apigateway/tbsrvc/assessments?uniqueId=${mine[0].uniqueId}`;
    expect((await t.as(otherHeroToken, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(guardianToken, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/apigateway/tbsrvc/assessments', payload: [entry(voiceA)] })).statusCode).toBe(401);
  });
});
