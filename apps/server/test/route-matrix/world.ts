import { sql, type SQL } from 'drizzle-orm';
import { ROLES, type Role } from '@switchboard/contracts';
import { selectRows, type Database } from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from '../support/factories.js';
import { makeApplication } from '../support/application-factories.js';
import { ROLEPLAY_FIXTURES } from '../support/roleplay-fixtures.js';
import { APPLICATION_FIXTURES } from '../support/application-fixtures.js';
import { UPLOAD_FIXTURES } from '../support/upload-rls-fixtures.js';
import { PRACTICE_FIXTURES } from '../support/practice-rls-fixtures.js';
import { STORED_FILE_FIXTURES } from '../support/stored-file-fixtures.js';
import { ACCOUNT_FIXTURES } from '../support/account-fixtures.js';
import type { TestApp } from '../support/test-app.js';

type Fixture = (db: Database, tenantId: string) => Promise<SQL>;

/** Rows the shared fixture modules do not write: announcements and their children, audit and analytics rows. */
const MORE_FIXTURES: Record<string, Fixture> = {
  announcements: async (db, tenantId) => {
    const author = await makeUser(db, { role: 'guardian', tenants: [] });
    return sql`insert into announcements (tenant_id, id, category, title, status, author_id)
      values (${tenantId}, ${newId()}, 'Actions', 'Matrix probe', 'published', ${author.id})`;
  },
  announcement_media: async (db, tenantId) => {
    const author = await makeUser(db, { role: 'guardian', tenants: [] });
    const announcementId = newId();
    return sql`with a as (insert into announcements (tenant_id, id, category, title, status, author_id)
        values (${tenantId}, ${announcementId}, 'Actions', 'Matrix probe with media', 'published', ${author.id}))
      insert into announcement_media (tenant_id, id, announcement_id, kind, mime_type, file_name, size_bytes, storage_key, created_by)
      values (${tenantId}, ${newId()}, ${announcementId}, 'image', 'image/png', 'probe.png', 1, ${`${tenantId}/matrix-probe`}, ${author.id})`;
  },
  audit_log: async (_db, tenantId) =>
    sql`insert into audit_log (tenant_id, id, actor_id, action, target_type, target_id) values (${tenantId}, ${newId()}, ${newId()}, 'probe', 'probe', 'x')`,
};

export interface Caller {
  label: string;
  role: Role;
  /** The group the caller belongs to (their session's group). */
  tenant: TenantRow;
  user: UserRow;
  token: string;
}

export interface MatrixWorld {
  /** The group whose objects every route is pointed at. */
  target: TenantRow;
  sameOrg: TenantRow;
  otherOrg: TenantRow;
  own: Caller[];
  sameOrgCallers: Caller[];
  otherOrgCallers: Caller[];
  hero: UserRow;
  application: string;
  groupUploadJob: string;
  /** Ids only the target group's rows hold: none may appear in another group's lists and exports. */
  markers: Set<string>;
  /** The first value of that column among the target group's rows of that table. */
  rowOf(table: string, column?: string): Promise<string>;
  /** Every row of every tenant table of the target group, and every user, as text: equal before and after means nothing changed. */
  snapshot(): Promise<string>;
}

const HEX_ID = /\b[0-9a-f]{24}\b/g;

