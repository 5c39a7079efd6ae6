import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type Database } from '../src/platform/db/database.js';
import { openDatabase } from '../src/platform/db/open-database.js';
import { LoginLimiter } from '../src/platform/auth/login-limiter.js';
import { FailureCounterSweep, PostgresFailureStore } from '../src/platform/auth/postgres-failure-store.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from './support/test-database.js';

const limits = {
  perPair: { max: 3, windowMs: 60_000 },
  perIp: { max: 50, windowMs: 60_000 },
  perAccount: { max: 10, windowMs: 60_000 },
  global: { max: 1_000, windowMs: 60_000 },
};
const known = (answer: boolean) => async () => answer;

/**
 * The shared failure counters (ADR 027) on both databases: two limiters with their own stores on one
 * database stand for two nodes. They meet one limit together, lose no failure that arrives at once, keep
 * no address or e-mail in the table, and the sweep removes what no longer counts.
 */
describe(`shared failure counters (${TEST_DB})`, () => {
  let testDb: TestDatabase;
  let db: Database;
  let clock = Date.parse('2026-11-26T08:00:00Z');
  const node = () => new LoginLimiter('login', limits, () => clock, new PostgresFailureStore(db));

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await openDatabase(testDb.target);
    await db.migrate();
  });
  afterAll(async () => {
    await db?.close();
    await testDb?.drop();
  });

  it('refuses the third failure of a pair spread over two nodes, with the same wait on both', async () => {
    const [a, b] = [node(), node()];
    await a.failed('203.0.113.1', 'spread@example.com');
    clock += 1_000;
    await b.failed('203.0.113.1', 'spread@example.com');
    expect(await a.waitMs('203.0.113.1', 'spread@example.com', known(true))).toBe(0);
    await a.failed('203.0.113.1', 'spread@example.com');
    const waits = [
      await a.waitMs('203.0.113.1', 'spread@example.com', known(true)),
      await b.waitMs('203.0.113.1', 'spread@example.com', known(true)),
    ];
    expect(waits).toEqual([59_000, 59_000]);
    // The account stays open from another address, and the limit ends with its window.
    expect(await b.waitMs('198.51.100.9', 'spread@example.com', known(false))).toBe(0);
    clock += 59_000;
    expect(await b.waitMs('203.0.113.1', 'spread@example.com', known(false))).toBe(0);
  });

  it('counts every one of many failures arriving at once on two nodes', async () => {
    const [a, b] = [node(), node()];
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).failed('192.0.2.44', `burst${i}@example.com`)));
    const [row] = await selectRows<{ n: number }>(
      db.owner,
      sql`select max(cardinality(times)) as n from failure_counters where limit_name = 'login.ip'`,
    );
    expect(row!.n).toBe(40);
    for (let i = 0; i < 10; i++) await a.failed('192.0.2.44', `more${i}@example.com`);
    expect(await b.waitMs('192.0.2.44', 'anyone@example.com', known(true))).toBe(60_000);
  });

  it('keeps only the latest max failures of a key, and forgets a pair on success', async () => {
    const a = node();
    for (let i = 0; i < 12; i++) await a.failed('198.51.100.50', 'kept@example.com');
    const rows = await selectRows<{ limit_name: string; n: number }>(
      db.owner,
      sql`select limit_name, cardinality(times) as n from failure_counters where limit_name in ('login.pair', 'login.account') order by limit_name`,
    );
    expect(rows.filter((r) => r.n > 3 && r.limit_name === 'login.pair')).toEqual([]);
    expect(Math.max(...rows.filter((r) => r.limit_name === 'login.account').map((r) => r.n))).toBe(10);
    await a.succeeded('198.51.100.50', 'kept@example.com');
    expect(await a.waitMs('198.51.100.50', 'kept@example.com', known(true))).toBe(0);
    // Over the account's own limit still: a new address waits, the desk does not.
    expect(await a.waitMs('198.51.100.51', 'kept@example.com', known(false))).toBeGreaterThan(0);
  });

  it('stores neither addresses nor e-mail addresses, only their hashes', async () => {
    await node().failed('2001:db8::77', 'Private.Person@example.com');
    const dump = JSON.stringify(await selectRows(db.owner, sql`select * from failure_counters`));
    for (const secret of ['2001:db8::77', 'Private.Person', 'example.com', 'burst', '203.0.113']) expect(dump).not.toContain(secret);
  });

  it('sweeps the counters whose failures have all left their windows, and only those', async () => {
    clock += 10 * 60_000;
    await node().failed('192.0.2.99', 'fresh@example.com');
    const count = async () => (await selectRows<{ n: number }>(db.owner, sql`select count(*)::int as n from failure_counters`))[0]!.n;
    const before = await count();
    const swept = await new FailureCounterSweep(db, () => clock, pino({ level: 'silent' })).runOnce();
    expect(swept).toBeGreaterThan(0);
    expect(await count()).toBe(before - swept);
    // The four counters of the fresh failure remain, and still count.
    expect(await count()).toBe(4);
  });
});
