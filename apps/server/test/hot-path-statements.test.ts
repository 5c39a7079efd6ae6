import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { installStatementCounter, countStatements, type StatementCount } from './support/statement-counter.js';
import { announcementWorld, type AnnouncementWorld, type Member } from './support/announcements.js';
import { enableApplication, makeApplication } from './support/application-factories.js';
import { makeUsecase } from './support/roleplay-factories.js';
import {
  PRACTICE_SCRIPT,
  RIGHT_ANSWERS,
  answer,
  cursorOf,
  startAssessment,
  startSession,
  type Cursor,
} from './support/practice-factories.js';
import { TEST_DB } from './support/test-database.js';

const P = '/apigateway/tbsrvc';
const WRONG = 'My favourite colour is green and I enjoy gardening on weekends.';

/**
 * What each hot-path request sends to the database, with the caller's session already checked (the usual
 * case: a session is read at most every few seconds) and, for the handshake, also with a session read
 * afresh. The budgets are what these routes cost after issue 27 cut them; a change that adds a statement
 * to a hot request fails here and has to raise its budget on purpose. PostgreSQL round trips are counted
 * too: each one is a socket write and read on both ends.
 */
const BUDGET: Record<string, { statements: number; roundTrips: number }> = {
  'session read (first request of a token)': { statements: 12, roundTrips: 3 },
  'GET platformHandShake': { statements: 4, roundTrips: 1 },
  'GET widget/userApps': { statements: 4, roundTrips: 1 },
  'GET announcements (dashboard card)': { statements: 6, roundTrips: 4 },
  'GET announcements (feed page)': { statements: 6, roundTrips: 4 },
  'GET unread-count': { statements: 4, roundTrips: 1 },
  'GET usecases/userusecasemapping': { statements: 5, roundTrips: 3 },
  'GET usersession/recent': { statements: 4, roundTrips: 1 },
  'GET interaction/history': { statements: 5, roundTrips: 3 },
  'POST prompt (wrong text answer, retry)': { statements: 5, roundTrips: 3 },
  'POST prompt (right text answer)': { statements: 5, roundTrips: 3 },
  'POST prompt (chip)': { statements: 5, roundTrips: 3 },
};

