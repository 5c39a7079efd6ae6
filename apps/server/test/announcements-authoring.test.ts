import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AnnouncementDetail, AnnouncementListReply } from '@switchboard/contracts';
import { auditLog } from '../src/modules/audit/tables.js';
import { announcements } from '../src/modules/announcements/tables.js';
import { announcementWorld, type AnnouncementWorld } from './support/announcements.js';
import { makeTenant, makeUser } from './support/factories.js';

describe('announcement authoring', () => {
  let w: AnnouncementWorld;
  beforeAll(async () => {
    w = await announcementWorld();
  });
  afterAll(() => w.close());

  const patch = (token: string, id: string, payload: object, tenantId = w.a) =>
    w.t.as(token, { method: 'PATCH', url: `${w.base(tenantId)}/announcements/${id}`, payload });

  it('creates a draft with a sanitised body, invisible to readers until published', async () => {
    const draft = await w.create(w.guardian, {
      title: 'New refund policy',
      body: '<p onclick="steal()">Refunds <strong>within 14 days</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.com">policy</a></p><img src=x onerror=alert(1)>',
    });
    expect(draft).toMatchObject({ status: 'draft', title: 'New refund policy', category: 'Product Update', publishedAt: null, version: 1 });
    expect(draft.body).toBe(
      '<p>Refunds <strong>within 14 days</strong> <a>x</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">policy</a></p>',
    );
    expect(draft.excerpt).toBe('Refunds within 14 days x policy');

    const asHero = await w.t.as(w.hero.token, { method: 'GET', url: `${w.base()}/announcements/${draft._id}` });
    expect(asHero.statusCode).toBe(404);

    const published = await patch(w.guardian.token, draft._id, { status: 'published', version: 1 });
    expect(published.statusCode).toBe(200);
    expect(published.json<AnnouncementDetail>()).toMatchObject({ status: 'published', version: 2 });
    expect(published.json<AnnouncementDetail>().publishedAt).not.toBeNull();
    const seen = await w.t.as(w.hero.token, { method: 'GET', url: `${w.base()}/announcements/${draft._id}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<AnnouncementDetail>().announcementReadAckStatus).toEqual({ readAt: null, acknowledgementAt: null });
  });

  it('lets guardians, commanders and architects author, and refuses heroes and mentors (403)', async () => {
    const architect = await w.member('architect');
    for (const m of [w.guardian, w.commander, architect]) {
      expect((await w.create(m, { title: `by ${m.user.role}` })).status).toBe('draft');
    }
    const own = await w.create(w.guardian, { status: 'published' });
    for (const m of [w.hero, w.mentor]) {
      const calls = [
        w.t.as(m.token, { method: 'POST', url: `${w.base()}/announcements`, payload: { category: 'Actions', title: 'x' } }),
        patch(m.token, own._id, { title: 'hijacked' }),
        w.t.as(m.token, { method: 'DELETE', url: `${w.base()}/announcements/${own._id}` }),
        w.t.as(m.token, { method: 'GET', url: `${w.base()}/announcements/${own._id}/receipts` }),
        w.t.as(m.token, { method: 'GET', url: `${w.base()}/announcements/${own._id}/receipts.xlsx` }),
        w.t.as(m.token, { method: 'DELETE', url: `${w.base()}/announcements/${own._id}/media/${own._id}` }),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(403);
    }
    const unchanged = await w.t.as(w.hero.token, { method: 'GET', url: `${w.base()}/announcements/${own._id}` });
    expect(unchanged.json<AnnouncementDetail>().title).toBe('Title');
  });

  it("answers 404 for another tenant's path and for another tenant's announcement", async () => {
    const theirs = await w.create(w.outsider, { status: 'published', requiresAcknowledgement: true }, w.b);
    const ours = await w.create(w.guardian, { status: 'published' });
    const viaTheirPath = [
      ['GET', `${w.base(w.b)}/announcements`],
      ['POST', `${w.base(w.b)}/announcements`],
      ['GET', `${w.base(w.b)}/announcements/${theirs._id}`],
      ['PATCH', `${w.base(w.b)}/announcements/${theirs._id}`],
      ['DELETE', `${w.base(w.b)}/announcements/${theirs._id}`],
      ['POST', `${w.base(w.b)}/announcements/${theirs._id}/read`],
      ['POST', `${w.base(w.b)}/announcements/${theirs._id}/acknowledge`],
      ['GET', `${w.base(w.b)}/unread-count`],
      ['POST', `${w.base(w.b)}/announcements/${theirs._id}/media`],
      ['GET', `${w.base(w.b)}/announcements/${theirs._id}/media/${theirs._id}`],
      ['DELETE', `${w.base(w.b)}/announcements/${theirs._id}/media/${theirs._id}`],
      ['GET', `${w.base(w.b)}/announcements/${theirs._id}/receipts`],
      ['GET', `${w.base(w.b)}/announcements/${theirs._id}/receipts.xlsx`],
    ] as const;
    for (const [method, url] of viaTheirPath) {
      const payload = method === 'POST' || method === 'PATCH' ? { category: 'Actions', title: 'x' } : undefined;
      for (const m of [w.guardian, w.hero]) {
        const response = await w.t.as(m.token, { method, url, payload });
        expect(response.statusCode, `${m.user.role} ${method} ${url}`).toBe(404);
      }
    }
    // Their id under our own tenant's path is not found either.
    for (const [method, suffix] of [
      ['GET', ''],
      ['PATCH', ''],
      ['POST', '/read'],
      ['POST', '/acknowledge'],
      ['GET', '/receipts'],
    ] as const) {
      const response = await w.t.as(w.guardian.token, {
        method,
        url: `${w.base()}/announcements/${theirs._id}${suffix}`,
        payload: method === 'PATCH' ? { title: 'x' } : undefined,
      });
      expect(response.statusCode, `${method} ${suffix}`).toBe(404);
    }
    const list = await w.t.as(w.outsider.token, { method: 'GET', url: `${w.base(w.b)}/announcements?limit=100` });
    expect(list.json<AnnouncementListReply>().data.map((a) => a._id)).not.toContain(ours._id);
  });

  it('moves only draft → published → archived → published, and deletes only drafts', async () => {
    const draft = await w.create(w.guardian);
    const archiveDraft = await patch(w.guardian.token, draft._id, { status: 'archived' });
    expect(archiveDraft.statusCode).toBe(400);
    expect(archiveDraft.json().message).toMatch(/delete a draft instead/);

    await patch(w.guardian.token, draft._id, { status: 'published' });
    const backToDraft = await patch(w.guardian.token, draft._id, { status: 'draft' });
    expect(backToDraft.statusCode).toBe(400);
    expect(backToDraft.json().message).toBe('A published announcement cannot go back to draft.');
    const deletePublished = await w.t.as(w.guardian.token, { method: 'DELETE', url: `${w.base()}/announcements/${draft._id}` });
    expect(deletePublished.statusCode).toBe(400);

    const archived = await patch(w.guardian.token, draft._id, { status: 'archived' });
    expect(archived.json<AnnouncementDetail>()).toMatchObject({ status: 'archived' });
    expect(archived.json<AnnouncementDetail>().archivedAt).not.toBeNull();
    const restored = await patch(w.guardian.token, draft._id, { status: 'published' });
    expect(restored.json<AnnouncementDetail>()).toMatchObject({ status: 'published', archivedAt: null });

    const another = await w.create(w.guardian);
    const deleted = await w.t.as(w.commander.token, { method: 'DELETE', url: `${w.base()}/announcements/${another._id}` });
    expect(deleted.statusCode).toBe(204);
    const gone = await w.t.as(w.guardian.token, { method: 'GET', url: `${w.base()}/announcements/${another._id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const count = async () => (await w.t.db.run({ tenantId: w.a, userId: null }, (tx) => tx.select().from(announcements))).length;
    const before = await count();
    const cases: [object, RegExp][] = [
      [{ category: 'Gossip', title: 'x' }, /request is not valid/],
      [{ category: 'Actions', title: '   ' }, /request is not valid/],
      [{ category: 'Actions', title: 'x'.repeat(201) }, /request is not valid/],
      [{ category: 'Actions', title: 'x', status: 'published', body: '<p> </p>' }, /Write the announcement before publishing it/],
      [{ category: 'Actions', title: 'x', dueAt: '2999-01-01T00:00:00Z' }, /needs acknowledgement to be required/],
      [
        { category: 'Actions', title: 'x', status: 'published', requiresAcknowledgement: true, dueAt: '2001-01-01T00:00:00Z' },
        /must be in the future/,
      ],
      [{ category: 'Actions', title: 'x', audience: { roles: ['janitor'] } }, /request is not valid/],
    ];
    for (const [payload, message] of cases) {
      const response = await w.t.as(w.guardian.token, { method: 'POST', url: `${w.base()}/announcements`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const draft = await w.create(w.guardian);
    const empty = await patch(w.guardian.token, draft._id, { version: 1 });
    expect(empty.statusCode).toBe(400);
    expect(await count()).toBe(before + 1);
  });

  it('lets an overdue announcement be edited, but refuses a new due date in the past', async () => {
    const item = await w.create(w.guardian, { status: 'published', requiresAcknowledgement: true, dueAt: '2999-01-01T00:00:00.000Z' });
    const past = new Date(Date.now() - 86_400_000);
    await w.t.db.run({ tenantId: w.a, userId: null }, (tx) =>
      tx
        .update(announcements)
        .set({ dueAt: past })
        .where(and(eq(announcements.tenantId, w.a), eq(announcements.id, item._id))),
    );
    const edit = await patch(w.guardian.token, item._id, { title: 'Still overdue', dueAt: past.toISOString() });
    expect(edit.statusCode, edit.body).toBe(200);
    const moved = await patch(w.guardian.token, item._id, { dueAt: new Date(Date.now() - 3_600_000).toISOString() });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('The acknowledgement due date must be in the future.');
  });

  it('refuses an edit based on an outdated version (409) and keeps the newer text', async () => {
    const draft = await w.create(w.guardian, { title: 'Original' });
    expect((await patch(w.guardian.token, draft._id, { title: 'First edit', version: 1 })).statusCode).toBe(200);
    const stale = await patch(w.commander.token, draft._id, { title: 'Stale edit', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', message: 'Someone else changed this announcement. Reload it and try again.' });
    const now = await w.t.as(w.guardian.token, { method: 'GET', url: `${w.base()}/announcements/${draft._id}` });
    expect(now.json<AnnouncementDetail>()).toMatchObject({ title: 'First edit', version: 2 });
  });

  it('asks everyone to acknowledge again: a new round, unread again, earlier receipts kept', async () => {
    const item = await w.create(w.guardian, { status: 'published', requiresAcknowledgement: true });
    const ack = await w.t.as(w.hero.token, { method: 'POST', url: `${w.base()}/announcements/${item._id}/acknowledge` });
    expect(ack.json().announcementReadAckStatus.acknowledgementAt).not.toBeNull();
    const unread = async () =>
      (await w.t.as(w.hero.token, { method: 'GET', url: `${w.base()}/unread-count` })).json().unreadCount as number;
    const refused = await w.create(w.guardian, { status: 'published' });
    const noAck = await patch(w.guardian.token, refused._id, { requestReacknowledgement: true });
    expect(noAck.statusCode).toBe(400);
    const before = await unread();

    const again = await patch(w.guardian.token, item._id, { body: '<p>Updated terms</p>', requestReacknowledgement: true });
    expect(again.statusCode).toBe(200);
    expect(await unread()).toBe(before + 1);
    const mine = await w.t.as(w.hero.token, { method: 'GET', url: `${w.base()}/announcements/${item._id}` });
    expect(mine.json<AnnouncementDetail>().announcementReadAckStatus).toEqual({ readAt: null, acknowledgementAt: null });
    const receipts = await w.t.as(w.guardian.token, { method: 'GET', url: `${w.base()}/announcements/${item._id}/receipts` });
    expect(receipts.json().summary.round).toBe(2);
    const audit = await w.t.db.run({ tenantId: w.a, userId: null }, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, item._id), eq(auditLog.action, 'announcement.reacknowledge'))),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ ackRound: 2, bodyChanged: true });
  });

  it('audits every authoring write with the actor', async () => {
    const draft = await w.create(w.commander, { title: 'Audited' });
    await patch(w.commander.token, draft._id, { status: 'published' });
    await patch(w.commander.token, draft._id, { status: 'archived' });
    const rows = await w.t.db.run({ tenantId: w.a, userId: null }, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.targetId, draft._id)),
    );
    expect(rows.map((r) => r.action)).toEqual(['announcement.create', 'announcement.publish', 'announcement.archive']);
    expect(new Set(rows.map((r) => r.actorId))).toEqual(new Set([w.commander.user.id]));
  });

  it('publishes copies into the other groups the author may act in that match the target attributes', async () => {
    const org = 'Broadcast Org';
    const home = await makeTenant(w.t.db, { org, client: 'Acme', country: 'France', lob: 'Care' });
    const frCare = await makeTenant(w.t.db, { org, client: 'Acme', country: 'France', lob: 'Care' });
    await makeTenant(w.t.db, { org, client: 'Acme', country: 'France', lob: 'Sales' });
    await makeTenant(w.t.db, { org, client: 'Acme', country: 'United Kingdom', lob: 'Care' });
    await makeTenant(w.t.db, { org: 'Other Org', client: 'Acme', country: 'France', lob: 'Care' });
    const commanderUser = await makeUser(w.t.db, { role: 'commander', tenants: [home.id] });
    const commander = { user: commanderUser, token: await w.t.signIn(commanderUser.email) };
    const readerUser = await makeUser(w.t.db, { role: 'hero', tenants: [frCare.id] });
    const reader = await w.t.signIn(readerUser.email);

    const draft = await w.create(
      commander,
      {
        title: 'France care update',
        audience: { roles: [], groups: { clients: [], countries: ['France'], locations: [], lobs: ['Care'], subLobs: [] } },
      },
      home.id,
    );
    expect(draft.publishedTo).toEqual([]);
    const published = await patch(commander.token, draft._id, { status: 'published' }, home.id);
    // Not the Sales or UK groups (attributes), not the other organisation's group (commander's reach).
    expect(published.json<AnnouncementDetail>().publishedTo.map((g) => g.tenantId)).toEqual([frCare.id]);

    const feed = await w.t.as(reader, { method: 'GET', url: `${w.base(frCare.id)}/announcements` });
    const [copy] = feed.json<AnnouncementListReply>().data;
    expect(copy).toMatchObject({ title: 'France care update', status: 'published', broadcastId: draft._id });
    expect((await w.t.as(reader, { method: 'GET', url: `${w.base(frCare.id)}/unread-count` })).json()).toEqual({ unreadCount: 1 });
  });
});
