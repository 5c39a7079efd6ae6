import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { PHRASE_CHECKS, RANKED_MATCHES } from '../src/modules/knowledge/article-service.js';

/**
 * Search on a base larger than the search's caps, where the articles that best answer a query were
 * written last: the search must find them first, not the first matches in the table.
 */
describe('Knowledge search relevance on a large base', { timeout: 120_000 }, () => {
  let t: TestApp;
  let a: TenantRow;
  let hero: UserRow, guardian: UserRow;
  let token: string;
  let batch = 0;

  /** `count` published English articles written straight into the table, as a bulk import leaves them. */
  async function bulk(count: number, title: string, body: string, language = 'en-US', config = 'english', daysOld = 30) {
    batch += 1;
    await t.db.owner.execute(sql`
      insert into knowledge_articles (tenant_id, id, title, body_html, body_text, tags, language, audience_roles, status,
        author_id, author_name, search, created_at, updated_at)
      select ${a.id}, ${`b${batch}`} || lpad(to_hex(i), 22, '0'), ${title} || ' ' || i, '<p>' || ${body} || '</p>', ${body}, '{}',
        ${language}, '{}', 'published', ${guardian.id}, 'Bulk',
        setweight(to_tsvector(${config}::regconfig, ${title} || ' ' || i), 'A') || setweight(to_tsvector(${config}::regconfig, ${body}), 'C'),
        now() - ${daysOld} * interval '1 day' - i * interval '1 minute', now() - ${daysOld} * interval '1 day' - i * interval '1 minute'
      from generate_series(1, ${count}) i`);
  }
  const write = async (payload: Record<string, unknown>) => {
    const response = await t.as(await t.signIn(guardian.email), { method: 'POST', url: `/api/knowledge/v1/${a.id}/articles`, payload });
    expect(response.statusCode, response.body).toBe(201);
  };
  const search = async (query: Record<string, string>) => {
    const response = await t.as(token, { method: 'GET', url: `/api/knowledge/v1/${a.id}/articles?${new URLSearchParams(query)}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { title: string; language: string }[]; total: number; more: boolean }>();
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db);
    hero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    guardian = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    token = await t.signIn(hero.email);
  });
  afterAll(() => t.close());

  it('finds every article holding a quoted phrase, though more articles hold its words apart than the phrase check reads', async () => {
    await bulk(PHRASE_CHECKS + 50, 'Payment options', 'Pay by debit card, or make a direct transfer from the bank.');
    await write({
      title: 'Set up a direct debit',
      bodyHtml: '<p>Collect the sort code first.</p>',
      language: 'en-US',
      status: 'published',
    });
    await write({
      title: 'Failed payments',
      bodyHtml: '<p>When a direct debit fails, write to the customer.</p>',
      language: 'en-US',
      status: 'published',
    });
    const reply = await search({ q: '"direct debit"' });
    expect(reply.data.map((d) => d.title).sort()).toEqual(['Failed payments', 'Set up a direct debit']);
    expect(reply).toMatchObject({ total: 2, more: false });
    // A phrase of three words, and one with a word left out by the stemmer, are still checked in order.
    expect((await search({ q: '"a direct debit fails"' })).data.map((d) => d.title)).toEqual(['Failed payments']);
    expect((await search({ q: '"debit direct"' })).total).toBe(0);
  });

  it('lists the articles whose title holds a common word first, though more hold it in their text than a search ranks', async () => {
    await bulk(RANKED_MATCHES + 50, 'Travel note', 'Customers abroad may pay for roaming on some plans.');
    await write({
      title: 'Roaming charges abroad',
      bodyHtml: '<p>What a customer pays away from home.</p>',
      language: 'en-US',
      status: 'published',
    });
    const reply = await search({ q: 'roaming' });
    expect(reply.data[0]!.title).toBe('Roaming charges abroad');
    expect(reply.more).toBe(true);
  });
});

describe('Knowledge listing in the reader’s language', () => {
  let t: TestApp;
  let a: TenantRow;
  let guardian: UserRow, hero: UserRow;

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db);
    guardian = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    hero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    const editor = await t.signIn(guardian.email);
    // The French articles are the oldest, so without a preferred language they come last.
    const articles = [
      { title: 'Délai de remboursement', language: 'fr-FR' },
      { title: 'Vérifier l’identité', language: 'fr-FR' },
      { title: 'Refund timing', language: 'en-US' },
      { title: 'Plazo de reembolso', language: 'es-ES' },
      { title: 'Identity checks', language: 'en-US' },
    ];
    for (const article of articles) {
      const response = await t.as(editor, {
        method: 'POST',
        url: `/api/knowledge/v1/${a.id}/articles`,
        payload: { ...article, bodyHtml: '<p>…</p>', status: 'published' },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  const listing = async (query: string) => {
    const response = await t.as(await t.signIn(hero.email), { method: 'GET', url: `/api/knowledge/v1/${a.id}/articles?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { title: string }[]; total: number; more: boolean }>();
  };

  it('lists the reader’s language first, then the group’s other languages, each newest first', async () => {
    const french = await listing('limit=5&preferLanguage=fr-FR');
    expect(french.data.map((d) => d.title)).toEqual([
      'Vérifier l’identité',
      'Délai de remboursement',
      'Identity checks',
      'Plazo de reembolso',
      'Refund timing',
    ]);
    expect(french).toMatchObject({ total: 5, more: false });
    const page = await listing('limit=2&page=2&preferLanguage=fr-FR');
    expect(page.data.map((d) => d.title)).toEqual(['Identity checks', 'Plazo de reembolso']);
    expect((await listing('limit=2&page=4&preferLanguage=fr-FR')).total).toBe(5);
    expect((await listing('limit=2')).data.map((d) => d.title)).toEqual(['Identity checks', 'Plazo de reembolso']);
    const unknown = await t.as(await t.signIn(hero.email), {
      method: 'GET',
      url: `/api/knowledge/v1/${a.id}/articles?preferLanguage=xx-XX`,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
