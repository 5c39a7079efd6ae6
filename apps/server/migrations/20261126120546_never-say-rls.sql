-- Row-level security on a tenant's never-say phrases: a tenant reads and writes only its own list.
SELECT sb_enable_tenant_rls('roleplay_never_say');
