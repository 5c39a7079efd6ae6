import { sql } from 'drizzle-orm';
import { APP_ROLE, selectRows, type Database } from './database.js';

export class UnsafeDatabaseError extends Error {}

/**
 * Refuses to serve when row-level security could be bypassed: the query role must be
 * NOSUPERUSER NOBYPASSRLS, and every table with a tenant_id column must have RLS enabled and forced.
 */
export async function assertRlsSafety(db: Database): Promise<void> {
  const [role] = await db.run({ tenantId: null, userId: null }, (tx) =>
    selectRows<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
      tx,
      sql`select current_user, r.rolsuper, r.rolbypassrls from pg_roles r where r.rolname = current_user`,
    ),
  );
  if (!role || role.current_user !== APP_ROLE) {
    throw new UnsafeDatabaseError(`Queries must run as ${APP_ROLE}, but run as ${role?.current_user ?? 'unknown'}.`);
  }
  if (role.rolsuper || role.rolbypassrls) {
    throw new UnsafeDatabaseError(
      `The query role ${APP_ROLE} can bypass row-level security (superuser or BYPASSRLS). ` +
        `Run: ALTER ROLE ${APP_ROLE} NOSUPERUSER NOBYPASSRLS;`,
    );
  }
  const unguarded = await selectRows<{ relname: string }>(
    db.owner,
    sql`
    select c.relname from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
    where n.nspname = 'public' and c.relkind = 'r' and not (c.relrowsecurity and c.relforcerowsecurity)`,
  );
  if (unguarded.length > 0) {
    const names = unguarded.map((r) => r.relname).join(', ');
    throw new UnsafeDatabaseError(`Tenant tables without forced row-level security: ${names}.`);
  }
}
