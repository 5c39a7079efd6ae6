import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USECASE_DOCUMENT_FORMAT, type UsecaseDetail } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { EN_VOICE, makeBatch, makeUsecase } from './support/roleplay-factories.js';

const SCRIPT = {
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hello, I want to check my delivery.'],
      recommendedAnswers: ['Thank you for contacting us, I can help with your delivery.'],
    },
    {
      id: 'pick',
      kind: 'select-one',
      customerLines: ['Which day will it come?'],
      recommendedAnswers: ['Tomorrow'],
      chips: ['Tomorrow', 'Next week'],
    },
    { id: 'closing', kind: 'closing', customerLines: ['Thanks!'], recommendedAnswers: ['Have a great day.'] },
  ],
};

describe('use-case authoring, assignments, batches and trainers', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let hero: UserRow, mentor: UserRow, guardian: UserRow, guardianB: UserRow, heroB: UserRow;
  let heroToken: string, mentorToken: string, guardianToken: string, guardianBToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db, { name: 'Group A', verticalIds: ['utilities'] });
    b = await makeTenant(t.db, { name: 'Group B', verticalIds: ['utilities'] });
    hero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    mentor = await makeUser(t.db, { role: 'mentor', tenants: [a.id] });
    guardian = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    guardianB = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    heroB = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
    [heroToken, mentorToken, guardianToken, guardianBToken] = (await Promise.all(
      [hero, mentor, guardian, guardianB].map((u) => t.signIn(u.email)),
    )) as [string, string, string, string];
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.as(token, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

  describe('use cases', () => {
    let created: UsecaseDetail;

    it('creates a draft with every field defaulted and the default voice of its language', async () => {
      const response = await call(guardianToken, 'POST', '/apigateway/tbsrvc/usecases', {
        name: '  Delivery check  ',
        type: 1,
        language: 'en-US',
      });
      expect(response.statusCode).toBe(201);
      created = response.json();
      expect(created).toMatchObject({
        name: 'Delivery check',
        type: 1,
        status: 'draft',
        version: 1,
        description: null,
        genericUsecase: false,
        language: 'en-US',
        selectedVoice: EN_VOICE,
        visibilityId: 3,
        threshold: 70,
        maxRetryCount: 3,
        scripted: true,
        inboundEnabled: true,
        selfRegistration: false,
        script: { steps: [] },
        libraryKey: null,
      });
    });

    it('refuses to publish what advisors could not practise, with the reasons', async () => {
      const response = await call(guardianToken, 'PATCH', `/apigateway/tbsrvc/usecases/${created.id}`, { version: 1, status: 'published' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'A scripted roleplay needs at least one step.',
        details: [{ path: 'script.steps', message: 'A scripted roleplay needs at least one step.' }],
      });
      const unscripted = await call(guardianToken, 'POST', '/apigateway/tbsrvc/usecases', {
        name: 'Free talk',
        type: 2,
        scripted: false,
        status: 'published',
      });
      expect(unscripted.statusCode).toBe(400);
      expect(unscripted.json().details[0].path).toBe('customerIssueDescription');
    });

    it('validates the script: select-one answers must be chips, step ids unique, lines not blank', async () => {
      const bad = {
        steps: [
          { id: 'a', kind: 'select-one', customerLines: ['Pick one'], recommendedAnswers: ['Maybe'], chips: ['Yes', 'No'] },
          { id: 'a', kind: 'regular', customerLines: ['   '], recommendedAnswers: ['ok'] },
        ],
      };
      const response = await call(guardianToken, 'PATCH', `/apigateway/tbsrvc/usecases/${created.id}`, { version: 1, script: bad });
      expect(response.statusCode).toBe(400);
      const paths = response.json().details.map((d: { path: string }) => d.path);
      expect(paths).toEqual(
        expect.arrayContaining([
          'body.script.steps.0.recommendedAnswers.0',
          'body.script.steps.1.id',
          'body.script.steps.1.customerLines.0',
        ]),
      );
      // Nothing was written.
      expect((await call(guardianToken, 'GET', `/apigateway/tbsrvc/usecases/${created.id}`)).json().version).toBe(1);
    });

    it("refuses a language the group's bots do not speak, a foreign vertical and a voice in another language", async () => {
      const language = await call(guardianToken, 'POST', '/apigateway/tbsrvc/usecases', { name: 'X', type: 1, language: 'ja-JP' });
      expect(language.statusCode).toBe(400);
      expect(language.json().message).toBe('The bots of this group do not speak ja-JP.');
      const vertical = await call(guardianToken, 'POST', '/apigateway/tbsrvc/usecases', {
        name: 'X',
        type: 1,
        genericUsecase: true,
        verticalId: 'banking',
      });
      expect(vertical.statusCode).toBe(400);
      const voice = await call(guardianToken, 'POST', '/apigateway/tbsrvc/usecases', {
        name: 'X',
        type: 1,
        language: 'fr-FR',
        selectedVoice: EN_VOICE,
      });
      expect(voice.statusCode).toBe(400);
    });

    it('saves the script and publishes, bumping the version; a stale version answers 409', async () => {
      const saved = await call(guardianToken, 'PATCH', `/apigateway/tbsrvc/usecases/${created.id}`, {
        version: 1,
        script: SCRIPT,
        customerName: 'Ravi Shah',
        customerAge: 40,
        nluEnabled: true,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ version: 2, customerName: 'Ravi Shah', customerAge: 40, nluEnabled: true, status: 'draft' });
      expect(saved.json().script.steps[0].chips).toEqual([]);
      const stale = await call(guardianToken, 'PATCH', `/apigateway/tbsrvc/usecases/${created.id}`, { version: 1, name: 'Overwrite' });
      expect(stale.statusCode).toBe(409);
      const published = await call(guardianToken, 'PATCH', `/apigateway/tbsrvc/usecases/${created.id}`, {
        version: 2,
        status: 'published',
      });
      expect(published.statusCode).toBe(200);
      expect(published.json()).toMatchObject({ status: 'published', version: 3, name: 'Delivery check' });
      created = published.json();
    });

    it('lists the roleplays for authoring with step and assignment counts', async () => {
      const page = (await call(guardianToken, 'GET', '/apigateway/tbsrvc/usecases?keyword=delivery')).json();
      expect(page.content).toEqual([
        expect.objectContaining({ id: created.id, name: 'Delivery check', stepCount: 3, assignmentCount: 0, status: 'published' }),
      ]);
      expect(page).toMatchObject({ totalElements: 1, number: 0 });
    });

    it('exports as a JSON document that imports back as an identical roleplay', async () => {
      const detail: UsecaseDetail = (await call(guardianToken, 'GET', `/apigateway/tbsrvc/usecases/${created.id}`)).json();
      const { id: _id, useCaseId: _u, status: _s, version: _v, libraryKey: _l, createdDate: _c, updatedDate: _d, ...fields } = detail;
      const document = JSON.parse(JSON.stringify({ format: USECASE_DOCUMENT_FORMAT, version: 1, usecase: fields }));
      const imported = await call(guardianToken, 'POST', '/apigateway/tbsrvc/usecases', document.usecase);
      expect(imported.statusCode).toBe(201);
      const { id, useCaseId, status, version, createdDate, updatedDate, ...copy } = imported.json();
      expect([id, useCaseId, status, version, createdDate, updatedDate]).toHaveLength(6);
      expect(copy).toEqual({ ...fields, libraryKey: null });
    });

    it('assigns to a batch; the batch trainee then sees it under Assigned; unassigning hides it again', async () => {
      const batchId = await makeBatch(t.db, a.id, { batchName: 'Delivery cohort' });
      await call(guardianToken, 'POST', `/apigateway/tbsrvc/batches/${batchId}/trainings`, { userIds: [hero.id], trainerId: mentor.id });
      const assigned = await call(guardianToken, 'POST', `/apigateway/tbsrvc/usecases/${created.id}/assignments`, { batchId });
      expect(assigned.statusCode).toBe(201);
      expect(assigned.json()).toMatchObject({ usecaseId: created.id, batchId, batchName: 'Delivery cohort', userId: null });
      expect((await call(guardianToken, 'POST', `/apigateway/tbsrvc/usecases/${created.id}/assignments`, { batchId })).statusCode).toBe(
        409,
      );
      const heroView = (await call(heroToken, 'GET', `/apigateway/tbsrvc/usecases/userusecasemapping?userId=${hero.id}`)).json();
      expect(heroView.content.map((c: { name: string }) => c.name)).toEqual(['Delivery check']);
      expect(heroView.content[0]).toMatchObject({
        assigned: true,
        assignedVia: 'batch',
        batchName: 'Delivery cohort',
        customerName: 'Ravi Shah',
      });
      const batchList = (await call(guardianToken, 'GET', `/apigateway/tbsrvc/batches/${batchId}/usecases`)).json();
      expect(batchList).toEqual([
        {
          assignmentId: assigned.json().id,
          usecaseId: created.id,
          name: 'Delivery check',
          type: 1,
          status: 'published',
          language: 'en-US',
        },
      ]);
      const typeChange = await call(guardianToken, 'PATCH', `/apigateway/tbsrvc/usecases/${created.id}`, {
        version: created.version,
        type: 2,
      });
      expect(typeChange.statusCode).toBe(400);
      expect(typeChange.json().message).toBe('The type cannot change while the roleplay is assigned; remove its assignments first.');
      const list = (await call(guardianToken, 'GET', `/apigateway/tbsrvc/usecases/${created.id}/assignments`)).json();
      expect(list).toHaveLength(1);
      expect((await call(guardianToken, 'DELETE', `/apigateway/tbsrvc/usecases/${created.id}/assignments/${list[0].id}`)).statusCode).toBe(
        200,
      );
      expect((await call(heroToken, 'GET', `/apigateway/tbsrvc/usecases/userusecasemapping?userId=${hero.id}`)).json().content).toEqual([]);
      expect((await call(guardianToken, 'DELETE', `/apigateway/tbsrvc/usecases/${created.id}/assignments/${list[0].id}`)).statusCode).toBe(
        404,
      );
    });

    it('assigns to one user directly; a voice batch refuses a chat roleplay', async () => {
      const direct = await call(guardianToken, 'POST', `/apigateway/tbsrvc/usecases/${created.id}/assignments`, { userId: hero.id });
      expect(direct.statusCode).toBe(201);
      expect(direct.json()).toMatchObject({ userId: hero.id, batchId: null, email: hero.email });
      const heroView = (await call(heroToken, 'GET', `/apigateway/tbsrvc/usecases/userusecasemapping?userId=${hero.id}`)).json();
      expect(heroView.content[0]).toMatchObject({ assignedVia: 'user' });
      const voiceBatch = await makeBatch(t.db, a.id, { type: 2 });
      const mismatch = await call(guardianToken, 'POST', `/apigateway/tbsrvc/usecases/${created.id}/assignments`, { batchId: voiceBatch });
      expect(mismatch.statusCode).toBe(400);
      expect((await call(guardianToken, 'POST', `/apigateway/tbsrvc/usecases/${created.id}/assignments`, {})).statusCode).toBe(400);
    });

    it('archives: the roleplay leaves the practice lists and can no longer be assigned', async () => {
      const current = (await call(guardianToken, 'GET', `/apigateway/tbsrvc/usecases/${created.id}`)).json();
      const archived = await call(guardianToken, 'PATCH', `/apigateway/tbsrvc/usecases/${created.id}`, {
        version: current.version,
        status: 'archived',
      });
      expect(archived.json().status).toBe('archived');
      expect((await call(heroToken, 'GET', `/apigateway/tbsrvc/usecases/userusecasemapping?userId=${hero.id}`)).json().content).toEqual([]);
      expect(
        (await call(guardianToken, 'POST', `/apigateway/tbsrvc/usecases/${created.id}/assignments`, { userId: mentor.id })).statusCode,
      ).toBe(400);
    });
  });

  describe('batches and trainers', () => {
    let batchId: string;

    it('creates a batch with defaults and refuses a duplicate name or bad idle thresholds', async () => {
      const response = await call(guardianToken, 'POST', '/apigateway/tbsrvc/batches', {
        batchName: 'Voice Wave 3',
        type: 2,
        numOfAssessment: 3,
      });
      expect(response.statusCode).toBe(201);
      batchId = response.json().id;
      expect(response.json()).toMatchObject({
        batchName: 'Voice Wave 3',
        type: 2,
        numOfAssessment: 3,
        guided: false,
        trainingTarget: null,
        isDelayRequired: false,
        intervalInSeconds: 1,
        idleTimeOption1: { optionOneFrom: 60, optionOneTo: 120 },
        traineeCount: 0,
        usecaseCount: 0,
      });
      const clash = await call(guardianToken, 'POST', '/apigateway/tbsrvc/batches', { batchName: 'voice wave 3', type: 1 });
      expect(clash.statusCode).toBe(400);
      expect(clash.json().message).toBe("A batch named 'voice wave 3' already exists.");
      const idle = await call(guardianToken, 'POST', '/apigateway/tbsrvc/batches', {
        batchName: 'Idle',
        type: 1,
        idleTimeOption1: { optionOneFrom: 120, optionOneTo: 60 },
      });
      expect(idle.statusCode).toBe(400);
      expect(
        (await call(guardianToken, 'POST', '/apigateway/tbsrvc/batches', { batchName: 'Zero', type: 1, numOfAssessment: 0 })).statusCode,
      ).toBe(400);
    });

    it('edits the rules but never the type', async () => {
      const patched = await call(guardianToken, 'PATCH', `/apigateway/tbsrvc/batches/${batchId}`, {
        isDelayRequired: true,
        intervalInSeconds: 30,
      });
      expect(patched.json()).toMatchObject({ isDelayRequired: true, intervalInSeconds: 30, type: 2 });
      expect((await call(guardianToken, 'PATCH', `/apigateway/tbsrvc/batches/${batchId}`, { type: 1 })).statusCode).toBe(400);
      const page = (await call(guardianToken, 'GET', '/apigateway/tbsrvc/batches?type=2&keyword=wave')).json();
      expect(page.content.map((x: { id: string }) => x.id)).toEqual([batchId]);
    });

    it('adds trainees with a trainer, changes and clears the trainer, removes a trainee', async () => {
      const added = await call(guardianToken, 'POST', `/apigateway/tbsrvc/batches/${batchId}/trainings`, {
        userIds: [hero.id],
        trainerId: mentor.id,
      });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual([expect.objectContaining({ userId: hero.id, trainerId: mentor.id, role: 'hero', email: hero.email })]);
      const heroTrainer = await call(guardianToken, 'PATCH', `/apigateway/tbsrvc/batches/${batchId}/trainings/${mentor.id}`, {
        trainerId: hero.id,
      });
      expect(heroTrainer.statusCode).toBe(404);
      const notMentor = await call(guardianToken, 'PATCH', `/apigateway/tbsrvc/batches/${batchId}/trainings/${hero.id}`, {
        trainerId: hero.id,
      });
      expect(notMentor.statusCode).toBe(400);
      const toGuardian = await call(guardianToken, 'PATCH', `/apigateway/tbsrvc/batches/${batchId}/trainings/${hero.id}`, {
        trainerId: guardian.id,
      });
      expect(toGuardian.json()).toMatchObject({ trainerId: guardian.id });
      const profile = (await call(heroToken, 'GET', '/apigateway/upsrvc/users?content=FULL&type=ALL')).json();
      expect(profile.trainings).toContainEqual({ batchId, trainerId: guardian.id, trainerName: expect.any(String) });
      const cleared = await call(guardianToken, 'PATCH', `/apigateway/tbsrvc/batches/${batchId}/trainings/${hero.id}`, { trainerId: null });
      expect(cleared.json()).toMatchObject({ trainerId: null, trainerName: null });
      expect((await call(guardianToken, 'GET', `/apigateway/tbsrvc/batches/${batchId}`)).json().traineeCount).toBe(1);
      expect((await call(guardianToken, 'DELETE', `/apigateway/tbsrvc/batches/${batchId}/trainings/${hero.id}`)).statusCode).toBe(200);
      expect((await call(guardianToken, 'GET', `/apigateway/tbsrvc/batches/${batchId}/trainings`)).json()).toEqual([]);
      expect((await call(guardianToken, 'DELETE', `/apigateway/tbsrvc/batches/${batchId}/trainings/${hero.id}`)).statusCode).toBe(404);
    });

    it("refuses another group's users as trainees or trainers (404), with no partial write", async () => {
      const response = await call(guardianToken, 'POST', `/apigateway/tbsrvc/batches/${batchId}/trainings`, {
        userIds: [hero.id, heroB.id],
        trainerId: null,
      });
      expect(response.statusCode).toBe(404);
      expect((await call(guardianToken, 'GET', `/apigateway/tbsrvc/batches/${batchId}/trainings`)).json()).toEqual([]);
      const trainer = await call(guardianToken, 'POST', `/apigateway/tbsrvc/batches/${batchId}/trainings`, {
        userIds: [hero.id],
        trainerId: guardianB.id,
      });
      expect(trainer.statusCode).toBe(404);
    });
  });

  describe('across tenants (404) and roles (403)', () => {
    it("answers 404 for another group's roleplays, batches and assignments", async () => {
      const foreignUsecase = await makeUsecase(t.db, b.id);
      const foreignBatch = await makeBatch(t.db, b.id);
      const ownUsecase = await makeUsecase(t.db, a.id);
      const checks: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
        ['get use case', 'GET', `/apigateway/tbsrvc/usecases/${foreignUsecase}`],
        ['patch use case', 'PATCH', `/apigateway/tbsrvc/usecases/${foreignUsecase}`, { version: 1, name: 'x' }],
        ['list assignments', 'GET', `/apigateway/tbsrvc/usecases/${foreignUsecase}/assignments`],
        ['assign foreign use case', 'POST', `/apigateway/tbsrvc/usecases/${foreignUsecase}/assignments`, { userId: hero.id }],
        ['assign to foreign batch', 'POST', `/apigateway/tbsrvc/usecases/${ownUsecase}/assignments`, { batchId: foreignBatch }],
        ['assign to foreign user', 'POST', `/apigateway/tbsrvc/usecases/${ownUsecase}/assignments`, { userId: heroB.id }],
        ['delete assignment', 'DELETE', `/apigateway/tbsrvc/usecases/${foreignUsecase}/assignments/${foreignBatch}`],
        ['get batch', 'GET', `/apigateway/tbsrvc/batches/${foreignBatch}`],
        ['patch batch', 'PATCH', `/apigateway/tbsrvc/batches/${foreignBatch}`, { guided: true }],
        ['list batch roleplays', 'GET', `/apigateway/tbsrvc/batches/${foreignBatch}/usecases`],
        ['list trainings', 'GET', `/apigateway/tbsrvc/batches/${foreignBatch}/trainings`],
        ['add trainees', 'POST', `/apigateway/tbsrvc/batches/${foreignBatch}/trainings`, { userIds: [hero.id] }],
        ['set trainer', 'PATCH', `/apigateway/tbsrvc/batches/${foreignBatch}/trainings/${heroB.id}`, { trainerId: null }],
        ['remove trainee', 'DELETE', `/apigateway/tbsrvc/batches/${foreignBatch}/trainings/${heroB.id}`],
      ];
      for (const [name, method, url, payload] of checks) {
        expect((await call(guardianToken, method, url, payload)).statusCode, name).toBe(404);
      }
      // The lists show only the caller's group.
      const theirs = (await call(guardianBToken, 'GET', '/apigateway/tbsrvc/usecases')).json();
      expect(theirs.content.map((u: { id: string }) => u.id)).toEqual([foreignUsecase]);
      expect((await call(guardianBToken, 'GET', '/apigateway/tbsrvc/batches')).json().content.map((x: { id: string }) => x.id)).toEqual([
        foreignBatch,
      ]);
    });

    it('refuses authoring, batches and assignments to heroes and mentors (403)', async () => {
      const usecaseId = await makeUsecase(t.db, a.id);
      const batchId = await makeBatch(t.db, a.id);
      const checks: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
        ['GET', '/apigateway/tbsrvc/usecases'],
        ['POST', '/apigateway/tbsrvc/usecases', { name: 'x', type: 1 }],
        ['GET', `/apigateway/tbsrvc/usecases/${usecaseId}`],
        ['PATCH', `/apigateway/tbsrvc/usecases/${usecaseId}`, { version: 1, name: 'x' }],
        ['GET', `/apigateway/tbsrvc/usecases/${usecaseId}/assignments`],
        ['POST', `/apigateway/tbsrvc/usecases/${usecaseId}/assignments`, { batchId }],
        ['DELETE', `/apigateway/tbsrvc/usecases/${usecaseId}/assignments/${batchId}`],
        ['GET', '/apigateway/tbsrvc/batches'],
        ['POST', '/apigateway/tbsrvc/batches', { batchName: 'x', type: 1 }],
        ['GET', `/apigateway/tbsrvc/batches/${batchId}`],
        ['PATCH', `/apigateway/tbsrvc/batches/${batchId}`, { guided: true }],
        ['GET', `/apigateway/tbsrvc/batches/${batchId}/usecases`],
        ['GET', `/apigateway/tbsrvc/batches/${batchId}/trainings`],
        ['POST', `/apigateway/tbsrvc/batches/${batchId}/trainings`, { userIds: [hero.id] }],
        ['PATCH', `/apigateway/tbsrvc/batches/${batchId}/trainings/${hero.id}`, { trainerId: null }],
        ['DELETE', `/apigateway/tbsrvc/batches/${batchId}/trainings/${hero.id}`],
      ];
      for (const token of [heroToken, mentorToken]) {
        for (const [method, url, payload] of checks)
          expect((await call(token, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
    });
  });
});
