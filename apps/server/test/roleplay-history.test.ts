import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage, TrainerUsecase } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { addTrainee, makeBatch, makeUsecase } from './support/roleplay-factories.js';
import { makeMembers, makeSession, setSupervisors } from './support/history-factories.js';

const P = '/apigateway/tbsrvc';
const DAY = 86_400_000;
const base = Date.UTC(2026, 2, 20, 12, 0, 0);
const daysAgo = (n: number) => new Date(base - n * DAY);

/** Interaction history list and its use-case filter: who sees whose sessions (DESIGN §4) and every filter. */
describe('GET interaction/history and trainerspanusecase', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let hero1: UserRow, hero2: UserRow, hero3: UserRow, hero4: UserRow, mentor: UserRow, mentor2: UserRow;
  let guardian: UserRow, commander: UserRow, heroB: UserRow, guardianB: UserRow;
  const token: Record<string, string> = {};
  let chatCase: string, voiceCase: string, caseB: string;
  const ids: Record<string, string> = {};

  const page = async (who: string, query: string) => {
    const response = await t.as(token[who]!, { method: 'GET', url: `${P}/interaction/history?${query}` });
    return { status: response.statusCode, body: response.json<HistoryPage>() };
  };
  const sessionIds = (body: HistoryPage) => body.content.map((r) => r.id).sort();

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    [hero1, hero2, hero3, hero4, mentor, mentor2, guardian, commander] = await makeMembers(t.db, a.id, [
      'hero',
      'hero',
      'hero',
      'hero',
      'mentor',
      'mentor',
      'guardian',
      'commander',
    ]);
    heroB = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
    guardianB = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    const people = { hero1, hero2, hero3, hero4, mentor, mentor2, guardian, commander, heroB, guardianB };
    for (const [name, user] of Object.entries(people)) token[name] = await t.signIn(user.email);
    // hero1: mentor is L1 by e-mail; hero2: names someone with the mentor's full name as L3 (a namesake, not the
    // mentor: names are not unique, so they grant nothing); hero3: trained by mentor; hero4: mentor2 is L2.
    await setSupervisors(t.db, a.id, hero1.id, { supervisorEmailL1: mentor.email.toUpperCase() });
    const mentorName = `First${mentor.email.match(/\d+/)![0]} Last${mentor.email.match(/\d+/)![0]}`;
    await setSupervisors(t.db, a.id, hero2.id, { supervisorNameL1: 'Somebody Else', supervisorNameL3: mentorName.toLowerCase() });
    await setSupervisors(t.db, a.id, hero4.id, { supervisorEmailL2: mentor2.email });
    const batch = await makeBatch(t.db, a.id);
    await addTrainee(t.db, a.id, batch, hero3.id, mentor.id);

    chatCase = await makeUsecase(t.db, a.id, { name: 'Roaming charge', type: 1 });
    voiceCase = await makeUsecase(t.db, a.id, { name: 'Card blocked', type: 2 });
    caseB = await makeUsecase(t.db, b.id, { name: 'Roaming charge', type: 1 });
    const s = (
      userId: string,
      usecaseId: string,
      day: number,
      extra: { type?: 1 | 2; isReviewed?: boolean; batchName?: string; overallScore?: number } = {},
    ) => makeSession(t.db, usecaseId === caseB ? b.id : a.id, { userId, usecaseId, startedAt: daysAgo(day), ...extra });
    ids.h1chat1 = await s(hero1.id, chatCase, 1, { batchName: 'Morning shift', overallScore: 72.5 });
    ids.h1chat3 = await s(hero1.id, chatCase, 3);
    ids.h1voice2 = await s(hero1.id, voiceCase, 2, { type: 2, isReviewed: true });
    ids.h2chat1 = await s(hero2.id, chatCase, 1);
    ids.h3voice4 = await s(hero3.id, voiceCase, 4, { type: 2, batchName: 'Night shift' });
    ids.h4chat1 = await s(hero4.id, chatCase, 1);
    ids.mentorChat2 = await s(mentor.id, chatCase, 2);
    ids.heroB = await s(heroB.id, caseB, 1);
  });
  afterAll(() => t.close());

  it('shows a hero their own sessions only, newest first, with the spec reply shape', async () => {
    const { status, body } = await page('hero1', '');
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, size: 10 });
    expect(body.content.map((r) => r.id)).toEqual([ids.h1chat1, ids.h1voice2, ids.h1chat3]);
    expect(body.content[0]).toMatchObject({
      userSessionId: ids.h1chat1,
      useCaseId: chatCase,
      useCaseName: 'Roaming charge',
      userId: hero1.id,
      email: hero1.email,
      batchName: 'Morning shift',
      type: 1,
      scripted: true,
      score: 72.5,
      isReviewed: false,
      isOwn: true,
      canReview: false,
      sessionStartDateTime: daysAgo(1).toISOString(),
    });
    // Asking for someone else's sessions is refused; a user of another group is not even found.
    expect((await page('hero1', `employeeID=${hero2.id}`)).status).toBe(403);
    expect((await page('hero1', `employeeID=${heroB.id}`)).status).toBe(404);
    expect((await page('hero1', `employeeID=${hero1.id}`)).body.totalElements).toBe(3);
  });

  it('shows a mentor their own and their supervised (L1–L3 by e-mail) and trained users’ sessions, never a namesake’s', async () => {
    const { body } = await page('mentor', 'size=50');
    expect(sessionIds(body)).toEqual([ids.h1chat1, ids.h1chat3, ids.h1voice2, ids.h3voice4, ids.mentorChat2].sort());
    const own = body.content.find((r) => r.id === ids.mentorChat2)!;
    expect(own).toMatchObject({ isOwn: true, canReview: false });
    expect(body.content.find((r) => r.id === ids.h1chat1)).toMatchObject({ isOwn: false, canReview: true });
    // A supervisor recorded by full name only: the mentor who shares that name gets no review rights.
    expect((await page('mentor', `employeeID=${hero2.id}`)).status).toBe(403);
    // Reviewed but without a comment: a comment may still be written.
    expect(body.content.find((r) => r.id === ids.h1voice2)).toMatchObject({ isReviewed: true, canReview: true });
    expect((await page('mentor', `employeeID=${hero4.id}`)).status).toBe(403);
    expect(sessionIds((await page('mentor', `employeeID=${hero3.id}`)).body)).toEqual([ids.h3voice4]);
    // Another mentor sees only the hero whose chain names them (L2 by e-mail) and their own.
    expect(sessionIds((await page('mentor2', '')).body)).toEqual([ids.h4chat1]);
  });

  it('shows guardians and commanders the whole group and nothing of another group', async () => {
    for (const who of ['guardian', 'commander']) {
      const { body } = await page(who, 'size=100');
      expect(body.totalElements, who).toBe(7);
      expect(body.content.every((r) => r.id !== ids.heroB)).toBe(true);
    }
    const foreign = await page('guardianB', '');
    expect(sessionIds(foreign.body)).toEqual([ids.heroB]);
    // Ids of another group match nothing there: its user is 404, its use case filters to nothing.
    expect((await page('guardianB', `employeeID=${hero1.id}`)).status).toBe(404);
    expect((await page('guardianB', `useCaseId=${chatCase}`)).body.totalElements).toBe(0);
  });

  it('filters by type, date range, use case, review state, role and keyword, and pages from 0', async () => {
    expect(sessionIds((await page('guardian', 'type=2')).body)).toEqual([ids.h1voice2, ids.h3voice4].sort());
    expect((await page('guardian', 'type=0&employeeID=000&useCaseId=0')).body.totalElements).toBe(7);
    const range = `startDate=${encodeURIComponent(new Date(base - 2 * DAY - 3_600_000).toISOString())}&endDate=${encodeURIComponent(
      new Date(base - DAY + 60_000).toISOString(),
    )}`;
    expect(sessionIds((await page('guardian', range)).body)).toEqual(
      [ids.h1chat1, ids.h1voice2, ids.h2chat1, ids.h4chat1, ids.mentorChat2].sort(),
    );
    expect((await page('guardian', `useCaseId=${voiceCase}`)).body.totalElements).toBe(2);
    expect(sessionIds((await page('guardian', 'isReviewed=true')).body)).toEqual([ids.h1voice2]);
    expect((await page('guardian', 'isReviewed=false')).body.totalElements).toBe(6);
    expect((await page('guardian', 'isReviewed=')).body.totalElements).toBe(7);
    // roleId 5 is mentor (roleplay.md §6).
    expect(sessionIds((await page('guardian', 'roleId=5')).body)).toEqual([ids.mentorChat2]);
    expect((await page('guardian', 'roleId=6')).body.totalElements).toBe(6);
    expect((await page('guardian', 'roleId=7')).status).toBe(400);
    // Keyword: roleplay name, user name, e-mail or batch name, case-insensitive; LIKE wildcards are literal.
    expect((await page('guardian', 'keyword=card%20BLOCKED')).body.totalElements).toBe(2);
    expect(sessionIds((await page('guardian', `keyword=${encodeURIComponent(hero2.email)}`)).body)).toEqual([ids.h2chat1]);
    expect(sessionIds((await page('guardian', 'keyword=night')).body)).toEqual([ids.h3voice4]);
    expect((await page('guardian', 'keyword=%25')).body.totalElements).toBe(0);
    // The mentor's keyword search stays within their reach.
    expect((await page('mentor', `keyword=${encodeURIComponent(hero4.email)}`)).body.totalElements).toBe(0);

    const p1 = await page('guardian', 'page=1&size=3');
    expect(p1.body).toMatchObject({ totalElements: 7, totalPages: 3, number: 1, size: 3 });
    const all = (await page('guardian', 'size=100')).body.content.map((r) => r.id);
    expect(p1.body.content.map((r) => r.id)).toEqual(all.slice(3, 6));
    const asc = (await page('guardian', 'size=100&order=asc&sort=sessionStartDateTime')).body.content.map((r) => r.id);
    expect(asc).toEqual([...all].reverse());
    expect((await page('guardian', 'page=9')).body.content).toEqual([]);
    expect((await page('guardian', 'startDate=yesterday')).status).toBe(400);
  });

  it('says whether each practice was completed, is in progress or was abandoned, and filters by it', async () => {
    const c = await makeTenant(t.db);
    const [hero, reviewer] = await makeMembers(t.db, c.id, ['hero', 'guardian']);
    const heroToken = await t.signIn(hero!.email);
    const reviewerToken = await t.signIn(reviewer!.email);
    const usecaseId = await makeUsecase(t.db, c.id, { name: 'Late delivery', type: 1 });
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
    const made = {
      scored: await makeSession(t.db, c.id, { userId: hero!.id, usecaseId, startedAt: at(5), overallScore: 81, scoredAt: at(5) }),
      hungUp: await makeSession(t.db, c.id, { userId: hero!.id, usecaseId, startedAt: at(4), endedEarly: true, scoredAt: at(4) }),
      neverScored: await makeSession(t.db, c.id, { userId: hero!.id, usecaseId, startedAt: at(3) }),
      running: await makeSession(t.db, c.id, { userId: hero!.id, usecaseId, startedAt: at(1), status: 'active', updatedAt: at(0.5) }),
      leftOpen: await makeSession(t.db, c.id, { userId: hero!.id, usecaseId, startedAt: at(30), status: 'active', updatedAt: at(29) }),
    };
    const list = async (tok: string, query = '') =>
      (await t.as(tok, { method: 'GET', url: `${P}/interaction/history?size=100${query}` })).json<HistoryPage>().content;
    const statusOf = Object.fromEntries((await list(reviewerToken)).map((r) => [r.id, r.practiceStatus]));
    expect(statusOf).toEqual({
      [made.scored]: 'completed',
      [made.hungUp]: 'abandoned',
      [made.neverScored]: 'abandoned',
      [made.running]: 'in_progress',
      [made.leftOpen]: 'abandoned',
    });
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
    expect(ids(await list(heroToken, '&practiceStatus=completed'))).toEqual([made.scored]);
    expect(ids(await list(reviewerToken, '&practiceStatus=in_progress'))).toEqual([made.running]);
    expect(ids(await list(reviewerToken, '&practiceStatus=abandoned'))).toEqual([made.hungUp, made.neverScored, made.leftOpen].sort());
    expect((await list(reviewerToken, '&practiceStatus=')).length).toBe(5);
    expect((await t.as(heroToken, { method: 'GET', url: `${P}/interaction/history?practiceStatus=finished` })).statusCode).toBe(400);
  });

  it('lists the use cases of the sessions the caller may see, for the filter', async () => {
    const list = async (who: string, query = '') => {
      const response = await t.as(token[who]!, { method: 'GET', url: `${P}/trainerspanusecase?${query}` });
      return { status: response.statusCode, body: response.json<TrainerUsecase[]>() };
    };
    expect((await list('guardian')).body).toEqual([
      { useCaseId: voiceCase, id: voiceCase, name: 'Card blocked', type: 2, sessionCount: 2 },
      { useCaseId: chatCase, id: chatCase, name: 'Roaming charge', type: 1, sessionCount: 5 },
    ]);
    expect((await list('mentor2')).body).toEqual([expect.objectContaining({ useCaseId: chatCase, sessionCount: 1 })]);
    expect((await list('hero1', 'type=2')).body).toEqual([expect.objectContaining({ useCaseId: voiceCase, sessionCount: 1 })]);
    expect((await list('mentor', `userId=${hero3.id}`)).body).toEqual([expect.objectContaining({ useCaseId: voiceCase, sessionCount: 1 })]);
    expect((await list('mentor', 'roleId=5')).body).toEqual([expect.objectContaining({ useCaseId: chatCase, sessionCount: 1 })]);
    expect((await list('hero1', `userId=${hero2.id}`)).status).toBe(403);
    expect((await list('guardianB', `userId=${hero1.id}`)).status).toBe(404);
    expect((await list('guardianB')).body.map((u) => u.useCaseId)).toEqual([caseB]);
  });
});
