import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatScriptReply, HistoryPage, ProgressReply, RecentScore, ScenarioScoreReply, UserSession } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, type TenantRow, type UserRow } from './support/factories.js';
import { makeUsecase } from './support/roleplay-factories.js';
import { answer, cursorOf, PRACTICE_SCRIPT, RIGHT_ANSWERS, startAssessment, startSession } from './support/practice-factories.js';
import { makeMembers, setSupervisors } from './support/history-factories.js';

const P = '/apigateway/tbsrvc';
/** The advisor takes this long over each reply: seven replies, about four minutes of conversation. */
const REPLY_MS = 35_000;
/** The bot's own time the client reports with the score request (not the advisor's handling). */
const BOT_MS = 9_000;

/** What one screen or export shows of the session. */
interface Seen {
  overall: number;
  level?: string;
  ahtScore?: number;
  compliance?: number;
  welcome?: number;
  durationSeconds?: number;
  handlingSeconds?: number;
}

/**
 * One score for every view (issue 22, defect 3): a scripted chat played with real pauses, then a mentor
 * lowers a reply's score; the advisor's and the mentor's history, the session detail and its summary,
 * progress, the dashboard widget, the reopened practice and the CSV export must all show the same overall
 * score, level, KPI scores, duration and handling time, before and after the edit.
 */
