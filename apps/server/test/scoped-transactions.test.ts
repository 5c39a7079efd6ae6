import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { APP_ROLE, selectRows, type Database } from '../src/platform/db/database.js';
import { openDatabase } from '../src/platform/db/open-database.js';
import { preparedStatement, type Placeholders } from '../src/platform/db/prepared-statement.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from './support/test-database.js';

const TENANT = 'a1'.repeat(12);
const OTHER = 'b2'.repeat(12);
const USER = 'c3'.repeat(12);

interface Context {
  who: string;
  tenant: string | null;
  user: string | null;
}
/** The database's own message, under drizzle's "Failed query" wrapper when there is one. */
const failure = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
  } catch (error) {
    const e = error as { message: string; cause?: { message: string } };
    return e.cause?.message ?? e.message;
  }
  throw new Error('expected the work to fail');
};
const contextQuery = sql`select current_user as who, current_setting('app.tenant_id', true) as tenant, current_setting('app.user_id', true) as "user"`;

/**
 * The request transaction (`db.run`) and the one-statement read and write (`db.readOnce`, `db.writeOnce`) on
 * both databases: the query role and the row-level-security context hold inside and never outlive the
 * transaction on a pooled connection (one connection here, so a leak would show on the next use), and a
 * failure leaves nothing behind.
 */
