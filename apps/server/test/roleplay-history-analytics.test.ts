import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementReply, ChatScriptReply, ProgressReply } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { makeUsecase } from './support/roleplay-factories.js';
import { PRACTICE_SCRIPT } from './support/practice-factories.js';
import { makeMembers, playScoredSession, setSupervisors } from './support/history-factories.js';

const P = '/apigateway/tbsrvc';
const WRONG = 'My favourite colour is green and I enjoy gardening on weekends.';

/** Beyond the spec's calls: where reviewers disagree with the engine, and an advisor's KPIs over time. */
describe('reviewer agreement and advisor progress', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let hero: UserRow, otherHero: UserRow, mentor: UserRow, guardian: UserRow, guardianB: UserRow;
  const token: Record<string, string> = {};
  let roaming: string, billing: string;
  const s: Record<string, string> = {};

  const get = (who: string, url: string) => t.as(token[who]!, { method: 'GET', url });
  const patch = (who: string, url: string, payload: Record<string, unknown>) => t.as(token[who]!, { method: 'PATCH', url, payload });
  async function edit(who: string, session: string, questionId: string, score: number) {
    const d = (await get(who, `${P}/interaction/chatscript/${session}`)).json<ChatScriptReply>();
    const message = d.messages.find((m) => m.sender === 'user' && m.questionId === questionId && m.isScoreEditable)!;
    const response = await patch(who, `${P}/interaction/histories`, { id: message.id, score });
    if (response.statusCode !== 200) throw new Error(`edit: ${response.statusCode} ${response.body}`);
  }
  const review = async (who: string, id: string) =>
    expect((await patch(who, `${P}/usersession`, { id, isReviewed: true })).statusCode).toBe(200);

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    [hero, otherHero, mentor, guardian] = await makeMembers(t.db, a.id, ['hero', 'hero', 'mentor', 'guardian']);
    guardianB = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    for (const [name, user] of Object.entries({ hero, otherHero, mentor, guardian, guardianB })) token[name] = await t.signIn(user.email);
    await setSupervisors(t.db, a.id, hero.id, { supervisorEmailL1: mentor.email });
    roaming = await makeUsecase(t.db, a.id, { name: 'Roaming charge', type: 1, selfRegistration: true, script: PRACTICE_SCRIPT });
    billing = await makeUsecase(t.db, a.id, { name: 'Billing dispute', type: 1, selfRegistration: true, script: PRACTICE_SCRIPT });

    s.first = await playScoredSession(t, token.hero!, hero, roaming, { wrongFirstReply: WRONG });
    s.second = await playScoredSession(t, token.hero!, hero, billing);
    s.third = await playScoredSession(t, token.hero!, hero, roaming);
    s.unreviewed = await playScoredSession(t, token.otherHero!, otherHero, roaming);
    // first: welcome 4 → 5 (raised), compliance 5 → 2 (lowered); second: closing 5 → 3; third: untouched.
    await edit('mentor', s.first!, 'welcome', 5);
    await edit('mentor', s.first!, 'verify-identity', 2);
    await edit('guardian', s.second!, 'closing', 3);
    // An edit on a session not yet reviewed is not counted (the review is not finished).
    await edit('guardian', s.unreviewed!, 'credit-timing', 1);
    for (const id of [s.first!, s.second!, s.third!]) await review('guardian', id);
  });
  afterAll(() => t.close());

  it('reports per KPI and per use case how often and by how much reviewers changed the engine’s scores', async () => {
    const response = await get('guardian', `${P}/interaction/agreement`);
    expect(response.statusCode).toBe(200);
    const r = response.json<AgreementReply>();
    expect(r.totals).toEqual({
      reviewedSessions: 3,
      scoredMessages: 21,
      changedMessages: 3,
      changeRatePercent: 14.3,
      meanAbsoluteChange: 2,
      meanSignedChange: -1.33,
      raised: 1,
      lowered: 2,
    });
    const kpi = (name: string) => r.byKpi.find((k) => k.kpiName === name)!;
    expect(r.byKpi.map((k) => k.kpiName)).toEqual([
      'welcome_score',
      'disclaimer_score',
      'closing_score',
      'compliance_score',
      'resolution_score',
      'accuracy_score',
    ]);
    expect(kpi('welcome_score')).toMatchObject({
      scoredMessages: 3,
      changedMessages: 1,
      meanAbsoluteChange: 1,
      meanSignedChange: 1,
      raised: 1,
    });
    expect(kpi('compliance_score')).toMatchObject({ changedMessages: 1, meanAbsoluteChange: 3, lowered: 1, changeRatePercent: 33.3 });
    expect(kpi('closing_score')).toMatchObject({ changedMessages: 1, meanSignedChange: -2 });
    // Probing and select-one steps count towards accuracy: two per session, none changed in reviewed sessions.
    expect(kpi('accuracy_score')).toMatchObject({ scoredMessages: 6, changedMessages: 0, changeRatePercent: 0, meanAbsoluteChange: null });
    expect(r.byUsecase).toEqual([
      expect.objectContaining({
        useCaseId: roaming,
        useCaseName: 'Roaming charge',
        reviewedSessions: 2,
        scoredMessages: 14,
        changedMessages: 2,
      }),
      expect.objectContaining({
        useCaseId: billing,
        useCaseName: 'Billing dispute',
        reviewedSessions: 1,
        scoredMessages: 7,
        changedMessages: 1,
      }),
    ]);
    expect(r.cells.find((c) => c.useCaseId === roaming && c.kpiName === 'welcome_score')).toMatchObject({
      reviewedSessions: 2,
      scoredMessages: 2,
      changedMessages: 1,
    });
    expect(r.cells).toHaveLength(12);

    // Filters: use case, type, dates.
    const only = (await get('guardian', `${P}/interaction/agreement?useCaseId=${billing}`)).json<AgreementReply>();
    expect(only.totals).toMatchObject({ reviewedSessions: 1, changedMessages: 1 });
    expect((await get('guardian', `${P}/interaction/agreement?type=2`)).json<AgreementReply>().totals.scoredMessages).toBe(0);
    const future = encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString());
    const empty = (await get('guardian', `${P}/interaction/agreement?startDate=${future}`)).json<AgreementReply>();
    expect(empty).toMatchObject({
      totals: { scoredMessages: 0, changeRatePercent: null, meanAbsoluteChange: null },
      byKpi: [],
      byUsecase: [],
      cells: [],
    });
  });

  it('is for guardians and above, and for the active group only', async () => {
    expect((await get('mentor', `${P}/interaction/agreement`)).statusCode).toBe(403);
    expect((await get('hero', `${P}/interaction/agreement`)).statusCode).toBe(403);
    const foreign = (await get('guardianB', `${P}/interaction/agreement`)).json<AgreementReply>();
    expect(foreign.totals.reviewedSessions).toBe(0);
    expect((await get('guardianB', `${P}/interaction/agreement?useCaseId=${roaming}`)).json<AgreementReply>().byUsecase).toEqual([]);
  });

  it('charts an advisor’s KPIs over time, oldest first, for themselves and those who may see them', async () => {
    const own = await get('hero', `${P}/interaction/progress`);
    expect(own.statusCode).toBe(200);
    const p = own.json<ProgressReply>();
    expect(p.userId).toBe(hero.id);
    expect(p.points.map((x) => x.userSessionId)).toEqual([s.first, s.second, s.third]);
    expect(p.kpis).toEqual(expect.arrayContaining(['accuracy_score', 'compliance_score', 'aht_score', 'idle_time']));
    // The first session after its edits: 2 points still accept the compliance answer, so it stays a hit.
    expect(p.points[0]!.values).toMatchObject({ compliance_score: 100, accuracy_score: 100 });
    expect(p.points[1]!.useCaseName).toBe('Billing dispute');
    const overall = p.trends.find((x) => x.kpiName === 'overall')!;
    expect(overall).toMatchObject({ sessions: 3, first: p.points[0]!.overall, last: p.points[2]!.overall });
    expect(overall.change).toBeCloseTo(p.points[2]!.overall - p.points[0]!.overall, 1);
    expect(p.trends.find((x) => x.kpiName === 'idle_time')!.reversed).toBe(true);

    expect((await get('mentor', `${P}/interaction/progress?userId=${hero.id}`)).json<ProgressReply>().points).toHaveLength(3);
    const filtered = (await get('guardian', `${P}/interaction/progress?userId=${hero.id}&useCaseId=${billing}`)).json<ProgressReply>();
    expect(filtered.points.map((x) => x.userSessionId)).toEqual([s.second]);
    expect((await get('guardian', `${P}/interaction/progress`)).json<ProgressReply>()).toMatchObject({ points: [], trends: [] });
    // Outside the caller's reach: 403 (§8 text); another group's advisor: 404.
    const refused = await get('mentor', `${P}/interaction/progress?userId=${otherHero.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Failed to fetch KPIs' });
    expect((await get('hero', `${P}/interaction/progress?userId=${otherHero.id}`)).statusCode).toBe(403);
    expect((await get('guardianB', `${P}/interaction/progress?userId=${hero.id}`)).statusCode).toBe(404);
  });
});
