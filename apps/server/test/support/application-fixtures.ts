import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';
import { makeUser } from './factories.js';
import { makeApplication } from './application-factories.js';

/** RLS probe rows for the tenant tables of the applications, dashboard, kbot and knowledge modules. */
export const APPLICATION_FIXTURES: Record<string, (db: Database, tenantId: string) => Promise<SQL>> = {
  tenant_applications: async (db, tenantId) => {
    const app = await makeApplication(db);
    return sql`insert into tenant_applications (tenant_id, application_id) values (${tenantId}, ${app.id})`;
  },
  dashboard_layouts: async (db, tenantId) => {
    const user = await makeUser(db, { role: 'hero', tenants: [] });
    return sql`insert into dashboard_layouts (tenant_id, user_id, feature_id, items) values (${tenantId}, ${user.id}, 'home', '[]'::jsonb)`;
  },
  kbot_sync_requests: async (_db, tenantId) =>
    sql`insert into kbot_sync_requests (tenant_id, id, scope, requested_by, requested_by_name) values (${tenantId}, ${newId()}, 'full', ${newId()}, 'Probe')`,
  kbot_passages: async (_db, tenantId) =>
    sql`insert into kbot_passages (tenant_id, source_kind, source_id, ordinal, source_version, title, text, language, search)
      values (${tenantId}, 'article', ${newId()}, 0, now(), 'Probe', 'probe', 'en-US', to_tsvector('english', 'probe'))`,
  knowledge_articles: async (db, tenantId) => {
    const author = await makeUser(db, { role: 'guardian', tenants: [] });
    return sql`insert into knowledge_articles (tenant_id, id, title, language, status, author_id, author_name, search)
      values (${tenantId}, ${newId()}, 'Probe', 'en-US', 'draft', ${author.id}, 'Probe', to_tsvector('english', 'probe'))`;
  },
};
