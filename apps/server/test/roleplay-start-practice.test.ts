import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { botLanguages } from '../src/modules/roleplay/voices/tables.js';
import { DEFAULT_IDLE_OPTION, type UsecaseCard } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { EN_VOICE, addTrainee, assignToBatch, makeBatch, makeUsecase, setUpdatedAt } from './support/roleplay-factories.js';

describe('Start Practice: lists, order, bookmarks and favourites', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let hero: UserRow, otherHero: UserRow, mentor: UserRow, guardian: UserRow, heroB: UserRow;
  let heroToken: string, otherHeroToken: string, guardianToken: string, heroBToken: string;
  let chatBatch: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    // 'utilities' has no generic library: the lists hold only what each test writes.
    a = await makeTenant(t.db, { name: 'Group A', verticalIds: ['utilities'] });
    b = await makeTenant(t.db, { name: 'Group B', verticalIds: ['utilities'] });
    hero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    otherHero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    mentor = await makeUser(t.db, { role: 'mentor', tenants: [a.id] });
    guardian = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    heroB = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
    [heroToken, otherHeroToken, guardianToken, heroBToken] = (await Promise.all(
      [hero, otherHero, guardian, heroB].map((u) => t.signIn(u.email)),
    )) as [string, string, string, string];

    chatBatch = await makeBatch(t.db, a.id, { batchName: 'Chat cohort', type: 1, numOfAssessment: 2 });
    await addTrainee(t.db, a.id, chatBatch, hero.id, mentor.id);
    const lib = { genericUsecase: true, verticalId: 'utilities' };
    // Assigned through the batch, open to self-registration, closed, and a voice one. The older
    // assigned one is open to self-registration and the newer is not: the group order is by date only.
    ids.assignedOld = await makeUsecase(t.db, a.id, { ...lib, name: 'Assigned old', selfRegistration: true });
    ids.assignedNew = await makeUsecase(t.db, a.id, { ...lib, name: 'Assigned new', selfRegistration: false });
    ids.openOld = await makeUsecase(t.db, a.id, { ...lib, name: 'Open old', selfRegistration: true });
    ids.openNew = await makeUsecase(t.db, a.id, { ...lib, name: 'Open new', selfRegistration: true });
    ids.closedOld = await makeUsecase(t.db, a.id, { ...lib, name: 'Closed old', selfRegistration: false });
    ids.closedNew = await makeUsecase(t.db, a.id, { ...lib, name: 'Closed new', selfRegistration: false });
    ids.voice = await makeUsecase(t.db, a.id, { ...lib, name: 'Voice open', type: 2, selfRegistration: true });
    ids.anyLanguage = await makeUsecase(t.db, a.id, {
      ...lib,
      name: 'Any language',
      selfRegistration: true,
      language: null,
      selectedVoice: null,
    });
    ids.draft = await makeUsecase(t.db, a.id, { ...lib, name: 'Draft', status: 'draft', selfRegistration: true });
    ids.foreign = await makeUsecase(t.db, b.id, { ...lib, name: 'Foreign', selfRegistration: true });
    await assignToBatch(t.db, a.id, ids.assignedOld!, chatBatch);
    await assignToBatch(t.db, a.id, ids.assignedNew!, chatBatch);
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    const ages: Record<string, number> = {
      assignedOld: 1,
      assignedNew: 5,
      openOld: 2,
      openNew: 6,
      closedOld: 3,
      closedNew: 7,
      voice: 4,
      anyLanguage: 8,
    };
    for (const [key, d] of Object.entries(ages)) await setUpdatedAt(t.db, a.id, ids[key]!, day(d));
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  const library = (token = heroToken, query = '') => get(token, `/apigateway/tbsrvc/usecaseGeneric?verticalId=utilities${query}`);
  const assigned = (token = heroToken, userId = hero.id, query = '') =>
    get(token, `/apigateway/tbsrvc/usecases/userusecasemapping?userId=${userId}${query}`);
  const names = (cards: UsecaseCard[]) => cards.map((c) => c.name);
  const card = async (id: string) => (await library()).json().content.find((c: UsecaseCard) => c.id === id) as UsecaseCard;

  it('orders the library: assigned first, then open to self-registration, then the rest; newest updated first in each', async () => {
    const response = await library(heroToken, '&type=1');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(names(page.content)).toEqual([
      'Assigned new',
      'Assigned old',
      'Any language',
      'Open new',
      'Open old',
      'Closed new',
      'Closed old',
    ]);
    expect(page).toMatchObject({ totalElements: 7, totalPages: 1, number: 0, size: 20 });
  });

  it('pages from 0 with page and size, keeping the order across pages', async () => {
    const first = (await library(heroToken, '&type=1&page=0&size=3')).json();
    const second = (await library(heroToken, '&type=1&page=1&size=3')).json();
    const third = (await library(heroToken, '&type=1&page=2&size=3')).json();
    expect([...names(first.content), ...names(second.content), ...names(third.content)]).toEqual(
      names((await library(heroToken, '&type=1')).json().content),
    );
    expect(first).toMatchObject({ totalElements: 7, totalPages: 3, number: 0, size: 3 });
    expect((await library(heroToken, '&size=0')).statusCode).toBe(400);
    expect((await library(heroToken, '&page=-1')).statusCode).toBe(400);
  });

  it('filters by type (1 chat, 2 voice) and never lists drafts or other groups', async () => {
    expect(names((await library(heroToken, '&type=2')).json().content)).toEqual(['Voice open']);
    const all = names((await library()).json().content);
    expect(all).toHaveLength(8);
    expect(all).not.toContain('Draft');
    expect(all).not.toContain('Foreign');
    expect((await library(heroToken, '&type=3')).statusCode).toBe(400);
  });

  it('describes each card for the user: batch, flags and bookmark state', async () => {
    const assignedCard = await card(ids.assignedNew!);
    expect(assignedCard).toMatchObject({
      id: ids.assignedNew,
      useCaseId: ids.assignedNew,
      assigned: true,
      assignedVia: 'batch',
      isValidForSelfRegistration: false,
      batchId: chatBatch,
      batchName: 'Chat cohort',
      isUsecaseLibrary: true,
      genericUsecase: true,
      language: 'en-US',
      selectedVoice: EN_VOICE,
      isFavourite: false,
    });
    expect(await card(ids.assignedOld!)).toMatchObject({ assigned: true, isValidForSelfRegistration: true });
    expect(await card(ids.closedOld!)).toMatchObject({ assigned: false, isValidForSelfRegistration: false, batchId: chatBatch });
  });

  it('lists the Assigned tab newest first and only what reaches the user', async () => {
    const page = (await assigned(heroToken, hero.id, '&type=1')).json();
    expect(names(page.content)).toEqual(['Assigned new', 'Assigned old']);
    expect((await assigned(otherHeroToken, otherHero.id)).json().content).toEqual([]);
  });

  it('bookmarks from the library: register, idempotent again, listed as assigned, then unregistered', async () => {
    const register = () =>
      t.as(heroToken, {
        method: 'POST',
        url: '/apigateway/tbsrvc/selfRegisterUsecase',
        payload: { usecaseId: ids.openOld, batchId: chatBatch, type: 1, genericUsecase: true },
      });
    const first = await register();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ usecaseId: ids.openOld, batchId: chatBatch, type: 1, genericUsecase: true });
    const again = await register();
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await card(ids.openOld!)).toMatchObject({ assigned: true, assignedVia: 'self', selfRegistered: true });
    // Now assigned: it moves into the first group, by its own date.
    expect(names((await library(heroToken, '&type=1')).json().content).slice(0, 3)).toEqual(['Assigned new', 'Open old', 'Assigned old']);
    expect(names((await assigned()).json().content)).toContain('Open old');
    expect((await get(heroToken, '/apigateway/tbsrvc/selfRegisterUsecase')).json().map((r: { usecaseId: string }) => r.usecaseId)).toEqual([
      ids.openOld,
    ]);

    const remove = () =>
      t.as(heroToken, { method: 'DELETE', url: `/apigateway/tbsrvc/deleteRegisterUsecase?usecaseId=${ids.openOld}&genericUsecase=true` });
    expect((await remove()).statusCode).toBe(200);
    expect(await card(ids.openOld!)).toMatchObject({ assigned: false, selfRegistered: false });
    const twice = await remove();
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe('You are not registered for this roleplay.');
  });

  it('refuses to bookmark a roleplay closed to self-registration, and to unregister one a trainer assigned', async () => {
    const closed = await t.as(heroToken, {
      method: 'POST',
      url: '/apigateway/tbsrvc/selfRegisterUsecase',
      payload: { usecaseId: ids.closedOld, batchId: null, type: 1 },
    });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('This roleplay is not open for self-registration.');
    const assignedOne = await t.as(heroToken, {
      method: 'DELETE',
      url: `/apigateway/tbsrvc/deleteRegisterUsecase?usecaseId=${ids.assignedOld}`,
    });
    expect(assignedOne.statusCode).toBe(403);
    const wrongType = await t.as(heroToken, {
      method: 'POST',
      url: '/apigateway/tbsrvc/selfRegisterUsecase',
      payload: { usecaseId: ids.voice, batchId: null, type: 1 },
    });
    expect(wrongType.statusCode).toBe(400);
    const wrongBatchType = await t.as(heroToken, {
      method: 'POST',
      url: '/apigateway/tbsrvc/selfRegisterUsecase',
      payload: { usecaseId: ids.voice, batchId: chatBatch, type: 2 },
    });
    expect(wrongBatchType.statusCode).toBe(400);
    expect(wrongBatchType.json().message).toBe("The batch 'Chat cohort' is for chat roleplays.");
  });

  it("needs the bot's language for a roleplay without one, and keeps the chosen voice", async () => {
    const register = (selectedVoice: string | null) =>
      t.as(heroToken, {
        method: 'POST',
        url: '/apigateway/tbsrvc/selfRegisterUsecase',
        payload: { usecaseId: ids.anyLanguage, batchId: null, type: 1, selectedVoice },
      });
    const without = await register(null);
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe("Choose the bot's language for this roleplay.");
    expect((await register('not a voice')).statusCode).toBe(400);
    const unknown = await register('xx-XX,Nowhere,1,espeak-ng,vosk,xx');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The bots of this group do not speak xx-XX.');
    const voices = (await get(heroToken, '/apigateway/upsrvc/accountVoiceConfigAll')).json();
    const french = voices.find((v: { languageCd: string }) => v.languageCd === 'fr-FR');
    const ok = await register(french.voiceSetting);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().selectedVoice).toBe(french.voiceSetting);
    // The user's batch of that type is used when none is named.
    expect(ok.json().batchId).toBe(chatBatch);
    expect(await card(ids.anyLanguage!)).toMatchObject({ assigned: true, selectedVoice: french.voiceSetting, language: null });
  });

  it('adds and removes favourites (the favourites view), only for assigned or open roleplays', async () => {
    const add = (usecaseId: string) =>
      t.as(heroToken, {
        method: 'POST',
        url: '/apigateway/tbsrvc/assignedFavUsecase',
        payload: { usecaseId, genericUsecase: true, batchId: chatBatch },
      });
    const created = await add(ids.assignedOld!);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ usecaseId: ids.assignedOld, batchId: chatBatch, genericUsecase: true });
    expect((await add(ids.assignedOld!)).statusCode).toBe(200);
    const view = (await get(heroToken, '/apigateway/tbsrvc/assignedFavUsecase')).json();
    expect(names(view.content)).toEqual(['Assigned old']);
    expect(view.content[0].isFavourite).toBe(true);
    expect((await assigned()).json().content.find((c: UsecaseCard) => c.id === ids.assignedOld).isFavourite).toBe(true);
    // The other hero's favourites are their own.
    expect((await get(otherHeroToken, '/apigateway/tbsrvc/assignedFavUsecase')).json().content).toEqual([]);

    const closed = await add(ids.closedNew!);
    expect(closed.statusCode).toBe(403);
    const remove = () =>
      t.as(heroToken, {
        method: 'DELETE',
        url: `/apigateway/tbsrvc/deleteAssignedFavUsecase?usecaseId=${ids.assignedOld}&genericUsecase=true&batchId=${chatBatch}`,
      });
    expect((await remove()).statusCode).toBe(200);
    expect((await get(heroToken, '/apigateway/tbsrvc/assignedFavUsecase')).json().content).toEqual([]);
    expect((await remove()).statusCode).toBe(404);
  });

  it('treats a mismatched genericUsecase flag as a different roleplay', async () => {
    const response = await t.as(heroToken, {
      method: 'POST',
      url: '/apigateway/tbsrvc/assignedFavUsecase',
      payload: { usecaseId: ids.assignedOld, genericUsecase: false, batchId: null },
    });
    expect(response.statusCode).toBe(404);
  });

  it("answers the user's batches of a type with the trainer (batches/mappings)", async () => {
    const response = await get(heroToken, `/apigateway/upsrvc/batches/mappings?type=1&userId=${hero.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: chatBatch,
        batchName: 'Chat cohort',
        type: 1,
        numOfAssessment: 2,
        guided: false,
        trainingTarget: null,
        isDelayRequired: false,
        intervalInSeconds: 1,
        idleTimeOption1: DEFAULT_IDLE_OPTION,
        trainerId: mentor.id,
        trainerName: expect.stringMatching(/^First\d+ Last\d+$/),
      },
    ]);
    expect((await get(heroToken, `/apigateway/upsrvc/batches/mappings?type=2&userId=${hero.id}`)).json()).toEqual([]);
    expect((await get(heroToken, `/apigateway/upsrvc/batches/mappings?userId=${hero.id}`)).statusCode).toBe(400);
  });

  it('returns the trainings in the user profile', async () => {
    const profile = (await get(heroToken, '/apigateway/upsrvc/users?content=FULL&type=ALL')).json();
    expect(profile.trainings).toEqual([{ batchId: chatBatch, trainerId: mentor.id, trainerName: expect.any(String) }]);
    expect((await get(otherHeroToken, '/apigateway/upsrvc/users?content=FULL&type=ALL')).json().trainings).toEqual([]);
  });

  it('lists the bot languages and voices with the comma-separated voice setting', async () => {
    const languages = (await get(heroToken, '/apigateway/upsrvc/allLanguages')).json();
    expect(languages.map((l: { languageCd: string }) => l.languageCd).sort()).toEqual(
      ['de-DE', 'en-US', 'es-419', 'es-ES', 'fr-FR', 'it-IT', 'nb-NO', 'pt-BR', 'sv-SE'].sort(),
    );
    const voices = (await get(heroToken, '/apigateway/upsrvc/accountVoiceConfigAll')).json();
    expect(voices.find((v: { languageCd: string }) => v.languageCd === 'en-US')).toEqual({
      languageCd: 'en-US',
      languageNm: 'English (United States)',
      voiceNm: 'Female 3',
      voiceSpeed: 1,
      providerTTS: 'espeak-ng',
      providerSTT: 'pocketsphinx',
      buddyBotvoice: 'en-us+f3',
      threshold: 70,
      voiceSetting: EN_VOICE,
    });
  });

  it("keeps each group's bot languages and voices to itself", async () => {
    // Installing group B's defaults, then B drops German: A's list must not change.
    expect((await get(heroBToken, '/apigateway/upsrvc/allLanguages')).statusCode).toBe(200);
    await t.db.run({ tenantId: b.id, userId: null }, (tx) =>
      tx.delete(botLanguages).where(and(eq(botLanguages.tenantId, b.id), eq(botLanguages.languageCd, 'de-DE'))),
    );
    const codes = async (token: string, path: string) =>
      ((await get(token, `/apigateway/upsrvc/${path}`)).json() as { languageCd: string }[]).map((l) => l.languageCd);
    expect(await codes(heroBToken, 'allLanguages')).not.toContain('de-DE');
    expect(await codes(heroBToken, 'accountVoiceConfigAll')).not.toContain('de-DE');
    expect(await codes(heroToken, 'allLanguages')).toContain('de-DE');
    expect(await codes(heroToken, 'accountVoiceConfigAll')).toContain('de-DE');
  });

  describe('across tenants (404) and roles (403)', () => {
    it("hides another group's roleplays, users and batches", async () => {
      const foreignRegister = await t.as(heroToken, {
        method: 'POST',
        url: '/apigateway/tbsrvc/selfRegisterUsecase',
        payload: { usecaseId: ids.foreign, batchId: null, type: 1 },
      });
      expect(foreignRegister.statusCode).toBe(404);
      expect(
        (await t.as(heroToken, { method: 'DELETE', url: `/apigateway/tbsrvc/deleteRegisterUsecase?usecaseId=${ids.foreign}` })).statusCode,
      ).toBe(404);
      const foreignFav = await t.as(heroToken, {
        method: 'POST',
        url: '/apigateway/tbsrvc/assignedFavUsecase',
        payload: { usecaseId: ids.foreign, batchId: null },
      });
      expect(foreignFav.statusCode).toBe(404);
      expect(
        (await t.as(heroToken, { method: 'DELETE', url: `/apigateway/tbsrvc/deleteAssignedFavUsecase?usecaseId=${ids.foreign}` }))
          .statusCode,
      ).toBe(404);
      // A guardian may look at a member's lists, never at another group's user.
      expect((await assigned(guardianToken, heroB.id)).statusCode).toBe(404);
      expect((await get(guardianToken, `/apigateway/upsrvc/batches/mappings?type=1&userId=${heroB.id}`)).statusCode).toBe(404);
      const ownBatch = await makeBatch(t.db, b.id);
      const foreignBatch = await t.as(heroToken, {
        method: 'POST',
        url: '/apigateway/tbsrvc/selfRegisterUsecase',
        payload: { usecaseId: ids.openNew, batchId: ownBatch, type: 1 },
      });
      expect(foreignBatch.statusCode).toBe(404);
      // The other group sees none of this group's library.
      const theirs = (await get(heroBToken, '/apigateway/tbsrvc/usecaseGeneric?verticalId=utilities')).json();
      expect(names(theirs.content)).toEqual(['Foreign']);
    });

    it("refuses a hero another user's lists and batches", async () => {
      expect((await assigned(heroToken, otherHero.id)).statusCode).toBe(403);
      expect((await get(heroToken, `/apigateway/upsrvc/batches/mappings?type=1&userId=${otherHero.id}`)).statusCode).toBe(403);
      const asGuardian = await assigned(guardianToken, hero.id);
      expect(asGuardian.statusCode).toBe(200);
      expect(names(asGuardian.json().content)).toContain('Assigned old');
    });

    it('needs a session for every practice call', async () => {
      for (const url of [
        '/apigateway/tbsrvc/usecaseGeneric?verticalId=utilities',
        `/apigateway/tbsrvc/usecases/userusecasemapping?userId=${hero.id}`,
        '/apigateway/tbsrvc/selfRegisterUsecase',
        '/apigateway/tbsrvc/assignedFavUsecase',
        '/apigateway/upsrvc/allLanguages',
        '/apigateway/upsrvc/accountVoiceConfigAll',
        `/apigateway/upsrvc/batches/mappings?type=1&userId=${hero.id}`,
      ]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      }
    });
  });
});
