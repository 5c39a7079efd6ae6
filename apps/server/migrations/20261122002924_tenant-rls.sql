-- The application's query role: no superuser, no RLS bypass. Every request transaction
-- switches to it with set_config('role', ...) so row-level security always applies.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'switchboard_app') THEN
    CREATE ROLE switchboard_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
-- Roles are cluster-wide: another database on the same server may create it at the same moment.
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO switchboard_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO switchboard_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO switchboard_app;
--> statement-breakpoint
CREATE FUNCTION sb_current_tenant() RETURNS varchar LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::varchar $$;
--> statement-breakpoint
CREATE FUNCTION sb_current_user() RETURNS varchar LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '')::varchar $$;
--> statement-breakpoint
-- Later migrations call this for every new tenant table (tenant_id first in its key).
CREATE FUNCTION sb_enable_tenant_rls(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (tenant_id = sb_current_tenant()) WITH CHECK (tenant_id = sb_current_tenant())',
    tbl
  );
END
$$;
--> statement-breakpoint
SELECT sb_enable_tenant_rls('audit_log');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('memberships');
--> statement-breakpoint
-- A user may read their own memberships in every tenant (login, group switcher); writes stay tenant-bound.
CREATE POLICY own_memberships_read ON memberships FOR SELECT USING (user_id = sb_current_user());
