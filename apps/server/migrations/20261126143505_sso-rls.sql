-- Row-level security on single sign-on: an organisation's provider settings (its sealed client secret) and the
-- sign-ins under way are seen only inside the group that keeps them. sso_domains stays global: the sign-in page
-- looks a domain up before anyone is signed in, and it holds nothing secret.
SELECT sb_enable_tenant_rls('sso_configs');
--> statement-breakpoint
SELECT sb_enable_tenant_rls('sso_sign_ins');
