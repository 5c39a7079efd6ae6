-- Row-level security on every Roleplay tenant table (use cases, batches, trainings, assignments, voices, practice items).
SELECT sb_enable_tenant_rls('batches');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('trainings');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('usecases');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('usecase_assignments');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('roleplay_installs');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('bot_languages');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('voice_configs');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('assessments');
