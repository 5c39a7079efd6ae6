import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { multipartBody } from './support/multipart.js';
import { docxOf, pdfOf } from './support/documents.js';
import { RANKED_MATCHES } from '../src/modules/knowledge/article-service.js';

describe('Knowledge articles and search', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let hero: UserRow, mentor: UserRow, guardian: UserRow, guardianB: UserRow;
  const tokens = new Map<string, string>();
  const as = (u: UserRow, options: Parameters<TestApp['as']>[1]) => t.as(tokens.get(u.id)!, options);
  const base = (tenant: TenantRow) => `/api/knowledge/v1/${tenant.id}/articles`;
  const write = (u: UserRow, payload: Record<string, unknown>, tenant = a) => as(u, { method: 'POST', url: base(tenant), payload });
  const search = async (u: UserRow, query: string) => {
    const response = await as(u, { method: 'GET', url: `${base(a)}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      data: { articleId: string; title: string; snippetHtml: string; status: string }[];
      total: number;
      more: boolean;
      tags: string[];
    }>();
  };
  const titles = (reply: { data: { title: string }[] }) => reply.data.map((d) => d.title);

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    hero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    mentor = await makeUser(t.db, { role: 'mentor', tenants: [a.id] });
    guardian = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    guardianB = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    for (const u of [hero, mentor, guardian, guardianB]) tokens.set(u.id, await t.signIn(u.email));
    const articles = [
      {
        title: 'Refund timing for returned items',
        bodyHtml: '<p>Once the warehouse scans a return, refunds are issued to the original card and take 3–5 business days to appear.</p>',
        tags: ['refunds', 'returns'],
        language: 'en-US',
        status: 'published',
      },
      {
        title: 'Verifying a caller’s identity',
        bodyHtml:
          '<p>Ask for the full name and date of birth, then the last four digits of the account number. Never ask for a password.</p>',
        tags: ['identity'],
        language: 'en-US',
        status: 'published',
      },
      {
        title: 'Délai de remboursement',
        bodyHtml: '<p>Les remboursements sont effectués sur la carte d’origine sous 3 à 5 jours ouvrés après réception du retour.</p>',
        tags: ['refunds'],
        language: 'fr-FR',
        status: 'published',
      },
      {
        title: 'Coaching notes on refunds for team leaders',
        bodyHtml: '<p>Listen for refund promises that were not kept.</p>',
        tags: ['coaching'],
        language: 'en-US',
        status: 'published',
        audienceRoles: ['mentor', 'guardian'],
      },
      { title: 'Refund policy draft', bodyHtml: '<p>Unpublished refund changes.</p>', language: 'en-US', status: 'draft' },
    ];
    for (const article of articles) expect((await write(guardian, article)).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('finds English articles by other forms of the words (stemming) and ranks the title hit first, with highlighted snippets', async () => {
    const reply = await search(hero, 'q=refunded');
    expect(titles(reply)).toEqual(['Refund timing for returned items']);
    expect(reply.data[0]!.snippetHtml).toContain('<mark>refunds</mark>');
    const twoWords = await search(hero, `q=${encodeURIComponent('business days')}`);
    expect(titles(twoWords)).toEqual(['Refund timing for returned items']);
    expect(twoWords).toMatchObject({ total: 1, more: false });
  });

  it('finds a quoted phrase only with its words in that order, and leaves out a phrase after a minus', async () => {
    expect(titles(await search(hero, `q=${encodeURIComponent('"business days"')}`))).toEqual(['Refund timing for returned items']);
    expect(titles(await search(hero, `q=${encodeURIComponent('"days business"')}`))).toEqual([]);
    const without = await search(mentor, `q=${encodeURIComponent('refund -"business days"')}&language=en-US`);
    expect(titles(without)).toEqual(['Coaching notes on refunds for team leaders']);
  });

  it('searches French articles with French stemming', async () => {
    const reply = await search(hero, `q=${encodeURIComponent('remboursé')}`);
    expect(titles(reply)).toEqual(['Délai de remboursement']);
    expect(reply.data[0]!.snippetHtml).toMatch(/<mark>remboursements<\/mark>/i);
    expect(titles(await search(hero, 'q=rembours&language=en-US'))).toEqual([]);
  });

  it('shows readers published articles for their role only; editors also see drafts', async () => {
    expect(titles(await search(hero, 'q=refund'))).not.toContain('Coaching notes on refunds for team leaders');
    expect(titles(await search(mentor, 'q=refund'))).toContain('Coaching notes on refunds for team leaders');
    expect(titles(await search(hero, 'q=refund'))).not.toContain('Refund policy draft');
    expect(titles(await search(guardian, 'q=refund'))).toContain('Refund policy draft');
    // A hero cannot ask for drafts by filter either.
    expect(titles(await search(hero, 'status=draft'))).not.toContain('Refund policy draft');
  });

  it('filters by tag and language, lists the tags, and pages the latest articles without a query', async () => {
    const byTag = await search(hero, 'tag=refunds');
    expect(titles(byTag).sort()).toEqual(['Délai de remboursement', 'Refund timing for returned items']);
    expect(titles(await search(hero, 'tag=refunds&language=fr-FR'))).toEqual(['Délai de remboursement']);
    expect(byTag.tags).toEqual(['identity', 'refunds', 'returns']);
    const page = await search(hero, 'limit=2&page=1');
    expect(page.total).toBe(3);
    expect(page.data).toHaveLength(2);
  });

  it('stores sanitised HTML and escapes the snippet, so no script ever reaches a reader', async () => {
    const created = await write(guardian, {
      title: 'Escalation <b>path</b>',
      bodyHtml: '<p>Escalate "urgent" R&amp;D cases <script>alert(1)</script> to the duty manager <img src=x onerror=alert(2)></p>',
      language: 'en-US',
      status: 'published',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().bodyHtml).not.toMatch(/script|onerror|<img/);
    const hit = (await search(hero, 'q=escalate')).data[0]!;
    expect(hit.snippetHtml).toContain('&quot;urgent&quot; R&amp;D');
  });

  it('lets guardians edit and archive; archived articles leave readers’ search', async () => {
    const [target] = (await search(guardian, `q=${encodeURIComponent('identity')}`)).data;
    const edited = await as(guardian, {
      method: 'PATCH',
      url: `${base(a)}/${target!.articleId}`,
      payload: { bodyHtml: '<p>Ask for the full name and postcode.</p>' },
    });
    expect(edited.statusCode).toBe(200);
    expect(titles(await search(hero, 'q=postcode'))).toEqual(['Verifying a caller’s identity']);
    await as(guardian, { method: 'PATCH', url: `${base(a)}/${target!.articleId}`, payload: { status: 'archived' } });
    expect(titles(await search(hero, 'q=postcode'))).toEqual([]);
    expect((await as(hero, { method: 'GET', url: `${base(a)}/${target!.articleId}` })).statusCode).toBe(404);
  });

  it('answers 403 to readers who write, 404 across groups, 400 for bad input and never 500 on any query text', async () => {
    expect((await write(hero, { title: 'x', bodyHtml: '', language: 'en-US' })).statusCode).toBe(403);
    expect((await write(mentor, { title: 'x', bodyHtml: '', language: 'en-US' })).statusCode).toBe(403);
    expect((await write(guardianB, { title: 'x', bodyHtml: '', language: 'en-US' }, a)).statusCode).toBe(404);
    const [one] = (await search(hero, 'q=refund')).data;
    expect((await as(guardianB, { method: 'GET', url: `${base(a)}/${one!.articleId}` })).statusCode).toBe(404);
    expect((await as(guardianB, { method: 'GET', url: `${base(b)}/${one!.articleId}` })).statusCode).toBe(404);
    expect((await write(guardian, { title: '', bodyHtml: '', language: 'en-US' })).statusCode).toBe(400);
    expect((await write(guardian, { title: 'x', bodyHtml: '', language: 'xx-XX' })).statusCode).toBe(400);
    for (const q of ['"unclosed', '-', '!!! & | <->', "o'neil", '\u202e\u05e9\u05dc\u05d5\u05dd', '🙂'.repeat(50), 'or or or']) {
      expect((await as(hero, { method: 'GET', url: `${base(a)}?q=${encodeURIComponent(q)}` })).statusCode, q).toBe(200);
    }
  });

  it('stops counting a very common word at its cap and says there are more; the listing counts them all', async () => {
    for (let i = 0; i < RANKED_MATCHES + 1; i++) {
      const body = { title: `Outage note ${i}`, bodyHtml: `<p>Router outage in area ${i}.</p>`, language: 'en-US', status: 'published' };
      expect((await write(guardianB, body, b)).statusCode).toBe(201);
    }
    const common = await as(guardianB, { method: 'GET', url: `${base(b)}?q=outage` });
    expect(common.json()).toMatchObject({ total: RANKED_MATCHES, more: true });
    expect(common.json().data).toHaveLength(10);
    const listing = await as(guardianB, { method: 'GET', url: base(b) });
    expect(listing.json()).toMatchObject({ total: RANKED_MATCHES + 1, more: false });
  });

  describe('import', () => {
    const upload = (u: UserRow, filename: string, contentType: string, content: Buffer, language = 'en-US') => {
      const { body, contentType: type } = multipartBody([{ filename, contentType, content }]);
      return as(u, { method: 'POST', url: `${base(a)}/import?language=${language}`, payload: body, headers: { 'content-type': type } });
    };

    it('turns .docx, .pdf, .md and .html into draft articles with their text searchable', async () => {
      const docx = await upload(
        guardian,
        'outage-guide.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        await docxOf([
          { text: 'Broadband outage script', heading: true },
          { text: 'Check the outage map before booking an engineer visit.' },
        ]),
      );
      expect(docx.statusCode, docx.body).toBe(201);
      expect(docx.json()).toMatchObject({ title: 'Broadband outage script', status: 'draft', language: 'en-US' });
      expect(docx.json().bodyHtml).toContain('outage map');

      const pdf = await upload(
        guardian,
        'returns-policy.pdf',
        'application/pdf',
        pdfOf(['Returns are accepted within 30 days.', 'Keep the receipt.']),
      );
      expect(pdf.statusCode, pdf.body).toBe(201);
      expect(pdf.json().title).toBe('returns policy');
      expect(pdf.json().bodyHtml).toContain('Returns are accepted within 30 days.');

      const md = await upload(
        guardian,
        'greeting.md',
        'text/markdown',
        Buffer.from('# Begrüßung\n\nBitte **immer** mit Namen begrüßen.\n'),
        'de-DE',
      );
      expect(md.statusCode, md.body).toBe(201);
      expect(md.json()).toMatchObject({ title: 'Begrüßung', language: 'de-DE' });
      expect(md.json().bodyHtml).toContain('<strong>immer</strong>');

      const html = await upload(
        guardian,
        'closing.html',
        'text/html',
        Buffer.from('<h2>Closing</h2><p onclick="x()">Summarise and thank.</p><script>x()</script>'),
      );
      expect(html.statusCode, html.body).toBe(201);
      expect(html.json().bodyHtml).toBe('<h2>Closing</h2><p>Summarise and thank.</p>');

      expect(titles(await search(guardian, 'q=engineer&status=draft'))).toEqual(['Broadband outage script']);
      expect(titles(await search(guardian, `q=${encodeURIComponent('begrüßen')}&status=draft`))).toEqual(['Begrüßung']);
    });

    it('refuses other types, content that is not what its name says, empty documents and lower roles', async () => {
      expect((await upload(guardian, 'tool.exe', 'application/octet-stream', Buffer.from('MZ'))).statusCode).toBe(415);
      const fake = await upload(guardian, 'fake.pdf', 'application/pdf', Buffer.from('not a pdf at all'));
      expect(fake.statusCode).toBe(415);
      expect(fake.json().message).toMatch(/not PDF/);
      expect((await upload(guardian, 'bomb.docx', 'application/octet-stream', Buffer.from('PK\u0003\u0004garbage'))).statusCode).toBe(415);
      expect((await upload(guardian, 'empty.md', 'text/markdown', Buffer.from('   '))).statusCode).toBe(400);
      expect((await upload(guardian, 'binary.md', 'text/markdown', Buffer.from([0x41, 0x00, 0x42]))).statusCode).toBe(415);
      expect((await upload(hero, 'greeting.md', 'text/markdown', Buffer.from('# Hi'))).statusCode).toBe(403);
      const tooBig = await upload(guardian, 'huge.md', 'text/markdown', Buffer.alloc(10 * 1024 * 1024 + 1, 0x61));
      expect(tooBig.statusCode).toBe(413);
    });

    it('titles a document without a heading by its file name, with control characters left out of it', async () => {
      const named = await upload(guardian, 'refund\u0000 steps\u0007.md', 'text/markdown', Buffer.from('Refunds take 3 to 5 days.'));
      expect(named.statusCode, named.body).toBe(201);
      expect(named.json().title).toBe('refund steps');
    });
  });
});
