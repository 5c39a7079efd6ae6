import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { KbotAnswer, KnowledgeSearchReply } from '@switchboard/contracts';
import { seedDemo } from '../src/modules/seed/seed-demo.js';
import { tenants } from '../src/modules/tenants/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { PASSWORD } from './support/factories.js';

describe('the demo organisation’s knowledge base', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t.db, PASSWORD);
  });
  afterAll(() => t.close());

  const signedIn = async (role: string) => {
    const token = await t.signIn(`${role}@demo.switchboard.test`);
    const me = (await t.as(token, { method: 'GET', url: '/auth/me' })).json<{ lastTenantId: string }>();
    return { token, tenantId: me.lastTenantId };
  };

  it('lets a hero search the group’s articles and KBot answer from them once the seeded sync has run', async () => {
    const hero = await signedIn('hero');
    const found = (
      await t.as(hero.token, { method: 'GET', url: `/api/knowledge/v1/${hero.tenantId}/articles?q=refund` })
    ).json<KnowledgeSearchReply>();
    expect(found.data[0]!.title).toBe('Refunds: how long they take and what to tell the customer');
    expect(found.total).toBeGreaterThanOrEqual(2);

    const guardian = await signedIn('guardian');
    const queued = await t.as(guardian.token, { method: 'POST', url: '/api/kbot/sync', payload: {} });
    expect(queued.json()).toMatchObject({ alreadyQueued: true, scope: 'full' });
    const syncId = queued.json().syncId as string;
    for (let i = 0; i < 500; i++) {
      const status = (await t.as(guardian.token, { method: 'GET', url: `/api/kbot/sync/${syncId}` })).json().status;
      if (status === 'done') break;
      expect(status).not.toBe('failed');
      await new Promise((r) => setTimeout(r, 20));
    }
    const answer = (
      await t.as(hero.token, { method: 'POST', url: '/api/kbot/ask', payload: { question: 'How long does a refund take?' } })
    ).json<KbotAnswer>();
    expect(answer.passages[0]!.title).toBe('Refunds: how long they take and what to tell the customer');
    expect(answer.passages[0]!.text).toContain('3–5 business days');
  });

  it('finds the French desk’s articles for a hero searching in French', async () => {
    const hero = await signedIn('hero');
    const found = (
      await t.as(hero.token, { method: 'GET', url: `/api/knowledge/v1/${hero.tenantId}/articles?q=${encodeURIComponent('remboursé')}` })
    ).json<KnowledgeSearchReply>();
    expect(found.data[0]!.title).toBe('Remboursements : délais et formulation pour les clients francophones');
    expect(found.data[0]!.snippetHtml).toMatch(/<mark>rembours/i);
  });

  it('keeps the French claims team’s articles in French, found by French word forms', async () => {
    const commander = await signedIn('commander');
    const [claims] = await t.db.run({ tenantId: null, userId: null }, (tx) =>
      tx.select().from(tenants).where(eq(tenants.client, 'Globex Insurance')),
    );
    const fr = (await t.db.run({ tenantId: null, userId: null }, (tx) => tx.select().from(tenants))).find((g) => g.country === 'France')!;
    expect(claims).toBeDefined();
    const found = (
      await t.as(commander.token, { method: 'GET', url: `/api/knowledge/v1/${fr.id}/articles?q=${encodeURIComponent('rembourser')}` })
    ).json<KnowledgeSearchReply>();
    expect(found.data.map((d) => d.title)).toEqual(['Délais de remboursement des sinistres']);
    expect(found.data[0]!.language).toBe('fr-FR');
  });
});
