-- Row-level security on the tenant tables of the applications, dashboard and kbot modules.
-- (The applications catalogue itself is global: architects manage it.)
SELECT sb_enable_tenant_rls('tenant_applications');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('user_application_access');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('dashboard_layouts');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('kbot_sync_requests');
