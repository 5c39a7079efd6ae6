-- Row-level security on the practice-session tables (user sessions, chat messages, KPI bands, weightages, CRM forms and data).
SELECT sb_enable_tenant_rls('user_sessions');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('chat_messages');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('kpi_configs');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('weightages');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('crm_forms');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('crm_form_data');
