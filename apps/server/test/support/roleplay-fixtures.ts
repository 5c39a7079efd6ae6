import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';
import { makeUser } from './factories.js';

/** Inserts a parent row in the tenant's own RLS context and returns its id. */
async function probeRow(db: Database, tenantId: string, insert: (id: string) => SQL): Promise<string> {
  const id = newId();
  await db.run({ tenantId, userId: null }, (tx) => tx.execute(insert(id)));
  return id;
}

const probeBatch = (db: Database, tenantId: string) =>
  probeRow(
    db,
    tenantId,
    (id) =>
      sql`insert into batches (tenant_id, id, batch_name, type, idle_time_option1) values (${tenantId}, ${id}, 'Probe', 1, '{"optionOneFrom":60,"optionOneTo":120}')`,
  );
const probeUsecase = (db: Database, tenantId: string) =>
  probeRow(
    db,
    tenantId,
    (id) => sql`insert into usecases (tenant_id, id, name, type, script) values (${tenantId}, ${id}, 'Probe', 1, '{"steps":[]}')`,
  );

/** One valid row per Roleplay tenant table, for the RLS probe (apps/server/test/rls.test.ts). */
export const ROLEPLAY_FIXTURES: Record<string, (db: Database, tenantId: string) => Promise<SQL>> = {
  roleplay_never_say: async (_db, tenantId) =>
    sql`insert into roleplay_never_say (tenant_id, phrases) values (${tenantId}, '["probe"]'::jsonb)`,
  batches: async (_db, tenantId) =>
    sql`insert into batches (tenant_id, id, batch_name, type, idle_time_option1) values (${tenantId}, ${newId()}, 'Probe', 2, '{"optionOneFrom":60,"optionOneTo":120}')`,
  trainings: async (db, tenantId) => {
    const batchId = await probeBatch(db, tenantId);
    const user = await makeUser(db, { role: 'hero', tenants: [] });
    return sql`insert into trainings (tenant_id, id, batch_id, user_id) values (${tenantId}, ${newId()}, ${batchId}, ${user.id})`;
  },
  usecases: async (_db, tenantId) =>
    sql`insert into usecases (tenant_id, id, name, type, script) values (${tenantId}, ${newId()}, 'Probe', 2, '{"steps":[]}')`,
  usecase_assignments: async (db, tenantId) => {
    const usecaseId = await probeUsecase(db, tenantId);
    const user = await makeUser(db, { role: 'hero', tenants: [] });
    return sql`insert into usecase_assignments (tenant_id, id, kind, usecase_id, user_id) values (${tenantId}, ${newId()}, 'favourite', ${usecaseId}, ${user.id})`;
  },
  roleplay_installs: async (_db, tenantId) =>
    sql`insert into roleplay_installs (tenant_id, item) values (${tenantId}, ${`probe:${newId()}`})`,
  bot_languages: async (_db, tenantId) =>
    sql`insert into bot_languages (tenant_id, language_cd, language_nm) values (${tenantId}, ${`x-${newId()}`}, 'Probe')`,
  voice_configs: async (db, tenantId) => {
    const code = `x-${newId()}`;
    await db.run({ tenantId, userId: null }, (tx) =>
      tx.execute(sql`insert into bot_languages (tenant_id, language_cd, language_nm) values (${tenantId}, ${code}, 'Probe')`),
    );
    return sql`insert into voice_configs (tenant_id, language_cd, voice_nm, provider_tts, provider_stt, buddy_botvoice)
      values (${tenantId}, ${code}, 'Probe', 'espeak-ng', 'pocketsphinx', 'en-us')`;
  },
  assessments: async (db, tenantId) => {
    const usecaseId = await probeUsecase(db, tenantId);
    const user = await makeUser(db, { role: 'hero', tenants: [] });
    return sql`insert into assessments (tenant_id, id, unique_id, position, user_id, actor_id, usecase_id, name, type, inbound_enabled,
        is_delay_required, interval_in_seconds, is_usecase_library, nlu_enabled, scripted, live_transcript, real_time_feedback,
        visibility_id, threshold, max_retry_count, language, selected_voice)
      values (${tenantId}, ${newId()}, ${newId()}, 0, ${user.id}, ${user.id}, ${usecaseId}, 'Probe', 1, true, false, 1, false, false, true,
        false, true, 3, 70, 3, 'en-US', 'en-US,English,1,espeak-ng,pocketsphinx,en-us')`;
  },
};
