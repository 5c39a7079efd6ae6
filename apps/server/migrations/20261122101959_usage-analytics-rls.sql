-- Row-level security on the usage analytics events (ADR 015): a tenant sees, and forwards, only its own.
SELECT sb_enable_tenant_rls('usage_events');