export async function tenantTables(db: Database): Promise<string[]> {
  const rows = await selectRows<{ table_name: string }>(
    db.owner,
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'tenant_id' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

async function callers(t: TestApp, tenant: TenantRow, label: string): Promise<Caller[]> {
  const out: Caller[] = [];
  for (const role of ROLES) {
    const user = await makeUser(t.db, { role, tenants: [tenant.id] });
    out.push({ label: `${role} of ${label}`, role, tenant, user, token: await t.signIn(user.email) });
  }
  return out;
}

/**
 * Three groups — the target, another group of its organisation and a group of another organisation — with a
 * member of every role in each, and a row in every tenant table of the target (the fixtures the RLS probe
 * keeps complete, so a new tenant table brings its own).
 */
export async function buildMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const target = await makeTenant(t.db, { org: 'Org Matrix' });
  const sameOrg = await makeTenant(t.db, { org: 'Org Matrix' });
  const otherOrg = await makeTenant(t.db, { org: 'Org Elsewhere' });
  const own = await callers(t, target, 'the group');
  const sameOrgCallers = await callers(t, sameOrg, 'another group of the organisation');
  const otherOrgCallers = await callers(t, otherOrg, 'another organisation');
  const hero = await makeUser(t.db, { role: 'hero', tenants: [target.id] });
  const application = (await makeApplication(t.db)).id;

  const tables = await tenantTables(t.db);
  const fixtures: Record<string, Fixture> = {
    ...ROLEPLAY_FIXTURES,
    ...APPLICATION_FIXTURES,
    ...UPLOAD_FIXTURES,
    ...PRACTICE_FIXTURES,
    ...STORED_FILE_FIXTURES,
    ...ACCOUNT_FIXTURES,
    ...MORE_FIXTURES,
  };
  for (const table of tables) {
    const fixture = fixtures[table];
    if (!fixture) continue;
    // The statement first: fixtures write parent rows themselves (PGlite has one connection, so not inside this transaction).
    const insert = await fixture(t.db, target.id);
    await t.db.run({ tenantId: target.id, userId: null }, (tx) => tx.execute(insert));
  }
  // A users upload job besides the groups one the fixtures write, and a groups upload job of the other organisation.
  await t.db.run({ tenantId: target.id, userId: null }, (tx) =>
    tx.execute(sql`insert into upload_jobs (tenant_id, id, kind, status, file_name, file_type, headers, created_by)
      values (${target.id}, ${newId()}, 'users', 'preview', 'probe.csv', 'csv', '[]'::jsonb, ${own[2]!.user.id})`),
  );
  const [groupJob] = await selectRows<{ id: string }>(
    t.db.owner,
    sql`select id from upload_jobs where tenant_id = ${target.id} and kind = 'groups' limit 1`,
  );

  const rowOf = async (table: string, column = 'id') => {
    const where = table === 'upload_jobs' ? sql` and kind = 'users'` : sql``;
    const [row] = await selectRows<{ value: string }>(
      t.db.owner,
      sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)} where tenant_id = ${target.id}${where} limit 1`,
    );
    if (!row) throw new Error(`The route matrix has no ${table} row in the target group: add a fixture for the table.`);
    return row.value;
  };

  const snapshot = async () => {
    const parts: string[] = [];
    for (const table of tables) {
      const rows = await selectRows(t.db.owner, sql`select * from ${sql.identifier(table)} where tenant_id = ${target.id} order by 1, 2`);
      parts.push(`${table}: ${JSON.stringify(rows)}`);
    }
    parts.push(`users: ${JSON.stringify(await selectRows(t.db.owner, sql`select * from users order by id`))}`);
    parts.push(`tenants: ${JSON.stringify(await selectRows(t.db.owner, sql`select * from tenants order by id`))}`);
    return parts.join('\n');
  };

  // Markers: ids in the target group's rows, less those every group may see (groups, the catalogue, callers elsewhere).
  const visibleEverywhere = new Set<string>([
    target.id,
    sameOrg.id,
    otherOrg.id,
    application,
    ...[...sameOrgCallers, ...otherOrgCallers].map((c) => c.user.id),
  ]);
  for (const row of await selectRows<{ id: string }>(t.db.owner, sql`select id from applications`)) visibleEverywhere.add(row.id);
  const markers = new Set<string>();
  for (const table of tables) {
    const rows = await selectRows(t.db.owner, sql`select * from ${sql.identifier(table)} where tenant_id = ${target.id}`);
    for (const id of JSON.stringify(rows).match(HEX_ID) ?? []) if (!visibleEverywhere.has(id)) markers.add(id);
  }
  for (const c of own) markers.add(c.user.email);

  return {
    target,
    sameOrg,
    otherOrg,
    own,
    sameOrgCallers,
    otherOrgCallers,
    hero,
    application,
    groupUploadJob: groupJob!.id,
    markers,
    rowOf,
    snapshot,
  };
}
