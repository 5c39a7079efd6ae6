import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../src/platform/db/database.js';
import { newId } from '../src/platform/ids.js';
import { openDatabase } from '../src/platform/db/open-database.js';
import { assertRlsSafety, UnsafeDatabaseError } from '../src/platform/db/rls-safety.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { makeTenant, makeUser } from './support/factories.js';
import { ROLEPLAY_FIXTURES } from './support/roleplay-fixtures.js';
import { APPLICATION_FIXTURES } from './support/application-fixtures.js';
import { UPLOAD_FIXTURES } from './support/upload-rls-fixtures.js';
import { PRACTICE_FIXTURES } from './support/practice-rls-fixtures.js';
import { STORED_FILE_FIXTURES } from './support/stored-file-fixtures.js';
import { ACCOUNT_FIXTURES } from './support/account-fixtures.js';

/** A published announcement in that tenant, written in its own RLS context (parent of media and receipts). */
async function probeAnnouncement(db: Database, tenantId: string): Promise<string> {
  const author = await makeUser(db, { role: 'guardian', tenants: [] });
  const id = newId();
  await db.run({ tenantId, userId: null }, (tx) =>
    tx.execute(
      sql`insert into announcements (tenant_id, id, category, title, status, author_id) values (${tenantId}, ${id}, 'Actions', 'probe', 'published', ${author.id})`,
    ),
  );
  return id;
}

/**
 * One valid row per tenant table. A new tenant table without an entry here fails the probe,
 * so every table added later is probed too.
 */
const FIXTURES: Record<string, (db: Database, tenantId: string) => Promise<SQL>> = {
  ...ROLEPLAY_FIXTURES,
  ...APPLICATION_FIXTURES,
  ...UPLOAD_FIXTURES,
  ...PRACTICE_FIXTURES,
  ...ACCOUNT_FIXTURES,
  ...STORED_FILE_FIXTURES,
  memberships: async (db, tenantId) => {
    const user = await makeUser(db, { role: 'hero', tenants: [] });
    return sql`insert into memberships (tenant_id, user_id) values (${tenantId}, ${user.id})`;
  },
  audit_log: async (_db, tenantId) =>
    sql`insert into audit_log (tenant_id, id, actor_id, action, target_type, target_id) values (${tenantId}, ${newId()}, ${newId()}, 'probe', 'probe', 'x')`,
  announcements: async (db, tenantId) => {
    const author = await makeUser(db, { role: 'guardian', tenants: [] });
    return sql`insert into announcements (tenant_id, id, category, title, status, author_id) values (${tenantId}, ${newId()}, 'Actions', 'probe', 'draft', ${author.id})`;
  },
  announcement_media: async (db, tenantId) => {
    const announcementId = await probeAnnouncement(db, tenantId);
    return sql`insert into announcement_media (tenant_id, id, announcement_id, kind, mime_type, file_name, size_bytes, storage_key, created_by)
      values (${tenantId}, ${newId()}, ${announcementId}, 'image', 'image/png', 'probe.png', 1, ${`${tenantId}/probe`}, ${newId()})`;
  },
  usage_events: async (db, tenantId) => {
    const user = await makeUser(db, { role: 'hero', tenants: [] });
    return sql`insert into usage_events (tenant_id, id, user_id, message_id, event, properties, occurred_at)
      values (${tenantId}, ${newId()}, ${user.id}, gen_random_uuid(), 'page_viewed', '{"path":"/dashboard"}'::jsonb, now())`;
  },
  announcement_receipts: async (db, tenantId) => {
    const announcementId = await probeAnnouncement(db, tenantId);
    const reader = await makeUser(db, { role: 'hero', tenants: [] });
    return sql`insert into announcement_receipts (tenant_id, announcement_id, user_id, round, read_at) values (${tenantId}, ${announcementId}, ${reader.id}, 1, now())`;
  },
};

/** PostgreSQL's refusal of a row by a policy: SQLSTATE 42501 (drizzle wraps it as the cause). */
async function expectRlsRefusal(work: Promise<unknown>, table: string): Promise<void> {
  const error = await work.then(
    () => null,
    (e: unknown) => e as { cause?: { code?: string; message?: string } },
  );
  expect(error, `${table}: the write went through`).not.toBeNull();
  expect(error?.cause?.code, table).toBe('42501');
  expect(error?.cause?.message, table).toMatch(/row-level security/);
}