describe(`statements per hot-path request (${TEST_DB})`, () => {
  let w: AnnouncementWorld;
  let hero: Member;
  let cursor: Cursor;
  const measured = new Map<string, StatementCount>();

  /** One request as the hero, counted; it must succeed, or the count says nothing. */
  const count = async (name: string, token: string, options: InjectOptions): Promise<StatementCount> => {
    const { value: response, count: c } = await countStatements(() => w.t.as(token, options));
    expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
    measured.set(name, c);
    return c;
  };
  const within = (name: string, c: StatementCount) => {
    const budget = BUDGET[name]!;
    // A count of nothing means the counter no longer sees this driver, not a free request.
    expect(c.statements, `${name}: statements`).toBeGreaterThan(0);
    expect(c.statements, `${name}: statements`).toBeLessThanOrEqual(budget.statements);
    // PGlite has no network: its "round trips" are calls into the embedded database, budgeted on PostgreSQL only.
    if (TEST_DB === 'postgres') expect(c.roundTrips, `${name}: round trips`).toBeLessThanOrEqual(budget.roundTrips);
  };

  beforeAll(async () => {
    installStatementCounter();
    // The app's clock stands still: a checked session stays cached between requests however slow the machine,
    // so each count is the request's own work (a session read afresh is counted on its own, below).
    const started = new Date();
    w = await announcementWorld({ now: () => started });
    hero = w.hero;
    for (const spec of [
      { name: 'Announcement', applicationId: 'announcement', builtinWidget: 'announcements' as const },
      { name: 'Roleplay', applicationId: 'roleplay', builtinWidget: 'roleplay' as const },
    ]) {
      const app = await makeApplication(w.t.db, { ...spec, widgetKind: 'builtin', embedUrl: null, defaultOnDashboard: true });
      await enableApplication(w.t.db, w.a, app.id);
    }
    for (let i = 0; i < 3; i++) await w.create(w.guardian, { title: `Notice ${i}`, status: 'published' });
    const usecaseId = await makeUsecase(w.t.db, w.a, {
      name: 'Roaming charge',
      type: 1,
      selfRegistration: true,
      script: PRACTICE_SCRIPT,
      threshold: 60,
      realTimeFeedback: true,
    });
    const assessmentId = await startAssessment(w.t, hero.token, hero.user, usecaseId);
    cursor = cursorOf(await startSession(w.t, hero.token, assessmentId));
  });
  afterAll(async () => {
    console.log(
      `statements / round trips per request on ${TEST_DB}:\n` +
        [...measured].map(([name, c]) => `  ${name}: ${c.statements} / ${c.roundTrips}`).join('\n'),
    );
    await w?.close();
  });

  it('checks a session read afresh, and a cached one, in a handful of statements', async () => {
    const fresh = await w.t.signIn(hero.user.email);
    const url = '/apigateway/upsrvc/platformHandShake';
    within(
      'session read (first request of a token)',
      await count('session read (first request of a token)', fresh, { method: 'GET', url }),
    );
    within('GET platformHandShake', await count('GET platformHandShake', fresh, { method: 'GET', url }));
  });

  it('loads the dashboard in few statements per call', async () => {
    const get = (url: string) => ({ method: 'GET' as const, url });
    const calls: [string, string][] = [
      ['GET widget/userApps', `/api/tenant/v1/${w.a}/feature/home/widget/userApps`],
      ['GET announcements (dashboard card)', `${w.base()}/announcements?page=1&limit=5&status=published`],
      ['GET announcements (feed page)', `${w.base()}/announcements?page=1&limit=10&status=published`],
      ['GET unread-count', `${w.base()}/unread-count`],
      ['GET usecases/userusecasemapping', `${P}/usecases/userusecasemapping?userId=${hero.user.id}&page=0&size=5`],
      ['GET usersession/recent', `${P}/usersession/recent?size=5`],
    ];
    for (const [name, url] of calls) {
      await w.t.as(hero.token, get(url)); // the session is cached, as it is on every call but the first few seconds'
      within(name, await count(name, hero.token, get(url)));
    }
  });

  it('reads a history page in few statements', async () => {
    const end = new Date();
    const q = new URLSearchParams({
      page: '0',
      size: '10',
      type: '0',
      order: 'desc',
      sort: 'sessionStartDateTime',
      startDate: new Date(end.getTime() - 30 * 86_400_000).toISOString(),
      endDate: end.toISOString(),
      employeeID: '000',
      useCaseId: '0',
    });
    const name = 'GET interaction/history';
    within(name, await count(name, hero.token, { method: 'GET', url: `${P}/interaction/history?${q}` }));
  });

  it('answers a prompt in few statements: a retry, a right answer and a chip', async () => {
    const prompt = async (name: string, what: { message: string } | { utteranceId: number }) => {
      const { value, count: c } = await countStatements(() => answer(w.t, hero.token, cursor, what));
      expect(value.status, `${name}: ${JSON.stringify(value.reply)}`).toBe(200);
      measured.set(name, c);
      within(name, c);
    };
    await prompt('POST prompt (wrong text answer, retry)', { message: WRONG });
    expect(cursor.answerRetryCount).toBeGreaterThan(0);
    await prompt('POST prompt (right text answer)', { message: RIGHT_ANSWERS[0]! });
    // On to the first select-one step, answered by its right chip.
    for (let i = 1; PRACTICE_SCRIPT.steps[i]!.kind !== 'select-one'; i++) {
      const r = await answer(w.t, hero.token, cursor, { message: RIGHT_ANSWERS[i]! });
      expect(r.status).toBe(200);
    }
    const step = PRACTICE_SCRIPT.steps.find((s) => s.id === cursor.questionId)!;
    expect(step.kind).toBe('select-one');
    await prompt('POST prompt (chip)', { utteranceId: step.chips.indexOf(step.recommendedAnswers[0]!) });
  });
});
