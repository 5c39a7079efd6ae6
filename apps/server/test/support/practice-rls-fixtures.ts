import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';
import { makeUser } from './factories.js';
import { ROLEPLAY_FIXTURES } from './roleplay-fixtures.js';

/** Inserts a row in the tenant's own RLS context. */
const inTenant = (db: Database, tenantId: string, query: SQL) => db.run({ tenantId, userId: null }, (tx) => tx.execute(query));

async function probeAssessment(db: Database, tenantId: string): Promise<{ id: string; userId: string; usecaseId: string }> {
  const insert = await ROLEPLAY_FIXTURES.assessments!(db, tenantId);
  await inTenant(db, tenantId, insert);
  const [row] = (
    (await db.run({ tenantId, userId: null }, (tx) =>
      tx.execute(
        sql`select id, user_id, usecase_id from assessments where tenant_id = ${tenantId} order by created_at desc, id desc limit 1`,
      ),
    )) as unknown as { rows: { id: string; user_id: string; usecase_id: string }[] }
  ).rows;
  return { id: row!.id, userId: row!.user_id, usecaseId: row!.usecase_id };
}

const sessionInsert = (tenantId: string, id: string, a: { id: string; userId: string; usecaseId: string }) =>
  sql`insert into user_sessions (tenant_id, id, assessment_id, user_id, usecase_id, unique_id, type, scripted, can_nlp_applied, provider)
    values (${tenantId}, ${id}, ${a.id}, ${a.userId}, ${a.usecaseId}, ${newId()}, 1, true, true, 'script')`;

async function probeSession(db: Database, tenantId: string): Promise<string> {
  const a = await probeAssessment(db, tenantId);
  const id = newId();
  await inTenant(db, tenantId, sessionInsert(tenantId, id, a));
  return id;
}

/** One valid row per practice-session table, for the RLS probe (apps/server/test/rls.test.ts). */
export const PRACTICE_FIXTURES: Record<string, (db: Database, tenantId: string) => Promise<SQL>> = {
  user_sessions: async (db, tenantId) => sessionInsert(tenantId, newId(), await probeAssessment(db, tenantId)),
  chat_messages: async (db, tenantId) => {
    const sessionId = await probeSession(db, tenantId);
    return sql`insert into chat_messages (tenant_id, user_session_id, seq, id, sender, chat_script, entry)
      values (${tenantId}, ${sessionId}, 0, ${newId()}, 'system', 'Hello', '{}'::jsonb)`;
  },
  kpi_configs: async (_db, tenantId) =>
    sql`insert into kpi_configs (tenant_id, type, kpi_name, low_min, low_max, mid_min, mid_max, high_min, high_max)
      values (${tenantId}, 1, ${`probe-${newId()}`}, 0, 35, 36, 70, 71, 100)`,
  weightages: async (_db, tenantId) => {
    const batchId = newId();
    return sql`with b as (insert into batches (tenant_id, id, batch_name, type, idle_time_option1)
        values (${tenantId}, ${batchId}, 'Probe', 1, '{"optionOneFrom":60,"optionOneTo":120}'))
      insert into weightages (tenant_id, id, type, batch_id, weights) values (${tenantId}, ${newId()}, 1, ${batchId}, '{"accuracy_score":100}'::jsonb)`;
  },
  crm_forms: async (db, tenantId) => {
    const a = await probeAssessment(db, tenantId);
    return sql`insert into crm_forms (tenant_id, id, usecase_id, label, fields) values (${tenantId}, ${newId()}, ${a.usecaseId}, 'Probe', '[]'::jsonb)`;
  },
  call_recordings: async (db, tenantId) => {
    const sessionId = await probeSession(db, tenantId);
    return sql`insert into call_recordings (tenant_id, user_session_id, storage_key, mime_type, size_bytes, sample_rate, channels, bits_per_sample, duration_ms)
      values (${tenantId}, ${sessionId}, ${`${tenantId}/recordings/${sessionId}.wav`}, 'audio/wav', 44, 16000, 1, 16, 0)`;
  },
  // Finished jobs: the partial unique index allows one running sync per tenant, and the probe inserts twice.
  roleplay_sync_jobs: async (_db, tenantId) =>
    sql`insert into roleplay_sync_jobs (tenant_id, id, status, started_by, finished_at) values (${tenantId}, ${newId()}, 'finished', ${newId()}, now())`,
  crm_form_data: async (db, tenantId) => {
    const sessionId = await probeSession(db, tenantId);
    const user = await makeUser(db, { role: 'hero', tenants: [] });
    return sql`insert into crm_form_data (tenant_id, user_session_id, form_id, label, fields, values, submitted_by)
      values (${tenantId}, ${sessionId}, ${newId()}, 'Probe', '[]'::jsonb, '[]'::jsonb, ${user.id})`;
  },
};
