import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, USECASE_DOCUMENT_FORMAT, type UsecaseCard, type UsecaseDetail } from '@switchboard/contracts';
import { ROLEPLAY_LIBRARY } from '../src/modules/roleplay/seed/library/index.js';
import { seedDemo } from '../src/modules/seed/seed-demo.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { PASSWORD } from './support/factories.js';

describe('the demo organisation’s roleplays', () => {
  let t: TestApp;
  let heroToken: string;
  let heroId: string;

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t.db, PASSWORD);
    heroToken = await t.signIn('hero@demo.switchboard.test');
    heroId = (await t.as(heroToken, { method: 'GET', url: '/auth/me' })).json().userId;
  });
  afterAll(() => t.close());

  const get = (url: string, token = heroToken) => t.as(token, { method: 'GET', url });
  const names = (cards: UsecaseCard[]) => cards.map((c) => c.name);

  it('trains the demo hero in a chat batch without delay and a voice batch with delay, with the demo mentor', async () => {
    const profile = (await get('/apigateway/upsrvc/users?content=FULL&type=ALL')).json();
    expect(profile.trainings).toHaveLength(2);
    expect(profile.trainings.every((x: { trainerName: string }) => x.trainerName === 'Morgan Lee')).toBe(true);
    const [chat] = (await get(`/apigateway/upsrvc/batches/mappings?type=1&userId=${heroId}`)).json();
    const [voice] = (await get(`/apigateway/upsrvc/batches/mappings?type=2&userId=${heroId}`)).json();
    expect(chat).toMatchObject({
      batchName: 'Chat Foundations — Cohort 12',
      numOfAssessment: 3,
      isDelayRequired: false,
      trainerName: 'Morgan Lee',
    });
    expect(voice).toMatchObject({
      batchName: 'Voice Readiness — Cohort 12',
      numOfAssessment: 2,
      isDelayRequired: true,
      intervalInSeconds: 20,
    });
  });

  it('assigns enough roleplays of each type to start a batch session', async () => {
    const chat = (await get(`/apigateway/tbsrvc/usecases/userusecasemapping?userId=${heroId}&type=1`)).json();
    const voice = (await get(`/apigateway/tbsrvc/usecases/userusecasemapping?userId=${heroId}&type=2`)).json();
    expect(chat.totalElements).toBe(4);
    expect(voice.totalElements).toBe(2);
    expect(names(voice.content).sort()).toEqual(['Cancellation and retention: broadband', 'Outbound plan upgrade: data overage']);
  });

  it('offers the telecom library in several languages, with language-free and supervised roleplays', async () => {
    const library: UsecaseCard[] = (await get('/apigateway/tbsrvc/usecaseGeneric?verticalId=telecom&size=100')).json().content;
    expect(library.length).toBeGreaterThanOrEqual(15);
    const byName = (name: string) => library.find((c) => c.name === name)!;
    expect(byName('Technical fault triage: evening broadband drops')).toMatchObject({
      language: null,
      scripted: false,
      type: 2,
      isValidForSelfRegistration: true,
    });
    expect(byName('Fraud alert: suspicious SIM swap request')).toMatchObject({
      assigned: false,
      isValidForSelfRegistration: false,
      inboundEnabled: false,
    });
    expect(byName('Litige de facturation : frais d’itinérance inattendus')).toMatchObject({ language: 'fr-FR' });
    expect(byName('Baja y retención: fibra').selectedVoice).toMatch(/^es-ES,/);
    // Assigned ones come first.
    const firstUnassigned = library.findIndex((c) => !c.assigned);
    expect(library.slice(0, firstUnassigned).every((c) => c.assigned)).toBe(true);
    expect(library.slice(firstUnassigned).some((c) => c.assigned)).toBe(false);
  });

  it('gives the French insurance group its claims roleplay in French', async () => {
    const token = await t.signIn('commander@demo.switchboard.test');
    const me = (await get('/auth/me', token)).json();
    const claims = me.tenants.find((x: { lob: string; country: string }) => x.lob === 'Claims' && x.country === 'France');
    await t.as(token, { method: 'POST', url: '/apigateway/upsrvc/switchGroup', payload: { loginId: me.email, groupId: claims.tenantId } });
    const library: UsecaseCard[] = (await get('/apigateway/tbsrvc/usecaseGeneric?verticalId=insurance&size=100', token)).json().content;
    expect(names(library)).toContain('Sinistre auto : déclaration de sinistre');
    expect(names(library)).toContain('Home insurance renewal: premium increase');
  });

  it('installs the password reset in all nine languages with its key points, and exports and imports them unchanged', async () => {
    const token = await t.signIn('guardian@demo.switchboard.test');
    const library: UsecaseCard[] = (await get('/apigateway/tbsrvc/usecaseGeneric?verticalId=telecom&size=100', token)).json().content;
    const variants = ROLEPLAY_LIBRARY.find((r) => r.key === 'password-reset')!.variants;
    const passwordReset = library.filter((c) => Object.values(variants).some((v) => v.name === c.name && c.scripted));
    expect(passwordReset.map((c) => c.language).sort()).toEqual([...LOCALES].sort());

    const german = passwordReset.find((c) => c.language === 'de-DE')!;
    const detail: UsecaseDetail = (await get(`/apigateway/tbsrvc/usecases/${german.id}`, token)).json();
    const source = variants['de-DE']!.steps!;
    const verify = detail.script.steps.find((s) => s.id === 'verify-identity')!;
    const sourceVerify = source.find((s) => s.id === 'verify-identity')!;
    expect(verify.keyPoints).toEqual(sourceVerify.keyPoints);
    expect(verify.mustNot).toEqual(sourceVerify.mustNot);

    const { id: _id, useCaseId: _u, status: _s, version: _v, libraryKey: _l, createdDate: _c, updatedDate: _d, ...fields } = detail;
    const document = JSON.parse(JSON.stringify({ format: USECASE_DOCUMENT_FORMAT, version: 1, usecase: fields }));
    const imported = await t.as(token, { method: 'POST', url: '/apigateway/tbsrvc/usecases', payload: document.usecase });
    expect(imported.statusCode).toBe(201);
    expect(imported.json().script).toEqual(detail.script);
  });
});
