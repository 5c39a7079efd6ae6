-- A member's own application settings move onto their membership: an upload of 100,000 people wrote
-- about five access rows per person (each with three foreign-key checks); now it writes one row per person.
ALTER TABLE "memberships" ADD COLUMN "withdrawn_applications" varchar(24)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "granted_applications" varchar(24)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "memberships" AS m SET
  "withdrawn_applications" = coalesce(
    (SELECT array_agg(a.application_id ORDER BY a.application_id) FROM "user_application_access" AS a
     WHERE a.tenant_id = m.tenant_id AND a.user_id = m.user_id AND NOT a.access), '{}'),
  "granted_applications" = coalesce(
    (SELECT array_agg(a.application_id ORDER BY a.application_id) FROM "user_application_access" AS a
     WHERE a.tenant_id = m.tenant_id AND a.user_id = m.user_id AND a.access), '{}')
WHERE EXISTS (SELECT 1 FROM "user_application_access" AS a WHERE a.tenant_id = m.tenant_id AND a.user_id = m.user_id);--> statement-breakpoint
DROP TABLE "user_application_access" CASCADE;
