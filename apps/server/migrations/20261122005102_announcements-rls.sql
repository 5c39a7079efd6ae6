-- Row-level security on the announcement tables (tenant_id first in every key).
SELECT sb_enable_tenant_rls('announcements');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('announcement_media');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('announcement_receipts');
