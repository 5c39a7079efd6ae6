import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import WebSocket from 'ws';
import type { AnnouncementDetail, AnnouncementItem, AnnouncementListReply, AnnouncementReceiptReply } from '@switchboard/contracts';
import { announcementWorld, type AnnouncementWorld, type Member } from './support/announcements.js';
import { makeTenant, makeUser } from './support/factories.js';

describe('announcement feed, receipts of readers and the unread counter', () => {
  let w: AnnouncementWorld;
  beforeAll(async () => {
    w = await announcementWorld();
  });
  afterAll(() => w.close());

  const list = async (m: Member, query = '', tenantId = w.a) => {
    const response = await w.t.as(m.token, { method: 'GET', url: `${w.base(tenantId)}/announcements${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AnnouncementListReply>();
  };
  const unread = async (m: Member, tenantId = w.a) =>
    (await w.t.as(m.token, { method: 'GET', url: `${w.base(tenantId)}/unread-count` })).json<{ unreadCount: number }>().unreadCount;
  const post = (m: Member, id: string, action: 'read' | 'acknowledge', tenantId = w.a) =>
    w.t.as(m.token, { method: 'POST', url: `${w.base(tenantId)}/announcements/${id}/${action}` });

  it('lists newest first, filters by category, author and status, and pages without duplicates', async () => {
    const tenant = (await makeTenant(w.t.db)).id;
    const guardianUser = await makeUser(w.t.db, { role: 'guardian', tenants: [tenant] });
    const commanderUser = await makeUser(w.t.db, { role: 'commander', tenants: [tenant] });
    const heroUser = await makeUser(w.t.db, { role: 'hero', tenants: [tenant] });
    const g = { user: guardianUser, token: await w.t.signIn(guardianUser.email) };
    const c = { user: commanderUser, token: await w.t.signIn(commanderUser.email) };
    const h = { user: heroUser, token: await w.t.signIn(heroUser.email) };
    const made: AnnouncementDetail[] = [];
    for (let i = 0; i < 7; i++) {
      const by = i % 2 === 0 ? g : c;
      made.push(
        await w.create(
          by,
          { title: `Item ${i}`, category: i < 3 ? 'Process Change' : 'New Launch', status: i === 6 ? 'draft' : 'published' },
          tenant,
        ),
      );
    }
    const archived = made[1]!;
    await w.t.as(g.token, { method: 'PATCH', url: `${w.base(tenant)}/announcements/${archived._id}`, payload: { status: 'archived' } });

    const all = await list(h, '?limit=100', tenant);
    expect(all.data.map((a) => a.title)).toEqual(['Item 5', 'Item 4', 'Item 3', 'Item 2', 'Item 1', 'Item 0']);
    expect(all.data.find((a) => a.title === 'Item 1')?.status).toBe('archived');
    expect(all.authors.map((a) => a._id).sort()).toEqual([g.user.id, c.user.id].sort());

    const byGuardian = await list(h, `?author=${g.user.id}&limit=100`, tenant);
    expect(byGuardian.data.map((a) => a.title)).toEqual(['Item 4', 'Item 2', 'Item 0']);
    expect(byGuardian.data.every((a) => a.authorId === g.user.id)).toBe(true);
    expect(all.authors.find((a) => a._id === g.user.id)?.name).toBe(byGuardian.data[0]!.author);
    const launches = await list(h, '?category=New%20Launch', tenant);
    expect(launches.data.map((a) => a.title)).toEqual(['Item 5', 'Item 4', 'Item 3']);
    const archivedOnly = await list(h, '?status=archived', tenant);
    expect(archivedOnly.data.map((a) => a.title)).toEqual(['Item 1']);
    // Authors also see drafts; readers never do.
    expect((await list(g, '?status=draft', tenant)).data.map((a) => a.title)).toEqual(['Item 6']);
    expect((await list(h, '?status=draft', tenant)).total).toBe(0);

    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const reply = await list(h, `?page=${page}&limit=2`, tenant);
      expect(reply.total).toBe(6);
      seen.push(...reply.data.map((a) => a._id));
    }
    expect(new Set(seen).size).toBe(6);

    const bad = await w.t.as(h.token, { method: 'GET', url: `${w.base(tenant)}/announcements?category=Gossip` });
    expect(bad.statusCode).toBe(400);
  });

  it('shows an announcement only to the roles it is meant for', async () => {
    const forMentors = await w.create(w.guardian, {
      title: 'Mentors only',
      status: 'published',
      audience: { roles: ['mentor'], groups: null },
    });
    const heroFeed = await list(w.hero, '?limit=1000');
    expect(heroFeed.data.map((a) => a._id)).not.toContain(forMentors._id);
    expect((await w.t.as(w.hero.token, { method: 'GET', url: `${w.base()}/announcements/${forMentors._id}` })).statusCode).toBe(404);
    expect((await post(w.hero, forMentors._id, 'read')).statusCode).toBe(404);
    expect((await list(w.mentor, '?limit=1000')).data.map((a) => a._id)).toContain(forMentors._id);
    expect((await list(w.guardian, '?limit=1000')).data.map((a) => a._id)).toContain(forMentors._id);
  });

  it('marks as meant for the reader exactly what the unread counter counts (authors list others’ announcements too)', async () => {
    const forHeroes = await w.create(w.guardian, {
      title: 'Heroes and mentors',
      status: 'published',
      audience: { roles: ['hero', 'mentor'], groups: null },
    });
    for (const reader of [w.hero, w.mentor, w.guardian]) {
      const feed = await list(reader, '?limit=1000&status=published');
      const counted = feed.data.filter((a) => a.forYou && a.announcementReadAckStatus.readAt === null).length;
      expect(counted, reader.user.email).toBe(await unread(reader));
      expect(feed.data.find((a) => a._id === forHeroes._id)?.forYou, reader.user.email).toBe(reader !== w.guardian);
    }
  });

  it('moves unread → read → acknowledged only forward, with the counter following', async () => {
    const reader = await w.member('hero');
    const start = await unread(reader);
    const item = await w.create(w.guardian, { status: 'published', requiresAcknowledgement: true, title: 'Must read' });
    expect(await unread(reader)).toBe(start + 1);

    const read = await post(reader, item._id, 'read');
    expect(read.statusCode).toBe(200);
    const first = read.json<AnnouncementReceiptReply>();
    expect(first.unreadCount).toBe(start);
    expect(first.announcementReadAckStatus.readAt).not.toBeNull();
    expect(first.announcementReadAckStatus.acknowledgementAt).toBeNull();

    const again = (await post(reader, item._id, 'read')).json<AnnouncementReceiptReply>();
    expect(again.announcementReadAckStatus.readAt).toBe(first.announcementReadAckStatus.readAt);

    const ack = (await post(reader, item._id, 'acknowledge')).json<AnnouncementReceiptReply>();
    expect(ack.announcementReadAckStatus.readAt).toBe(first.announcementReadAckStatus.readAt);
    expect(ack.announcementReadAckStatus.acknowledgementAt).not.toBeNull();
    const ackAgain = (await post(reader, item._id, 'acknowledge')).json<AnnouncementReceiptReply>();
    expect(ackAgain.announcementReadAckStatus).toEqual(ack.announcementReadAckStatus);
    const reread = (await post(reader, item._id, 'read')).json<AnnouncementReceiptReply>();
    expect(reread.announcementReadAckStatus).toEqual(ack.announcementReadAckStatus);

    const feedItem = (await list(reader, '?limit=1000')).data.find((a) => a._id === item._id);
    expect(feedItem?.announcementReadAckStatus).toEqual(ack.announcementReadAckStatus);
    expect(await unread(reader)).toBe(start);
  });

  it('acknowledges an unread announcement in one step and refuses what cannot be acknowledged', async () => {
    const reader = await w.member('hero');
    const needsAck = await w.create(w.guardian, { status: 'published', requiresAcknowledgement: true });
    const ack = (await post(reader, needsAck._id, 'acknowledge')).json<AnnouncementReceiptReply>();
    expect(ack.announcementReadAckStatus.readAt).toBe(ack.announcementReadAckStatus.acknowledgementAt);

    const plain = await w.create(w.guardian, { status: 'published' });
    const refused = await post(reader, plain._id, 'acknowledge');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This announcement does not ask for acknowledgement.');

    const draft = await w.create(w.guardian, { requiresAcknowledgement: true });
    expect((await post(w.guardian, draft._id, 'read')).json().message).toBe('This announcement is not published yet.');
    await w.t.as(w.guardian.token, { method: 'PATCH', url: `${w.base()}/announcements/${needsAck._id}`, payload: { status: 'archived' } });
    const archived = await post(reader, needsAck._id, 'read');
    expect(archived.statusCode).toBe(400);
    expect(archived.json().message).toBe('This announcement is archived.');
  });

  it('does not count the publisher’s own announcement as unread, nor archived ones', async () => {
    const author = await w.member('guardian');
    const start = await unread(author);
    const mine = await w.create(author, { status: 'published' });
    expect(await unread(author)).toBe(start);
    const reader = await w.member('hero');
    const before = await unread(reader);
    await w.t.as(author.token, { method: 'PATCH', url: `${w.base()}/announcements/${mine._id}`, payload: { status: 'archived' } });
    expect(await unread(reader)).toBe(before - 1);
  });

  it('keeps the counter exact and never negative under concurrent reads, acknowledgements and publications', async () => {
    // Random interleavings of a reader's reads/acks (often duplicated, on two devices) with new publications.
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ item: fc.nat(4), op: fc.constantFrom('read', 'acknowledge', 'read') }), { minLength: 1, maxLength: 16 }),
        fc.nat(2),
        async (ops, extraPublications) => {
          const tenant = (await makeTenant(w.t.db)).id;
          const authorUser = await makeUser(w.t.db, { role: 'guardian', tenants: [tenant] });
          const readerUser = await makeUser(w.t.db, { role: 'hero', tenants: [tenant] });
          const author = { user: authorUser, token: await w.t.signIn(authorUser.email) };
          const reader = { user: readerUser, token: await w.t.signIn(readerUser.email) };
          const items: AnnouncementItem[] = [];
          for (let i = 0; i < 5; i++) items.push(await w.create(author, { status: 'published', requiresAcknowledgement: true }, tenant));
          const replies = await Promise.all([
            ...ops.map((o) => post(reader, items[o.item]!._id, o.op as 'read' | 'acknowledge', tenant)),
            ...Array.from({ length: extraPublications }, () => w.create(author, { status: 'published' }, tenant)),
          ]);
          for (const r of replies) {
            if ('statusCode' in r) {
              expect(r.statusCode).toBe(200);
              expect(r.json<AnnouncementReceiptReply>().unreadCount).toBeGreaterThanOrEqual(0);
            }
          }
          const touched = new Set(ops.map((o) => o.item)).size;
          expect(await unread(reader, tenant)).toBe(5 - touched + extraPublications);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('updates the counter live over the events socket, on every device of the reader', async () => {
    await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (w.t.app.server.address() as { port: number }).port;
    const reader = await w.member('hero');
    const otherDeviceToken = await w.t.signIn(reader.user.email);
    const open = (token: string) =>
      new Promise<{ socket: WebSocket; messages: { type: string; payload: Record<string, unknown> }[] }>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/events`, { headers: { 'x-auth-token': token } });
        const messages: { type: string; payload: Record<string, unknown> }[] = [];
        socket.on('message', (data) => messages.push(JSON.parse(String(data))));
        socket.on('open', () => resolve({ socket, messages }));
        socket.on('error', reject);
      });
    const until = async (check: () => boolean) => {
      const deadline = Date.now() + 5000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error('timed out waiting for an event');
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const phone = await open(otherDeviceToken);
    const laptop = await open(reader.token);
    const outsider = await open(w.outsider.token);
    await until(() => phone.messages.some((m) => m.type === 'ready') && laptop.messages.some((m) => m.type === 'ready'));

    const item = await w.create(w.guardian, { status: 'published', requiresAcknowledgement: true });
    await until(() => phone.messages.some((m) => m.type === 'announcement.published' && m.payload.announcementId === item._id));
    const count = await unread(reader);

    await post(reader, item._id, 'read');
    await until(() => phone.messages.some((m) => m.type === 'announcement.receipt'));
    const receipt = phone.messages.find((m) => m.type === 'announcement.receipt')!;
    expect(receipt.payload).toMatchObject({ announcementId: item._id, unreadCount: count - 1 });
    await post(reader, item._id, 'acknowledge');
    await until(() => phone.messages.filter((m) => m.type === 'announcement.receipt').length === 2);

    await w.t.as(w.guardian.token, { method: 'PATCH', url: `${w.base()}/announcements/${item._id}`, payload: { status: 'archived' } });
    await until(() => laptop.messages.some((m) => m.type === 'announcement.archived'));
    // Tenant B's socket heard none of it.
    expect(outsider.messages.map((m) => m.type)).toEqual(['ready']);
    for (const s of [phone, laptop, outsider]) s.socket.close();
  });
});
