-- Row-level security on the interaction-history tables (call recordings, Roleplay user sync jobs).
SELECT sb_enable_tenant_rls('call_recordings');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('roleplay_sync_jobs');
--> statement-breakpoint
-- Scored replies stored before reviews existed: the engine's score is the stored one, and the kind of
-- step comes from the script the session started with (the agreement report groups by it). Runs as the
-- migration owner; where that role is subject to RLS the rows are left as they are and a reviewer's
-- first edit fills engine_score instead.
UPDATE chat_messages m
SET engine_score = m.score,
    step_kind = (
      SELECT step->>'kind'
      FROM user_sessions s, jsonb_array_elements(s.script->'steps') AS step
      WHERE s.tenant_id = m.tenant_id AND s.id = m.user_session_id AND step->>'id' = m.step_id
      LIMIT 1
    )
WHERE m.is_score_editable AND m.score IS NOT NULL AND m.engine_score IS NULL;
