import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  HISTORY_MESSAGES,
  type ChatScriptReply,
  type CommentReply,
  type HistoryPage,
  type ScenarioScoreReply,
  type ScoreEditReply,
} from '@switchboard/contracts';
import { auditLog } from '../src/modules/audit/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { makeUsecase } from './support/roleplay-factories.js';
import { PRACTICE_SCRIPT } from './support/practice-factories.js';
import { makeMembers, playScoredSession, setSupervisors } from './support/history-factories.js';

const P = '/apigateway/tbsrvc';
/** A wrong first answer that a spreadsheet would read as a formula (the CSV must escape it). */
const FORMULA_REPLY = '=HYPERLINK("http://evil.test","refund me") is my favourite colour';

/** Session detail, per-message score edits and the comment panel (roleplay.md §4, §5, §8; DESIGN §4 audit). */
describe('interaction history detail and review', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let hero: UserRow, otherHero: UserRow, mentor: UserRow, guardian: UserRow, guardianB: UserRow;
  const token: Record<string, string> = {};
  let usecaseId: string;
  let reviewed: string, second: string, strangers: string, mentorsOwn: string;

  const get = (who: string, url: string) => t.as(token[who]!, { method: 'GET', url });
  const patch = (who: string, url: string, payload: Record<string, unknown>) => t.as(token[who]!, { method: 'PATCH', url, payload });
  const detail = async (who: string, id: string) => (await get(who, `${P}/interaction/chatscript/${id}`)).json<ChatScriptReply>();
  const advisorReply = (d: ChatScriptReply, questionId: string) =>
    d.messages.find((m) => m.sender === 'user' && m.questionId === questionId && m.isScoreEditable)!;
  const auditOf = (targetId: string, action: string) =>
    t.db.run({ tenantId: a.id, userId: null }, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action))),
    );

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    [hero, otherHero, mentor, guardian] = await makeMembers(t.db, a.id, ['hero', 'hero', 'mentor', 'guardian']);
    guardianB = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    for (const [name, user] of Object.entries({ hero, otherHero, mentor, guardian, guardianB })) token[name] = await t.signIn(user.email);
    await setSupervisors(t.db, a.id, hero.id, { supervisorEmailL1: mentor.email });
    usecaseId = await makeUsecase(t.db, a.id, { name: 'Roaming charge', type: 1, selfRegistration: true, script: PRACTICE_SCRIPT });
    reviewed = await playScoredSession(t, token.hero!, hero, usecaseId, { wrongFirstReply: FORMULA_REPLY });
    second = await playScoredSession(t, token.hero!, hero, usecaseId);
    strangers = await playScoredSession(t, token.otherHero!, otherHero, usecaseId);
    mentorsOwn = await playScoredSession(t, token.mentor!, mentor, usecaseId);
  });
  afterAll(() => t.close());

  it('gives the owner and their reviewers the detail: conversation, score summary, CRM, audio flags, permissions', async () => {
    const own = await get('hero', `${P}/interaction/chatscript/${reviewed}?timezone=Europe/Paris&isCsvEnable=false`);
    expect(own.statusCode).toBe(200);
    const d = own.json<ChatScriptReply>();
    expect(d.session).toMatchObject({ id: reviewed, userId: hero.id, isOwn: true, canReview: false });
    expect(d).toMatchObject({ timezone: 'Europe/Paris', isCrmRequired: true, crm: null, maskingEnabled: false, hasRecording: false });
    expect(d.permissions).toEqual({ canEditScores: false, canComment: false, canMarkReviewed: false });
    // The wrong first reply is kept, unscored; each settled reply carries its 0–5 score and the KPI it feeds.
    const wrong = d.messages.find((m) => m.chatScript === FORMULA_REPLY)!;
    expect(wrong).toMatchObject({ sender: 'user', score: null, isScoreEditable: false, kpiName: null });
    expect(advisorReply(d, 'welcome')).toMatchObject({ score: 4, engineScore: 4, kpiName: 'welcome_score' });
    expect(advisorReply(d, 'verify-identity')).toMatchObject({ score: 5, kpiName: 'compliance_score' });
    expect(advisorReply(d, 'credit-timing')).toMatchObject({ kpiName: 'accuracy_score' });
    expect(d.messages.filter((m) => m.isScoreEditable)).toHaveLength(PRACTICE_SCRIPT.steps.length);
    // Score Summary of a chat: the openers and closer it is weighed on, the shared KPIs plus typing (roleplay.md §9),
    // with bands; idle reversed.
    expect(d.scoreSummary!.rows.map((r) => r.kpiName)).toEqual([
      'disclaimer_score',
      'welcome_score',
      'closing_score',
      'accuracy_score',
      'compliance_score',
      'resolution_score',
      'aht_score',
      'empathy_score',
      'probing_score',
      'forbidden_words',
      'idle_time',
      'typing_accuracy_score',
      'typing_speed_score',
    ]);
    const idle = d.scoreSummary!.rows.find((r) => r.kpiName === 'idle_time')!;
    expect(idle).toMatchObject({ reversed: true, bands: { lowScoreOne: { min: 0, max: 35 } } });
    expect(idle.seconds).toEqual(expect.any(Number));
    expect(d.scoreSummary!.rows.find((r) => r.kpiName === 'aht_score')!.seconds).toEqual(expect.any(Number));
    expect(d.scoreSummary!.response).toMatchObject({ generatedScore: 34, totalScore: 35 });

    const asMentor = await detail('mentor', reviewed);
    expect(asMentor.permissions).toEqual({ canEditScores: true, canComment: true, canMarkReviewed: true });
    expect(asMentor.session).toMatchObject({ isOwn: false, canReview: true });
    // Outside the mentor's team: 403 with the §8 text; another group: 404.
    const refused = await get('mentor', `${P}/interaction/chatscript/${strangers}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: HISTORY_MESSAGES.fetchChatScriptFailed, details: { reason: 'not_reviewer' } });
    expect((await get('guardianB', `${P}/interaction/chatscript/${reviewed}`)).statusCode).toBe(404);
    expect((await get('hero', `${P}/interaction/chatscript/${strangers}`)).statusCode).toBe(403);
    expect((await get('guardian', `${P}/interaction/chatscript/${strangers}?timezone=Mars/Olympus`)).statusCode).toBe(400);
  });

  it('exports the conversation as CSV in the caller’s time zone, formula cells escaped', async () => {
    const response = await get('mentor', `${P}/interaction/chatscript/${reviewed}?timezone=Asia/Kolkata&isCsvEnable=true`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="chat-transcript-${reviewed}.csv"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Time,Sender,Message,Score');
    expect(lines.length).toBeGreaterThan(PRACTICE_SCRIPT.steps.length * 2);
    // dd/mm/yyyy - HH:mm at +05:30.
    const first = (await detail('mentor', reviewed)).messages[0]!;
    const at = new Date(Date.parse(first.createdDate) + 5.5 * 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(
      lines[1]!.startsWith(`${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} - ${pad(at.getUTCHours())}:`),
    ).toBe(true);
    const formula = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(formula).toContain(`,"'=HYPERLINK(""http://evil.test"",""refund me"") is my favourite colour",`);
    expect(lines.some((l) => /,Advisor,/.test(l))).toBe(true);
    expect((await get('otherHero', `${P}/interaction/chatscript/${reviewed}?isCsvEnable=true`)).statusCode).toBe(403);
  });

  it('refuses score edits outside the rules with the §8 text and the reason', async () => {
    const d = await detail('mentor', reviewed);
    const welcome = advisorReply(d, 'welcome');
    const edit = (who: string, payload: Record<string, unknown>) => patch(who, `${P}/interaction/histories`, payload);
    // Heroes never review (policy: mentor and above).
    expect((await edit('hero', { id: welcome.id, score: 5 })).statusCode).toBe(403);
    // Integer 0–5 only.
    for (const score of [6, -1, 2.5, '3']) expect((await edit('mentor', { id: welcome.id, score })).statusCode, String(score)).toBe(400);
    const reasons = async (who: string, id: string, status: number, reason: string) => {
      const response = await edit(who, { id, score: 3 });
      expect(response.statusCode, reason).toBe(status);
      expect(response.json(), reason).toMatchObject({ message: HISTORY_MESSAGES.updateScoreFailed, details: { reason } });
    };
    // Not editable: the bot's line and the retried wrong reply.
    await reasons('mentor', d.messages.find((m) => m.sender === 'system')!.id, 409, 'score_not_editable');
    await reasons('mentor', d.messages.find((m) => m.chatScript === FORMULA_REPLY)!.id, 409, 'score_not_editable');
    // Nobody edits their own session; a mentor only their team's; another group's message is not found.
    await reasons('mentor', advisorReply(await detail('mentor', mentorsOwn), 'welcome').id, 403, 'own_session');
    await reasons('mentor', advisorReply(await detail('guardian', strangers), 'welcome').id, 403, 'not_reviewer');
    await reasons('guardianB', welcome.id, 404, 'not_found');
  });

  it('recomputes the step KPIs and the overall score with the stored weights, and audits before and after', async () => {
    const before = (await get('hero', `${P}/scenario/scores/${reviewed}`)).json<ScenarioScoreReply>();
    const d = await detail('mentor', reviewed);
    const welcome = advisorReply(d, 'welcome');

    // 4 → 5 on the welcome step: the response score moves and, as the welcome weighs in chat, the overall by its share.
    const weight = (k: string) => before.kpis.find((x) => x.kpiName === k)!;
    const totalWeight = before.kpis.reduce((sum, k) => sum + (k.applicable ? k.weight : 0), 0);
    const welcomeKpi = weight('welcome_score');
    const welcomeShare = welcomeKpi.applicable ? (welcomeKpi.weight * (100 - welcomeKpi.percent)) / totalWeight : 0;
    const up = await patch('mentor', `${P}/interaction/histories`, { id: welcome.id, score: 5 });
    expect(up.statusCode).toBe(200);
    const upBody = up.json<ScoreEditReply>();
    expect(upBody).toMatchObject({
      message: HISTORY_MESSAGES.scoreUpdated,
      userSessionId: reviewed,
      previousScore: 4,
      chatMessage: { id: welcome.id, score: 5, engineScore: 4 },
    });
    expect(upBody.score).toBeCloseTo(before.overAllScoreWeightage + welcomeShare, 0);
    expect(upBody.trainingScore).toMatchObject({ generatedScore: 35, totalScore: 35, welcomeMessageScore: 5, accuracyScore: 7 });

    // 5 → 0 on the compliance step: compliance 0 %, accuracy 6 of 7; the overall falls by their weighted share.
    const compliance = advisorReply(d, 'verify-identity');
    const down = (await patch('guardian', `${P}/interaction/histories`, { id: compliance.id, score: 0 })).json<ScoreEditReply>();
    const accuracyBefore = weight('accuracy_score').contribution;
    const expected =
      before.overAllScoreWeightage +
      welcomeShare -
      (weight('compliance_score').weight * 100 + weight('accuracy_score').weight * (accuracyBefore - (100 * 6) / 7)) / totalWeight;
    // Handling time counts only the share of steps matched, so a step marked 0 moves it too.
    const after = (await get('hero', `${P}/scenario/scores/${reviewed}`)).json<ScenarioScoreReply>();
    const aht = (r: ScenarioScoreReply) => r.kpis.find((k) => k.kpiName === 'aht_score')!;
    const ahtShare = aht(before).applicable ? (aht(before).weight * (aht(after).contribution - aht(before).contribution)) / totalWeight : 0;
    expect(down.score).toBeCloseTo(expected + ahtShare, 1);
    expect(down.trainingScore).toMatchObject({ complianceScore: 0, accuracyScore: 6, accuracyCount: 7, generatedScore: 30 });
    expect(down.scoreSummary!.rows.find((r) => r.kpiName === 'compliance_score')).toMatchObject({ percent: 0, band: { band: 'low' } });

    // The stored report, the history row and a fresh read agree.
    expect(after.overAllScoreWeightage).toBe(down.score);
    expect(after.kpis.find((k) => k.kpiName === 'compliance_score')!.percent).toBe(0);
    const row = (await get('hero', `${P}/interaction/history?size=50`)).json<HistoryPage>().content.find((r) => r.id === reviewed)!;
    expect(row.score).toBe(down.score);
    expect(row.trainingScore!.generatedScore).toBe(30);

    // The same score again changes nothing and is not audited twice.
    await patch('mentor', `${P}/interaction/histories`, { id: welcome.id, score: 5 });
    const audits = await auditOf(welcome.id, 'roleplay.history.score.edit');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: mentor.id,
      targetType: 'chat_message',
      before: { userSessionId: reviewed, score: 4, overallScore: before.overAllScoreWeightage, generatedScore: 34 },
      after: { userSessionId: reviewed, score: 5, generatedScore: 35 },
    });
    expect(audits[0]!.createdAt).toBeInstanceOf(Date);
    expect((await auditOf(compliance.id, 'roleplay.history.score.edit'))[0]).toMatchObject({ actorId: guardian.id, after: { score: 0 } });
  });

  it('takes one comment of at most 200 characters with the reviewed tick, then locks comment and scores', async () => {
    const url = `${P}/usersession`;
    expect((await patch('hero', url, { id: reviewed, comment: 'Mine', isReviewed: true })).statusCode).toBe(403);
    expect((await patch('mentor', url, { id: reviewed, comment: 'x'.repeat(201), isReviewed: true })).statusCode).toBe(400);
    expect((await patch('mentor', url, { id: reviewed, comment: 'Fine', isReviewed: false })).statusCode).toBe(400);
    const own = await patch('mentor', url, { id: mentorsOwn, comment: 'Great me', isReviewed: true });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: HISTORY_MESSAGES.updateCommentsFailed, details: { reason: 'own_session' } });
    expect((await patch('mentor', url, { id: strangers, comment: 'Hi', isReviewed: true })).json()).toMatchObject({
      details: { reason: 'not_reviewer' },
    });
    expect((await patch('guardianB', url, { id: reviewed, comment: 'Hi', isReviewed: true })).statusCode).toBe(404);

    const comment = `  ${'Good empathy; verify identity before any credit. '.repeat(4).slice(0, 200)}  `;
    const saved = await patch('mentor', url, { id: reviewed, comment, isReviewed: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CommentReply>()).toMatchObject({
      message: HISTORY_MESSAGES.commentUpdated,
      id: reviewed,
      comment: comment.trim(),
      isReviewed: true,
      reviewedBy: { userId: mentor.id },
      commentedBy: { userId: mentor.id },
    });
    // Read-only once written; scores locked once reviewed.
    const again = await patch('guardian', url, { id: reviewed, comment: 'Another view', isReviewed: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ details: { reason: 'comment_read_only' } });
    const welcome = advisorReply(await detail('mentor', reviewed), 'welcome');
    expect(welcome.isReviewed).toBe(true);
    const locked = await patch('mentor', `${P}/interaction/histories`, { id: welcome.id, score: 1 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ details: { reason: 'session_reviewed' } });
    expect((await detail('mentor', reviewed)).permissions).toEqual({ canEditScores: false, canComment: false, canMarkReviewed: false });

    const audits = await auditOf(reviewed, 'roleplay.history.review');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: mentor.id,
      before: { comment: null, isReviewed: false },
      after: { comment: comment.trim(), isReviewed: true },
    });

    // The hero sees the review on their history.
    const row = (await get('hero', `${P}/interaction/history?isReviewed=true`)).json<HistoryPage>().content[0]!;
    expect(row).toMatchObject({ id: reviewed, comment: comment.trim(), isReviewed: true, reviewedBy: { userId: mentor.id } });
  });

  it('marks reviewed without a comment, then still takes one comment', async () => {
    const url = `${P}/usersession`;
    const ticked = await patch('guardian', url, { id: second, isReviewed: true });
    expect(ticked.json<CommentReply>()).toMatchObject({ comment: null, isReviewed: true, reviewedBy: { userId: guardian.id } });
    const twice = await patch('guardian', url, { id: second, comment: '   ', isReviewed: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ details: { reason: 'already_reviewed' } });
    const commented = await patch('mentor', url, { id: second, comment: 'Clean run.', isReviewed: true });
    expect(commented.json<CommentReply>()).toMatchObject({
      comment: 'Clean run.',
      commentedBy: { userId: mentor.id },
      reviewedBy: { userId: guardian.id },
    });
  });
});
