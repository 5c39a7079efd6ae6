import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';
import { makeUser } from './factories.js';
import { makeApplication } from './application-factories.js';

/** RLS probe rows for the tenant tables of the applications, dashboard and kbot modules. */
export const APPLICATION_FIXTURES: Record<string, (db: Database, tenantId: string) => Promise<SQL>> = {
  tenant_applications: async (db, tenantId) => {
    const app = await makeApplication(db);
    return sql`insert into tenant_applications (tenant_id, application_id) values (${tenantId}, ${app.id})`;
  },
  user_application_access: async (db, tenantId) => {
    const app = await makeApplication(db);
    const user = await makeUser(db, { role: 'hero', tenants: [] });
    return sql`insert into user_application_access (tenant_id, user_id, application_id, access) values (${tenantId}, ${user.id}, ${app.id}, true)`;
  },
  dashboard_layouts: async (db, tenantId) => {
    const user = await makeUser(db, { role: 'hero', tenants: [] });
    return sql`insert into dashboard_layouts (tenant_id, user_id, feature_id, items) values (${tenantId}, ${user.id}, 'home', '[]'::jsonb)`;
  },
  kbot_sync_requests: async (_db, tenantId) =>
    sql`insert into kbot_sync_requests (tenant_id, id, scope, requested_by, requested_by_name) values (${tenantId}, ${newId()}, 'full', ${newId()}, 'Probe')`,
};
