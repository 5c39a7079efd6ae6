-- Row-level security on stored files and their chunks (ADR 028): a tenant reads and writes only its own bytes.
SELECT sb_enable_tenant_rls('stored_files');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('stored_file_chunks');
--> statement-breakpoint
-- Chunks stay out of line and uncompressed: media is compressed already, PCM barely shrinks, and ranges read only their part.
ALTER TABLE stored_file_chunks ALTER COLUMN bytes SET STORAGE EXTERNAL;
