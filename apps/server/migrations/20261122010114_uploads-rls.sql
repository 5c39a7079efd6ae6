-- Row-level security for the upload tables (issue 6): tenant_id = app.tenant_id, forced.
SELECT sb_enable_tenant_rls('upload_jobs');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('upload_job_rows');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('upload_job_issues');