describe('one score for every view', () => {
  let t: TestApp;
  let a: TenantRow;
  let hero: UserRow, mentor: UserRow;
  const token: Record<string, string> = {};
  let sessionId: string;
  let assessmentId: string;

  const get = (who: string, url: string) => t.as(token[who]!, { method: 'GET', url });
  const json = async <T>(who: string, url: string): Promise<T> => {
    const response = await get(who, url);
    expect(response.statusCode, `${who} ${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db);
    [hero, mentor] = await makeMembers(t.db, a.id, ['hero', 'mentor']);
    for (const [name, user] of Object.entries({ hero, mentor })) token[name] = await t.signIn(user.email);
    await setSupervisors(t.db, a.id, hero.id, { supervisorEmailL1: mentor.email });
    const usecaseId = await makeUsecase(t.db, a.id, { name: 'Roaming charge', type: 1, selfRegistration: true, script: PRACTICE_SCRIPT });

    // The clock moves as a person would: every reply comes REPLY_MS after the line before it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    try {
      assessmentId = await startAssessment(t, token.hero!, hero, usecaseId);
      const session = await startSession(t, token.hero!, assessmentId);
      sessionId = session.id;
      const cursor = cursorOf(session);
      while (cursor.questionId) {
        vi.advanceTimersByTime(REPLY_MS);
        const index = PRACTICE_SCRIPT.steps.findIndex((s) => s.id === cursor.questionId);
        const step = PRACTICE_SCRIPT.steps[index]!;
        const r =
          step.kind === 'select-one'
            ? await answer(t, token.hero!, cursor, { utteranceId: step.chips.indexOf(step.recommendedAnswers[0]!) })
            : await answer(t, token.hero!, cursor, { message: RIGHT_ANSWERS[index]! });
        expect(r.status).toBe(200);
      }
      // The item timer ran a little less than the conversation (the advisor looked at another chat)…
      const usage = { durationSeconds: 221, idleSeconds: 12 };
      expect((await t.as(token.hero!, { method: 'POST', url: `${P}/usersession/${sessionId}/usage`, payload: usage })).statusCode).toBe(
        200,
      );
      expect((await get('hero', `${P}/scenario/scores/${sessionId}?botTimeTaken=${BOT_MS}`)).statusCode).toBe(200);
      // …and saves again when it stops, after the score.
      vi.advanceTimersByTime(5_000);
      const late = { durationSeconds: 400, idleSeconds: 30 };
      expect((await t.as(token.hero!, { method: 'POST', url: `${P}/usersession/${sessionId}/usage`, payload: late })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
  afterAll(() => t.close());

  const kpiOf = (kpis: { kpiName: string; percent: number }[], name: string) => kpis.find((k) => k.kpiName === name)?.percent;

  /** Every view of the session, as each caller reads it. */
  async function everyView(): Promise<Record<string, Seen>> {
    const seen: Record<string, Seen> = {};
    const scores = await json<ScenarioScoreReply>('hero', `${P}/scenario/scores/${sessionId}`);
    seen['practice score'] = {
      overall: scores.overall.score,
      level: scores.overall.level,
      ahtScore: kpiOf(scores.kpis, 'aht_score'),
      compliance: kpiOf(scores.kpis, 'compliance_score'),
      welcome: kpiOf(scores.kpis, 'welcome_score'),
    };
    seen['practice score fields'] = { overall: scores.overAllScoreWeightage, ahtScore: scores.ahtScorePercentage };

    for (const [who, query] of [
      ['hero', ''],
      ['mentor', `&employeeID=${hero.id}`],
    ] as const) {
      const page = await json<HistoryPage>(who, `${P}/interaction/history?size=50${query}`);
      const row = page.content.find((r) => r.id === sessionId)!;
      seen[`history list (${who})`] = { overall: row.score!, ahtScore: row.ahtPercentage!, durationSeconds: row.durationSeconds };
      seen[`history list fields (${who})`] = {
        overall: row.trainingScore!.overAllScoreWeightage,
        ahtScore: row.trainingScore!.ahtScorePercentage,
      };

      const detail = await json<ChatScriptReply>(who, `${P}/interaction/chatscript/${sessionId}`);
      const summary = detail.scoreSummary!;
      const ahtRow = summary.rows.find((r) => r.kpiName === 'aht_score')!;
      seen[`session detail (${who})`] = { overall: detail.session.score!, durationSeconds: detail.session.durationSeconds };
      seen[`score summary (${who})`] = {
        overall: summary.overall.score,
        ahtScore: ahtRow.percent,
        compliance: kpiOf(summary.rows, 'compliance_score'),
        welcome: kpiOf(summary.rows, 'welcome_score'),
        handlingSeconds: ahtRow.seconds!,
        durationSeconds: summary.timing.durationSeconds,
      };
      seen[`score summary timing (${who})`] = { overall: summary.overall.score, handlingSeconds: summary.timing.handlingSeconds };

      const progress = await json<ProgressReply>(who, `${P}/interaction/progress?userId=${hero.id}`);
      const point = progress.points.find((p) => p.userSessionId === sessionId)!;
      seen[`progress (${who})`] = {
        overall: point.overall,
        ahtScore: point.values.aht_score,
        compliance: point.values.compliance_score,
        welcome: point.values.welcome_score,
      };
    }

    const recent = await json<RecentScore[]>('hero', `${P}/usersession/recent?size=5`);
    const widget = recent.find((r) => r.userSessionId === sessionId)!;
    seen['dashboard widget'] = { overall: widget.overallScore, level: widget.level };

    // The reopened practice shows the stored duration in its chat list.
    const reopened = await t.as(token.hero!, { method: 'POST', url: `${P}/usersession`, payload: { assessmentId } });
    seen['reopened practice'] = { overall: scores.overall.score, durationSeconds: reopened.json<UserSession>().durationSeconds };
    return seen;
  }

  /** The one value every view that shows `field` agrees on (the test fails naming the views that differ). */
  function agreed(seen: Record<string, Seen>, field: keyof Seen): number | string {
    const shown = Object.entries(seen).filter(([, s]) => s[field] !== undefined);
    expect(shown.length, `views showing ${field}`).toBeGreaterThan(1);
    const first = shown[0]![1][field]!;
    expect(Object.fromEntries(shown.map(([view, s]) => [view, s[field]])), field).toEqual(
      Object.fromEntries(shown.map(([view]) => [view, first])),
    );
    return first;
  }

  it('shows one overall score, level, KPI scores, duration and handling time everywhere, before and after a mentor edit', async () => {
    const before = await everyView();
    const overallBefore = agreed(before, 'overall') as number;
    const levelBefore = agreed(before, 'level');
    const ahtBefore = agreed(before, 'ahtScore') as number;
    const complianceBefore = agreed(before, 'compliance') as number;
    const welcomeBefore = agreed(before, 'welcome') as number;
    const duration = agreed(before, 'durationSeconds') as number;
    const handling = agreed(before, 'handlingSeconds') as number;
    // Seven replies 35 s apart: the conversation lasted 4:05; the bot's 9 s are not the advisor's handling.
    expect(duration).toBe(245);
    expect(handling).toBe(245 - BOT_MS / 1000);
    expect(handling).toBeLessThanOrEqual(duration);
    expect(levelBefore).toBe(overallBefore >= 80 ? 'exceptional' : 'average');
    expect(complianceBefore).toBe(100);

    // The mentor gives the welcome 2 of 5, and the resolution and the compliance reply 0 of 5.
    const detail = await json<ChatScriptReply>('mentor', `${P}/interaction/chatscript/${sessionId}`);
    const replyTo = (questionId: string) =>
      detail.messages.find((m) => m.sender === 'user' && m.questionId === questionId && m.isScoreEditable)!;
    const edit = async (questionId: string, score: number) => {
      const response = await t.as(token.mentor!, {
        method: 'PATCH',
        url: `${P}/interaction/histories`,
        payload: { id: replyTo(questionId).id, score },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ score: number }>();
    };
    await edit('welcome', 2);
    await edit('explain-and-credit', 0);
    const last = await edit('verify-identity', 0);
    const reply = replyTo('verify-identity');

    const after = await everyView();
    const overallAfter = agreed(after, 'overall') as number;
    const levelAfter = agreed(after, 'level');
    const ahtAfter = agreed(after, 'ahtScore') as number;
    expect(agreed(after, 'compliance')).toBe(0);
    expect(welcomeBefore).toBe(100);
    expect(agreed(after, 'welcome')).toBe(40);
    expect(overallAfter).toBeLessThan(overallBefore);
    // An exceptional chat is average once the reviewer takes two steps away, on every screen.
    expect(levelBefore).toBe('exceptional');
    expect(levelAfter).toBe('average');
    expect(levelAfter).toBe(overallAfter >= 80 ? 'exceptional' : 'average');
    // Handling time is earned by the steps handled: two steps of seven lost take their share away.
    expect(ahtAfter).toBeCloseTo((ahtBefore * 5) / 7, 1);
    // An edit changes scores, never how long the conversation took.
    expect(agreed(after, 'durationSeconds')).toBe(duration);
    expect(agreed(after, 'handlingSeconds')).toBe(handling);
    // The edit reply said what every view now shows.
    expect(last.score).toBe(overallAfter);

    // The export carries the edited reply's score.
    const csv = await get('mentor', `${P}/interaction/chatscript/${sessionId}?isCsvEnable=true&timezone=UTC`);
    expect(csv.statusCode).toBe(200);
    const line = csv.body.split('\n').find((l) => l.includes(',Advisor,') && l.includes(reply.chatScript.slice(0, 20)))!;
    expect(line.trim().endsWith(',0')).toBe(true);
  });
});
