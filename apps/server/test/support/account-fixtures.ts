import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';
import { makeUser } from './factories.js';

/** RLS probe rows for the tenant tables of the accounts and SCIM modules. */
export const ACCOUNT_FIXTURES: Record<string, (db: Database, tenantId: string) => Promise<SQL>> = {
  scim_tokens: async (db, tenantId) => {
    const creator = await makeUser(db, { role: 'guardian', tenants: [] });
    return sql`insert into scim_tokens (tenant_id, id, name, token_hash, created_by) values (${tenantId}, ${newId()}, 'probe', ${newId()}, ${creator.id})`;
  },
};
