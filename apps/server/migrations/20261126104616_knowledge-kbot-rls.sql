-- Row-level security on knowledge articles and KBot passages: a group sees and searches only its own.
SELECT sb_enable_tenant_rls('knowledge_articles');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('kbot_passages');