describe(`scoped transactions (${TEST_DB})`, () => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await openDatabase(testDb.target.kind === 'postgres' ? { ...testDb.target, poolSize: 1 } : testDb.target);
    await db.migrate();
    await db.owner.execute(sql`create table probe (n int not null)`);
    await db.owner.execute(sql.raw(`grant select, insert on probe to ${APP_ROLE}`));
  });
  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });

  const ownerContext = async () => (await selectRows<Context>(db.owner, contextQuery))[0]!;

  it('runs a transaction as the query role with its tenant and user, and the next use of the connection has neither', async () => {
    const inside = await db.run({ tenantId: TENANT, userId: USER }, async (tx) => (await selectRows<Context>(tx, contextQuery))[0]!);
    expect(inside).toEqual({ who: APP_ROLE, tenant: TENANT, user: USER });
    const after = await ownerContext();
    expect(after.who).not.toBe(APP_ROLE);
    expect(after.tenant ?? '').toBe('');
    const next = await db.run({ tenantId: OTHER, userId: null }, async (tx) => (await selectRows<Context>(tx, contextQuery))[0]!);
    expect(next).toEqual({ who: APP_ROLE, tenant: OTHER, user: '' });
  });

  it('rolls back every write of a failed transaction and leaves the connection usable', async () => {
    expect(
      await failure(
        db.run({ tenantId: TENANT, userId: USER }, async (tx) => {
          await tx.execute(sql`insert into probe (n) values (1), (2)`);
          await tx.execute(sql`select 1 / 0`);
        }),
      ),
    ).toMatch(/division by zero/);
    await expect(
      db.run({ tenantId: TENANT, userId: USER }, async (tx) => {
        await tx.execute(sql`insert into probe (n) values (3)`);
        throw new Error('the service gave up');
      }),
    ).rejects.toThrow('the service gave up');
    const count = await db.run({ tenantId: TENANT, userId: USER }, async (tx) =>
      selectRows<{ n: number }>(tx, sql`select count(*)::int as n from probe`),
    );
    expect(count).toEqual([{ n: 0 }]);
    await db.run({ tenantId: TENANT, userId: USER }, (tx) => tx.execute(sql`insert into probe (n) values (4)`));
    expect(await selectRows<{ n: number }>(db.owner, sql`select n from probe`)).toEqual([{ n: 4 }]);
  });

  it('reads once under the context, which ends with the read', async () => {
    expect(await db.readOnce<Context>({ tenantId: TENANT, userId: USER }, contextQuery)).toEqual([
      { who: APP_ROLE, tenant: TENANT, user: USER },
    ]);
    const after = await ownerContext();
    expect(after.who).not.toBe(APP_ROLE);
    expect(after.tenant ?? '').toBe('');
  });

  it('runs a one-statement read under the context, its values kept as values, and the context ends with it', async () => {
    const hostile = `x'; insert into probe (n) values (99); select '$1`;
    const result = await db.read({ tenantId: TENANT, userId: USER }, (tx) =>
      selectRows<Context & { v: string; n: number; at: string }>(
        tx,
        sql`select current_user as who, current_setting('app.tenant_id', true) as tenant, current_setting('app.user_id', true) as "user",
          ${hostile}::text as v, ${42}::int as n, ${new Date('2026-01-02T03:04:05.000Z')}::timestamptz = '2026-01-02T03:04:05Z' as at`,
      ),
    );
    expect(result).toEqual([{ who: APP_ROLE, tenant: TENANT, user: USER, v: hostile, n: 42, at: true }]);
    const after = await ownerContext();
    expect(after.who).not.toBe(APP_ROLE);
    expect(after.tenant ?? '').toBe('');
    expect(await selectRows<{ n: number }>(db.owner, sql`select count(*)::int as n from probe where n = 99`)).toEqual([{ n: 0 }]);
  });

  it('gives a further statement of a read the same context', async () => {
    const both = await db.read({ tenantId: TENANT, userId: USER }, async (tx) => [
      ...(await selectRows<Context>(tx, contextQuery)),
      ...(await selectRows<Context>(tx, contextQuery)),
    ]);
    expect(both).toEqual([
      { who: APP_ROLE, tenant: TENANT, user: USER },
      { who: APP_ROLE, tenant: TENANT, user: USER },
    ]);
  });

  it('keeps inlined values as values, quotes and statement separators included', async () => {
    const hostile = `x'; insert into probe (n) values (99); select '`;
    const rows = await db.readOnce<{ v: string; d: string }>(
      { tenantId: TENANT, userId: USER },
      sql`select ${hostile} as v, ${"it's"} as d`,
    );
    expect(rows).toEqual([{ v: hostile, d: "it's" }]);
    expect(await selectRows<{ n: number }>(db.owner, sql`select count(*)::int as n from probe where n = 99`)).toEqual([{ n: 0 }]);
  });

  it('runs a one-statement read as the query role, which may not change the schema', async () => {
    expect(await failure(db.readOnce({ tenantId: TENANT, userId: USER }, sql`create table sneaky (n int)`))).toMatch(/permission denied/);
  });

  it('writes once as the query role under the context, commits what succeeds and nothing of what fails', async () => {
    const written = await db.writeOnce<{ n: number; who: string; tenant: string }>(
      { tenantId: TENANT, userId: USER },
      sql`insert into probe (n) values (7) returning n, current_user as who, current_setting('app.tenant_id', true) as tenant`,
    );
    expect(written).toEqual([{ n: 7, who: APP_ROLE, tenant: TENANT }]);
    expect((await ownerContext()).who).not.toBe(APP_ROLE);
    expect(await failure(db.writeOnce({ tenantId: TENANT, userId: USER }, sql`insert into probe (n) values (8), (1 / 0)`))).toMatch(
      /division by zero/,
    );
    expect(await selectRows<{ n: number }>(db.owner, sql`select n from probe where n in (7, 8) order by n`)).toEqual([{ n: 7 }]);
  });

  it('fills a prepared statement with each call’s own values and context, on a reused connection, as its first statement or a later one', async () => {
    const probe = pgTable('probe', { n: integer('n').notNull() });
    const byNumber = preparedStatement((tx, $: Placeholders<{ n: number }>) =>
      tx
        .select({ n: probe.n, tenant: sql<string>`current_setting('app.tenant_id', true)` })
        .from(probe)
        .where(eq(probe.n, $.n)),
    );
    await db.owner.execute(sql`insert into probe (n) values (21), (22), (23)`);
    expect(await db.run({ tenantId: TENANT, userId: USER }, (tx) => byNumber(tx, { n: 21 }))).toEqual([{ n: 21, tenant: TENANT }]);
    expect(await db.run({ tenantId: OTHER, userId: USER }, (tx) => byNumber(tx, { n: 22 }))).toEqual([{ n: 22, tenant: OTHER }]);
    const later = await db.run({ tenantId: TENANT, userId: USER }, async (tx) => {
      await byNumber(tx, { n: 21 });
      return byNumber(tx, { n: 23 });
    });
    expect(later).toEqual([{ n: 23, tenant: TENANT }]);
    expect(await db.read({ tenantId: OTHER, userId: USER }, (tx) => byNumber(tx, { n: 23 }))).toEqual([{ n: 23, tenant: OTHER }]);
    expect(await db.read({ tenantId: TENANT, userId: USER }, (tx) => byNumber(tx, { n: 99 }))).toEqual([]);
  });

  it('writes a null placeholder as SQL NULL, and other values through their column’s encoding', async () => {
    await db.owner.execute(sql`create table probe_values (n int not null, doc jsonb, at timestamptz)`);
    await db.owner.execute(sql.raw(`grant select, insert on probe_values to ${APP_ROLE}`));
    const probeValues = pgTable('probe_values', {
      n: integer('n').notNull(),
      doc: jsonb('doc'),
      at: timestamp('at', { withTimezone: true }),
    });
    const insert = preparedStatement((tx, $: Placeholders<{ n: number; doc: unknown; at: Date | null }>) =>
      tx.insert(probeValues).values({ n: $.n, doc: $.doc, at: $.at }),
    );
    await db.run({ tenantId: TENANT, userId: USER }, async (tx) => {
      await insert(tx, { n: 1, doc: null, at: null });
      await insert(tx, { n: 2, doc: { steps: [1, 2] }, at: new Date('2026-11-28T03:00:00Z') });
    });
    expect(
      await selectRows(
        db.owner,
        sql`select n, doc is null as "noDoc", doc, at is null as "noTime", at = '2026-11-28T03:00:00Z' as "atThree" from probe_values order by n`,
      ),
    ).toEqual([
      { n: 1, noDoc: true, doc: null, noTime: true, atThree: null },
      { n: 2, noDoc: false, doc: { steps: [1, 2] }, noTime: false, atThree: true },
    ]);
  });
});
