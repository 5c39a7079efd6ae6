import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { USER_TEMPLATE_COLUMNS, type UploadJob } from '@switchboard/contracts';
import { users } from '../src/modules/accounts/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { multipart } from './support/upload-multipart.js';

const ROWS = 4500;

/** A CSV of `ROWS` valid users (no applications offered); one row's department is `poison`. */
function csv(poisonRow: number): Buffer {
  const lines = [USER_TEMPLATE_COLUMNS.join(',')];
  for (let i = 0; i < ROWS; i++) {
    const department = i === poisonRow ? 'FAIL-HERE' : 'Care';
    lines.push(
      `Avery,,Atomic,atomic${i}@example.com,hero,Morgan Lee,morgan@example.com,Lead,${department},Grace Okafor,grace@example.com,Chris Novak,chris@example.com,Active`,
    );
  }
  return Buffer.from(lines.join('\n'), 'utf8');
}

describe('user upload commit atomicity', () => {
  let t: TestApp;
  let a: TenantRow;
  let guardian: UserRow;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db);
    guardian = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    token = await t.signIn(guardian.email);
    // A database failure deep into the commit: the membership of one late row cannot be written.
    await t.db.owner.execute(sql`
      create function upload_probe_failure() returns trigger language plpgsql as $$
      begin
        if new.supervisor_department_l1 = 'FAIL-HERE' then raise exception 'probe failure'; end if;
        return new;
      end $$`);
    await t.db.owner.execute(
      sql`create trigger upload_probe_failure before insert or update on memberships for each row execute function upload_probe_failure()`,
    );
  });
  afterAll(() => t.close());

  const atomicUsers = async () =>
    (
      await t.db.run({ tenantId: null, userId: null }, (tx) =>
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(like(users.email, 'atomic%')),
      )
    )[0]!.n;

  it('writes nothing when the commit fails part-way, and can be committed once the cause is gone', async () => {
    const body = multipart('atomic.csv', csv(ROWS - 100));
    const preview = await t.as(token, {
      method: 'POST',
      url: `/api/tenant/v1/${a.id}/users/upload`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(preview.statusCode, preview.body).toBe(201);
    const job = preview.json<UploadJob>();
    expect(job.validRows).toBe(ROWS);

    const key = randomUUID();
    const failed = await t.as(token, {
      method: 'POST',
      url: `/api/tenant/v1/${a.id}/users/upload/${job.jobId}/commit`,
      headers: { 'idempotency-key': key },
    });
    expect(failed.statusCode).toBe(500);
    // The first two blocks (4,000 users and memberships) had been written inside the transaction: all rolled back.
    expect(await atomicUsers()).toBe(0);
    const [members] = await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
      tx
        .execute(sql`select count(*)::int as n from memberships where tenant_id = ${a.id}`)
        .then((r) => (r as unknown as { rows: { n: number }[] }).rows),
    );
    expect(members!.n).toBe(1);
    const after = await t.as(token, { method: 'GET', url: `/api/tenant/v1/${a.id}/users/upload/${job.jobId}` });
    expect(after.json<UploadJob>()).toMatchObject({ status: 'preview', result: null });

    await t.db.owner.execute(sql`drop trigger upload_probe_failure on memberships`);
    const retried = await t.as(token, {
      method: 'POST',
      url: `/api/tenant/v1/${a.id}/users/upload/${job.jobId}/commit`,
      headers: { 'idempotency-key': key },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<UploadJob>().result).toEqual({ created: ROWS, updated: 0, unchanged: 0, failed: 0 });
    expect(await atomicUsers()).toBe(ROWS);
  });
});
