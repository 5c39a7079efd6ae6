import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';
import { makeUser } from './factories.js';

/** RLS probe rows for the tenant tables of the accounts, SCIM and single sign-on modules. */
export const ACCOUNT_FIXTURES: Record<string, (db: Database, tenantId: string) => Promise<SQL>> = {
  scim_tokens: async (db, tenantId) => {
    const creator = await makeUser(db, { role: 'guardian', tenants: [] });
    return sql`insert into scim_tokens (tenant_id, id, name, token_hash, created_by) values (${tenantId}, ${newId()}, 'probe', ${newId()}, ${creator.id})`;
  },
  sso_configs: async (db, tenantId) => {
    const editor = await makeUser(db, { role: 'commander', tenants: [] });
    return sql`insert into sso_configs (tenant_id, org, issuer, client_id, client_secret_sealed, domains, updated_by)
      values (${tenantId}, ${`probe-${tenantId}`}, 'https://idp.example.com', 'probe', 'v1.x.y.z', '["probe.example.com"]', ${editor.id})`;
  },
  sso_sign_ins: async (_db, tenantId) =>
    sql`insert into sso_sign_ins (tenant_id, state_hash, code_verifier, nonce, expires_at) values (${tenantId}, ${newId()}, 'v', 'n', now())`,
};