describe('row-level security probe on every tenant table', () => {
  let testDb: TestDatabase;
  let db: Database;
  let tables: string[];
  let a: string, b: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await openDatabase(testDb.target);
    await db.migrate();
    a = (await makeTenant(db)).id;
    b = (await makeTenant(db)).id;
    const rows = await selectRows<{ relname: string }>(
      db.owner,
      sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute at on at.attrelid = c.oid and at.attname = 'tenant_id' and not at.attisdropped
          where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    tables = rows.map((r) => r.relname);
    for (const table of tables) {
      const fixture = FIXTURES[table];
      if (!fixture) continue;
      for (const tenantId of [a, b]) {
        const insert = await fixture(db, tenantId);
        await db.run({ tenantId, userId: null }, (tx) => tx.execute(insert));
      }
    }
  });
  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });

  it('finds the tenant tables and has a fixture for each', () => {
    expect(tables).toEqual(expect.arrayContaining(['memberships', 'audit_log']));
    expect(tables.filter((table) => !FIXTURES[table])).toEqual([]);
  });

  const inA = <T>(fn: (tx: Parameters<Parameters<Database['run']>[1]>[0]) => Promise<T>) => db.run({ tenantId: a, userId: null }, fn);
  const countOf = async (table: string, tenantId: string) => {
    const [row] = await selectRows<{ n: number }>(
      db.owner,
      sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId}`,
    );
    return row!.n;
  };

  it('shows tenant A none of B’s rows, even when asked for them', async () => {
    for (const table of tables) {
      const seen = await inA((tx) => selectRows<{ tenant_id: string }>(tx, sql`select tenant_id from ${sql.identifier(table)}`));
      expect(seen.length, table).toBeGreaterThan(0);
      expect(new Set(seen.map((r) => r.tenant_id)), table).toEqual(new Set([a]));
      const asked = await inA((tx) => selectRows(tx, sql`select * from ${sql.identifier(table)} where tenant_id = ${b}`));
      expect(asked, table).toEqual([]);
    }
  });

  it('refuses to insert a row of B from A’s context', async () => {
    for (const table of tables) {
      const insert = await FIXTURES[table]!(db, b);
      await expectRlsRefusal(
        inA((tx) => tx.execute(insert)),
        table,
      );
    }
  });

  it('neither updates nor deletes B’s rows from A’s context', async () => {
    for (const table of tables) {
      const before = await countOf(table, b);
      await inA((tx) => tx.execute(sql`update ${sql.identifier(table)} set tenant_id = tenant_id where tenant_id = ${b}`));
      await inA((tx) => tx.execute(sql`delete from ${sql.identifier(table)} where tenant_id = ${b}`));
      expect(await countOf(table, b), table).toBe(before);
    }
  });

  it('refuses to move a row of A into B', async () => {
    for (const table of tables) {
      await expectRlsRefusal(
        inA((tx) => tx.execute(sql`update ${sql.identifier(table)} set tenant_id = ${b} where tenant_id = ${a}`)),
        table,
      );
    }
  });

  it('shows nothing at all without a tenant context', async () => {
    for (const table of tables) {
      const seen = await db.run({ tenantId: null, userId: null }, (tx) => selectRows(tx, sql`select * from ${sql.identifier(table)}`));
      expect(seen, table).toEqual([]);
    }
  });

  it('lets users read their own memberships in other tenants, but not change them', async () => {
    const user = await makeUser(db, { role: 'hero', tenants: [b] });
    const own = await db.run({ tenantId: a, userId: user.id }, (tx) =>
      selectRows<{ tenant_id: string }>(tx, sql`select tenant_id from memberships where user_id = ${user.id}`),
    );
    expect(own.map((r) => r.tenant_id)).toEqual([b]);
    await db.run({ tenantId: a, userId: user.id }, (tx) => tx.execute(sql`delete from memberships where user_id = ${user.id}`));
    const after = await selectRows(db.owner, sql`select 1 from memberships where user_id = ${user.id}`);
    expect(after).toHaveLength(1);
  });
});

describe('start-up refusal of an unsafe database', () => {
  // Always on a private PGlite: altering the shared role on a PostgreSQL server would affect other runs.
  it('refuses a query role that can bypass RLS, and a tenant table without forced RLS', async () => {
    const testDb = await createTestDatabase('pglite');
    const db = await openDatabase(testDb.target);
    try {
      await db.migrate();
      await expect(assertRlsSafety(db)).resolves.toBeUndefined();
      await db.owner.execute(sql`alter role switchboard_app bypassrls`);
      await expect(assertRlsSafety(db)).rejects.toThrow(UnsafeDatabaseError);
      await expect(assertRlsSafety(db)).rejects.toThrow(/can bypass row-level security/);
      await db.owner.execute(sql`alter role switchboard_app nobypassrls`);
      await db.owner.execute(sql`create table stray (tenant_id varchar(24) not null, v text)`);
      await expect(assertRlsSafety(db)).rejects.toThrow(/without forced row-level security: stray/);
    } finally {
      await db.close();
    }
  });
});
