-- Row-level security on SCIM tokens: a group's provisioning tokens are seen and checked only inside that group.
SELECT sb_enable_tenant_rls('scim_tokens');
