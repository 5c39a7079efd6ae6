import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatScriptReply, HistoryRow } from '@switchboard/contracts';
import { seedDemo } from '../src/modules/seed/seed-demo.js';
import { seedDemoPracticeHistory } from '../src/modules/roleplay/seed/demo-history/seed-demo-history.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { PASSWORD } from './support/factories.js';

const P = '/apigateway/tbsrvc';
type Page = { content: HistoryRow[]; totalElements: number };

describe('the demo organisation’s practice history', { timeout: 180_000 }, () => {
  let t: TestApp;
  const token: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t.db, PASSWORD);
    token.mentor = await t.signIn('mentor@demo.switchboard.test');
    token.hero = await t.signIn('hero@demo.switchboard.test');
    token.samira = await t.signIn('samira.haddad@demo.switchboard.test');
  }, 240_000);
  afterAll(() => t.close());

  const history = async (who: string, query = '') =>
    (await t.as(token[who]!, { method: 'GET', url: `${P}/interaction/history?size=200${query}` })).json<Page>();

  it('shows the mentor several advisors’ chat and voice, scripted and unscripted practice over the last weeks', async () => {
    const rows = (await history('mentor')).content;
    expect(new Set(rows.map((r) => r.userName)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => `${r.type}:${r.scripted}`))).toEqual(new Set(['1:true', '1:false', '2:true', '2:false']));
    const days = rows.map((r) => (Date.now() - Date.parse(r.sessionStartDateTime)) / 86_400_000);
    expect(Math.max(...days)).toBeGreaterThan(14);
    expect(Math.max(...days)).toBeLessThan(29);
    expect(new Set(rows.map((r) => r.practiceStatus))).toEqual(new Set(['completed', 'abandoned', 'in_progress']));
    // Scores come from the scorer: they differ between sessions and stay within 0–100.
    const scores = rows.filter((r) => r.practiceStatus === 'completed').map((r) => r.score!);
    expect(new Set(scores.map(Math.round)).size).toBeGreaterThan(5);
    expect(scores.every((s) => s >= 0 && s <= 100)).toBe(true);
    expect(Math.max(...scores) - Math.min(...scores)).toBeGreaterThan(20);
  });

  it('has sessions the mentor reviewed, with comments, and reply scores the mentor edited', async () => {
    const reviewed = (await history('mentor', '&isReviewed=true')).content;
    expect(reviewed.length).toBeGreaterThanOrEqual(5);
    expect(reviewed.every((r) => r.comment && r.commentedBy?.name === 'Morgan Lee' && r.reviewedBy?.name === 'Morgan Lee')).toBe(true);
    expect(reviewed.every((r) => Date.parse(r.reviewedDateTime!) > Date.parse(r.completedDateTime!))).toBe(true);
    let edited = 0;
    for (const row of reviewed.filter((r) => r.scripted)) {
      const detail = (await t.as(token.mentor!, { method: 'GET', url: `${P}/interaction/chatscript/${row.id}` })).json<ChatScriptReply>();
      edited += detail.messages.filter((m) => m.engineScore !== null && m.score !== m.engineScore).length;
    }
    expect(edited).toBeGreaterThanOrEqual(2);
  });

  it('gives the demo hero their own history, with a reviewed session and its comment', async () => {
    const own = (await history('hero')).content;
    expect(own.length).toBeGreaterThanOrEqual(5);
    expect(own.every((r) => r.isOwn)).toBe(true);
    expect(own.some((r) => r.isReviewed && r.comment?.includes('Alex'))).toBe(true);
    const samira = (await history('samira')).content;
    expect(samira.length).toBeGreaterThanOrEqual(3);
    expect(samira.some((r) => r.isReviewed)).toBe(true);
  });

  it('shows a reopened session its conversation, scored replies and stored score', async () => {
    const [row] = (await history('hero', '&practiceStatus=completed')).content.filter((r) => r.scripted);
    const detail = (await t.as(token.hero!, { method: 'GET', url: `${P}/interaction/chatscript/${row!.id}` })).json<ChatScriptReply>();
    expect(detail.messages.filter((m) => m.sender === 'user').length).toBeGreaterThanOrEqual(5);
    expect(detail.messages.some((m) => m.score !== null)).toBe(true);
    expect(row!.durationSeconds).toBeGreaterThan(60);
  });

  it('is seeded once: a second run adds nothing', async () => {
    const before = (await history('mentor')).totalElements;
    await seedDemoPracticeHistory(t.db);
    expect((await history('mentor')).totalElements).toBe(before);
  });
});
