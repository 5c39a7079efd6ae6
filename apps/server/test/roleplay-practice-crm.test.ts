import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrmForm, CrmFormDataReply, KpiBandConfigRow, WeightagesReply } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { makeBatch, makeUsecase } from './support/roleplay-factories.js';
import { PRACTICE_SCRIPT, cursorOf, playToEnd, startAssessment, startSession } from './support/practice-factories.js';

const P = '/apigateway/tbsrvc';

const FIELDS = [
  { label: 'Customer name', control: 'customerName', type: 'text' },
  {
    label: 'Plan',
    control: 'plan',
    type: 'select',
    options: [
      { label: 'Basic', value: 'basic' },
      { label: 'Plus', value: 'plus' },
    ],
  },
  {
    label: 'Outcome',
    control: 'outcome',
    type: 'radio',
    options: [
      { label: 'Resolved', value: 'resolved' },
      { label: 'Escalated', value: 'escalated' },
    ],
  },
  {
    label: 'Actions',
    control: 'actions',
    type: 'checkbox',
    options: [
      { label: 'Verified', value: 'verified' },
      { label: 'Credited', value: 'credited' },
    ],
  },
  { label: 'Notes', control: 'notes', type: 'textarea' },
];
const VALID = [
  { control: 'customerName', formValue: ' Dana Whitfield ' },
  { control: 'plan', formValue: 'plus' },
  { control: 'outcome', formValue: 'resolved' },
  { control: 'actions', formSelectedOptions: ['credited', 'verified'] },
  { control: 'notes', formValue: 'Credited the roaming charge.' },
];
const withValue = (control: string, value: Record<string, unknown>) =>
  VALID.map((v) => (v.control === control ? { control, ...value } : v));

