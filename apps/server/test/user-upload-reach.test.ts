import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { UploadJob } from '@switchboard/contracts';
import { users } from '../src/modules/accounts/tables.js';
import { memberships } from '../src/modules/tenants/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { enableApplication, makeApplication } from './support/application-factories.js';
import { multipart } from './support/upload-multipart.js';
import { writeUploadFixtures } from './fixtures/upload-fixtures.js';

/**
 * An upload may change only accounts wholly within the uploader's reach: a guardian's own groups, a
 * commander's organisation. A row for any other existing account fails with one neutral remark and
 * leaves that account (name, role, memberships, sessions) as it was.
 */
describe('user bulk upload: accounts outside the uploader reach', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow, other: TenantRow;
  let guardianA: UserRow, guardianAB: UserRow, commanderA: UserRow, attacker: UserRow;
  let dir: string;
  const tokens = new Map<string, string>();
  const token = (u: UserRow) => tokens.get(u.id)!;

  /** users-valid.csv with its three rows' e-mails replaced (row 2 a hero, row 3 an inactive mentor, row 4 a guardian). */
  const csvWith = async (emails: [string, string, string], edit: (csv: string) => string = (s) => s) => {
    let csv = (await readFile(path.join(dir, 'users-valid.csv'))).toString('utf8');
    ['user101@example.com', 'user102@example.com', 'user103@example.com'].forEach((from, i) => (csv = csv.replace(from, emails[i]!)));
    return Buffer.from(edit(csv), 'utf8');
  };
  const uploadAndCommit = async (u: UserRow, tenantId: string, data: Buffer) => {
    const body = multipart('people.csv', data);
    const preview = await t.as(token(u), {
      method: 'POST',
      url: `/api/tenant/v1/${tenantId}/users/upload`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(preview.statusCode, preview.body).toBe(201);
    const done = await t.as(token(u), {
      method: 'POST',
      url: `/api/tenant/v1/${tenantId}/users/upload/${preview.json<UploadJob>().jobId}/commit`,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(done.statusCode, done.body).toBe(200);
    return done.json<UploadJob>();
  };
  const account = async (id: string) => {
    const [row] = await t.db.run({ tenantId: null, userId: null }, (tx) => tx.select().from(users).where(eq(users.id, id)));
    return row!;
  };
  const membership = async (tenantId: string, userId: string) => {
    const [row] = await t.db.run({ tenantId, userId: null }, (tx) =>
      tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId))),
    );
    return row;
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db, { org: 'Org One', client: 'Acme' });
    b = await makeTenant(t.db, { org: 'Org One', client: 'Globex' });
    other = await makeTenant(t.db, { org: 'Org Two', client: 'Initech' });
    const knowledge = await makeApplication(t.db, { name: 'Knowledge' });
    const coaching = await makeApplication(t.db, { name: 'Coaching', roles: ['mentor', 'guardian', 'commander', 'architect'] });
    for (const tenant of [a, b, other]) {
      await enableApplication(t.db, tenant.id, knowledge.id);
      await enableApplication(t.db, tenant.id, coaching.id);
    }
    guardianA = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    guardianAB = await makeUser(t.db, { role: 'guardian', tenants: [a.id, b.id] });
    commanderA = await makeUser(t.db, { role: 'commander', tenants: [a.id] });
    attacker = await makeUser(t.db, { role: 'guardian', tenants: [other.id] });
    for (const u of [guardianA, guardianAB, commanderA, attacker]) tokens.set(u.id, await t.signIn(u.email));
    dir = await mkdtemp(path.join(tmpdir(), 'user-upload-reach-'));
    await writeUploadFixtures(
      dir,
      [
        { id: knowledge.id, name: 'Knowledge' },
        { id: coaching.id, name: 'Coaching' },
      ],
      { org: 'Org One', otherOrg: 'Org Two' },
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("a guardian of another organisation cannot take over, deactivate or probe an organisation's users", async () => {
    const victim = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    const commander = await makeUser(t.db, { role: 'commander', tenants: [b.id] });
    const victimSession = await t.signIn(victim.email);
    const before = await account(victim.id);

    // The victim as a guardian (row 4), the commander as an inactive mentor (row 3), a new address as a hero.
    const takeover = await uploadAndCommit(
      attacker,
      other.id,
      await csvWith(['newcomer.reach@example.com', commander.email, victim.email]),
    );
    expect(takeover.result).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 2 });
    const remarks = takeover.issues.data.map((i) => ({ row: i.row, remarks: i.remarks }));
    // One wording for both: nothing tells the role, the organisation or the name of either account.
    expect(remarks).toEqual([
      { row: 3, remarks: [expect.objectContaining({ code: 'email_unavailable', column: 'User Email' })] },
      { row: 4, remarks: [expect.objectContaining({ code: 'email_unavailable', column: 'User Email' })] },
    ]);
    expect(remarks[0]!.remarks[0]!.message).toBe(remarks[1]!.remarks[0]!.message);
    expect(JSON.stringify(remarks)).not.toMatch(/commander|hero|Org One|First\d|Last\d/);

    expect(await account(victim.id)).toEqual(before);
    expect(await membership(other.id, victim.id)).toBeUndefined();
    expect((await account(commander.id)).role).toBe('commander');
    expect(await membership(other.id, commander.id)).toBeUndefined();

    // Marking them inactive in the attacker's group ends nothing either.
    const deactivate = await uploadAndCommit(
      attacker,
      other.id,
      await csvWith(['newcomer.reach@example.com', 'other.reach@example.com', victim.email], (csv) =>
        csv.replace(/(,Guardian,[^\r\n]*?),Active,/, '$1,Inactive,'),
      ),
    );
    expect(deactivate.issues.data.map((i) => [i.row, i.remarks[0]!.code])).toEqual([[4, 'email_unavailable']]);
    expect((await t.as(victimSession, { method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
    expect(await account(victim.id)).toEqual(before);
  });

  it('a guardian changes only accounts all of whose groups they act in; a commander, any of their organisation', async () => {
    const inB = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
    const inAandB = await makeUser(t.db, { role: 'hero', tenants: [a.id, b.id] });
    const csv = await csvWith([inB.email, 'fresh.reach@example.com', inAandB.email], (s) => s.replace('Guardian', 'hero'));

    // guardianA acts in A only: both accounts also belong to B, whose people are not theirs.
    const refused = await uploadAndCommit(guardianA, a.id, csv);
    expect(refused.result).toMatchObject({ created: 1, updated: 0, failed: 2 });
    expect(refused.issues.data.map((i) => i.remarks[0]!.code)).toEqual(['email_unavailable', 'email_unavailable']);
    expect(await membership(a.id, inB.id)).toBeUndefined();
    expect((await account(inB.id)).firstName).not.toBe('Avery');

    // guardianAB acts in A and B; the commander in all of Org One.
    const byAB = await uploadAndCommit(guardianAB, a.id, csv);
    expect(byAB.result).toMatchObject({ updated: 2, failed: 0 });
    expect(await membership(a.id, inB.id)).toBeDefined();
    expect(await membership(b.id, inB.id)).toBeDefined();
    const third = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
    const byCommander = await uploadAndCommit(commanderA, a.id, await csvWith([third.email, 'fresh.reach@example.com', inAandB.email]));
    expect(byCommander.result).toMatchObject({ failed: 0 });
    expect((await account(third.id)).firstName).toBe('Avery');
  });
});