describe('CRM forms and data, weightages and KPI bands', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow, noCrm: TenantRow;
  let hero: UserRow, otherHero: UserRow, guardian: UserRow, mentor: UserRow, foreign: UserRow, plainHero: UserRow;
  let heroToken: string, otherToken: string, guardianToken: string, mentorToken: string, foreignToken: string, plainToken: string;
  let usecaseId: string;

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    noCrm = await makeTenant(t.db, { config: [{ property: 'is_CRM_required', value: 'false' }] });
    hero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    otherHero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    guardian = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    mentor = await makeUser(t.db, { role: 'mentor', tenants: [a.id] });
    foreign = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    plainHero = await makeUser(t.db, { role: 'hero', tenants: [noCrm.id] });
    [heroToken, otherToken, guardianToken, mentorToken, foreignToken, plainToken] = (await Promise.all(
      [hero, otherHero, guardian, mentor, foreign, plainHero].map((u) => t.signIn(u.email)),
    )) as [string, string, string, string, string, string];
    usecaseId = await makeUsecase(t.db, a.id, {
      name: 'Roaming charge',
      type: 1,
      selfRegistration: true,
      script: PRACTICE_SCRIPT,
      threshold: 60,
    });
  });
  afterAll(() => t.close());

  it('lets guardians (not mentors or heroes) configure a use case form; the form applies the defaults', async () => {
    const body = { usecaseId, label: 'Roaming case record', fields: FIELDS };
    expect((await t.as(heroToken, { method: 'POST', url: `${P}/crmform`, payload: body })).statusCode).toBe(403);
    expect((await t.as(mentorToken, { method: 'POST', url: `${P}/crmform`, payload: body })).statusCode).toBe(403);
    expect((await t.as(foreignToken, { method: 'POST', url: `${P}/crmform`, payload: body })).statusCode).toBe(404);
    const bad = await t.as(guardianToken, {
      method: 'POST',
      url: `${P}/crmform`,
      payload: { ...body, fields: [{ label: 'Plan', control: 'plan', type: 'select' }] },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await t.as(guardianToken, { method: 'POST', url: `${P}/crmform`, payload: body });
    expect(saved.statusCode).toBe(200);
    const form = saved.json<CrmForm>();
    expect(form).toMatchObject({ usecaseId, label: 'Roaming case record', isCrmRequired: true });
    expect(form.fields.find((f) => f.control === 'notes')).toMatchObject({ type: 'textarea', maxLength: 300, rows: 4 });
    expect(form.fields.find((f) => f.control === 'customerName')).toMatchObject({ maxLength: null, rows: null });
    const read = await t.as(heroToken, { method: 'GET', url: `${P}/crmform?usecaseId=${usecaseId}` });
    expect(read.json()).toEqual(form);
    expect((await t.as(foreignToken, { method: 'GET', url: `${P}/crmform?usecaseId=${usecaseId}` })).statusCode).toBe(404);
    expect((await t.as(heroToken, { method: 'GET', url: `${P}/crmform` })).statusCode).toBe(400);
  });

  it('enforces the CRM rules, scores without waiting for the form, and keeps the first submission', async () => {
    const assessmentId = await startAssessment(t, heroToken, hero, usecaseId);
    expect((await t.as(heroToken, { method: 'GET', url: `${P}/crmform?assessmentId=${assessmentId}` })).json()).toMatchObject({
      label: 'Roaming case record',
    });
    expect((await t.as(otherToken, { method: 'GET', url: `${P}/crmform?assessmentId=${assessmentId}` })).statusCode).toBe(403);
    const session = await startSession(t, heroToken, assessmentId);
    expect(session).toMatchObject({ isCrmEnabled: true, isCrmSubmitted: false });
    const submit = (fields: unknown, token = heroToken) =>
      t.as(token, { method: 'POST', url: `${P}/crmformdata/${session.id}`, payload: { fields } });
    const problemsOf = async (fields: unknown) => {
      const r = await submit(fields);
      expect(r.statusCode).toBe(400);
      return r.json<{ details: { path: string; problem: string }[] }>().details.map((d) => `${d.path}:${d.problem}`);
    };
    expect(await problemsOf(withValue('customerName', { formValue: '   ' }))).toEqual(['customerName:required']);
    expect(await problemsOf(withValue('actions', { formSelectedOptions: [] }))).toEqual(['actions:required']);
    expect(await problemsOf(withValue('notes', { formValue: 'n'.repeat(301) }))).toEqual(['notes:tooLong']);
    expect(await problemsOf(withValue('plan', { formValue: 'gold' }))).toEqual(['plan:notAnOption']);
    expect(await problemsOf(VALID.filter((v) => v.control !== 'outcome'))).toEqual(['outcome:required']);
    // Before submission: empty values; nobody else submits it.
    const empty = (await t.as(heroToken, { method: 'GET', url: `${P}/crmformdata/${session.id}` })).json<CrmFormDataReply>();
    expect(empty).toMatchObject({ isCrmSubmitted: false, submittedDate: null, label: 'Roaming case record' });
    expect((await submit(VALID, otherToken)).statusCode).toBe(403);
    expect((await submit(VALID, foreignToken)).statusCode).toBe(404);

    // Finish the chat without the form: the score comes at once; the form is recorded as not submitted
    // and can still be sent afterwards.
    await playToEnd(t, heroToken, cursorOf(session));
    const early = await t.as(heroToken, { method: 'GET', url: `${P}/scenario/scores/${session.id}` });
    expect(early.statusCode).toBe(200);
    expect(early.json<{ overAllScoreWeightage: number }>().overAllScoreWeightage).toBeGreaterThan(0);
    expect((await t.as(heroToken, { method: 'GET', url: `${P}/usersession/${session.id}` })).json()).toMatchObject({
      isCrmEnabled: true,
      isCrmSubmitted: false,
    });
    expect((await t.as(guardianToken, { method: 'GET', url: `${P}/crmformdata/${session.id}` })).json()).toMatchObject({
      isCrmSubmitted: false,
      submittedDate: null,
    });

    const ok = await submit(withValue('notes', { formValue: 'n'.repeat(300) }));
    expect(ok.statusCode).toBe(200);
    const data = ok.json<CrmFormDataReply>();
    expect(data.isCrmSubmitted).toBe(true);
    expect(data.fields.find((f) => f.control === 'customerName')).toMatchObject({ formValue: 'Dana Whitfield', formSelectedOptions: [] });
    expect(data.fields.find((f) => f.control === 'actions')).toMatchObject({
      formValue: null,
      formSelectedOptions: ['credited', 'verified'],
    });
    // A retried submit answers the same; different values are refused.
    expect((await submit(withValue('notes', { formValue: 'n'.repeat(300) }))).json()).toEqual(data);
    expect((await submit(VALID)).statusCode).toBe(409);
    // Reviewers read it; another hero does not.
    expect((await t.as(guardianToken, { method: 'GET', url: `${P}/crmformdata/${session.id}` })).json()).toEqual(data);
    expect((await t.as(otherToken, { method: 'GET', url: `${P}/crmformdata/${session.id}` })).statusCode).toBe(403);
    expect((await t.as(foreignToken, { method: 'GET', url: `${P}/crmformdata/${session.id}` })).statusCode).toBe(404);

    // The score read after the late form is the one given before it.
    const score = await t.as(heroToken, { method: 'GET', url: `${P}/scenario/scores/${session.id}` });
    expect(score.json()).toEqual(early.json());
    expect((await t.as(heroToken, { method: 'GET', url: `${P}/usersession/${session.id}` })).json()).toMatchObject({
      isCrmSubmitted: true,
      isCrmEnabled: true,
    });
  });

  it('seeds the library CRM forms, which only apply where the group requires CRM', async () => {
    // Listing the library installs it (with its CRM forms) in each group.
    for (const token of [heroToken, plainToken]) {
      expect((await t.as(token, { method: 'GET', url: `${P}/usecaseGeneric?verticalId=telecom&type=1` })).statusCode).toBe(200);
    }
    const page = (await t.as(plainToken, { method: 'GET', url: `${P}/usecaseGeneric?verticalId=telecom&type=1` })).json<{
      content: { id: string }[];
    }>();
    const libraryId = page.content[0]!.id;
    const form = await t.as(plainToken, { method: 'GET', url: `${P}/crmform?usecaseId=${libraryId}` });
    expect(form.statusCode).toBe(200);
    expect(form.json<CrmForm>().fields.map((f) => f.type)).toEqual(['text', 'select', 'radio', 'checkbox', 'textarea']);
    expect(form.json<CrmForm>().isCrmRequired).toBe(false);
  });

  it('serves and validates weightages: defaults per type, sums to 100, batch over group', async () => {
    const chat = (await t.as(heroToken, { method: 'GET', url: `${P}/weightages?type=1` })).json<WeightagesReply>();
    expect(chat).toMatchObject({ type: 1, batchId: null, source: 'tenant', total: 100 });
    expect(chat.weightages.map((w) => w.kpiName)).toContain('typing_speed_score');
    const flags = (await t.as(heroToken, { method: 'GET', url: `${P}/weightageConfiguration` })).json<
      { type: number; kpiName: string; isWeightageEnabled: boolean }[]
    >();
    expect(flags.find((f) => f.type === 1 && f.kpiName === 'deadair_score')).toMatchObject({ isWeightageEnabled: false });
    expect(flags.find((f) => f.type === 2 && f.kpiName === 'deadair_score')).toMatchObject({ isWeightageEnabled: true });

    const batchId = await makeBatch(t.db, a.id, { type: 1 });
    const body = {
      type: 1,
      batchId,
      weightages: [
        { kpiName: 'accuracy_score', weightage: 60 },
        { kpiName: 'empathy_score', weightage: 30 },
      ],
    };
    const notHundred = await t.as(guardianToken, { method: 'POST', url: `${P}/weightages`, payload: body });
    expect(notHundred.statusCode).toBe(400);
    expect(notHundred.json().message).toMatch(/add up to 90/);
    const twice = await t.as(guardianToken, {
      method: 'POST',
      url: `${P}/weightages`,
      payload: { ...body, weightages: [...body.weightages, { kpiName: 'accuracy_score', weightage: 10 }] },
    });
    expect(twice.statusCode).toBe(400);
    const fixed = { ...body, weightages: [...body.weightages, { kpiName: 'probing_score', weightage: 10 }] };
    expect((await t.as(mentorToken, { method: 'POST', url: `${P}/weightages`, payload: fixed })).statusCode).toBe(403);
    expect((await t.as(foreignToken, { method: 'POST', url: `${P}/weightages`, payload: fixed })).statusCode).toBe(404);
    const saved = await t.as(guardianToken, { method: 'POST', url: `${P}/weightages`, payload: fixed });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ source: 'batch', total: 100 });
    expect((await t.as(heroToken, { method: 'GET', url: `${P}/weightages?type=1&batchId=${batchId}` })).json()).toMatchObject({
      source: 'batch',
      total: 100,
    });
    expect((await t.as(heroToken, { method: 'GET', url: `${P}/weightages?type=2&batchId=${batchId}` })).statusCode).toBe(400);
    expect((await t.as(foreignToken, { method: 'GET', url: `${P}/weightages?type=1&batchId=${batchId}` })).statusCode).toBe(404);
  });

  it('serves and validates the KPI bands (defaults 0–35 / 36–70 / 71–100 for every kpiName)', async () => {
    const bands = (await t.as(heroToken, { method: 'GET', url: `${P}/feedback/score/configurations?type=1` })).json<KpiBandConfigRow[]>();
    expect(bands).toHaveLength(15);
    expect(bands[0]).toEqual({
      kpiName: 'overall_weighted_score',
      type: 1,
      status: true,
      lowScoreOne: { min: 0, max: 35 },
      midScoreOne: { min: 36, max: 70 },
      highScore: { min: 71, max: 100 },
    });
    expect((await t.as(heroToken, { method: 'GET', url: `${P}/feedback/score/configurations` })).json()).toHaveLength(30);
    const row = {
      kpiName: 'accuracy_score',
      type: 1,
      status: true,
      lowScoreOne: { min: 0, max: 49 },
      midScoreOne: { min: 50, max: 79 },
      highScore: { min: 80, max: 100 },
    };
    const overlapping = { ...row, midScoreOne: { min: 40, max: 79 } };
    expect(
      (await t.as(guardianToken, { method: 'POST', url: `${P}/feedback/score/configurations`, payload: [overlapping] })).statusCode,
    ).toBe(400);
    expect((await t.as(mentorToken, { method: 'POST', url: `${P}/feedback/score/configurations`, payload: [row] })).statusCode).toBe(403);
    const saved = await t.as(guardianToken, { method: 'POST', url: `${P}/feedback/score/configurations`, payload: [row] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<KpiBandConfigRow[]>().find((r) => r.kpiName === 'accuracy_score' && r.type === 1)).toEqual(row);
    // Another group keeps its defaults.
    const other = (await t.as(foreignToken, { method: 'GET', url: `${P}/feedback/score/configurations?type=1` })).json<
      KpiBandConfigRow[]
    >();
    expect(other.find((r) => r.kpiName === 'accuracy_score')!.lowScoreOne).toEqual({ min: 0, max: 35 });
  });
});
