-- Knowledge becomes a built-in application (articles and search of the group's own): catalogues seeded
-- while it was an embed without an address switch over, and new dashboards place it.
UPDATE applications
SET widget_kind = 'builtin', builtin_widget = 'knowledge', embed_url = NULL, default_on_dashboard = true, updated_at = now()
WHERE application_id = 'knowledge' AND widget_kind = 'embed' AND coalesce(embed_url, '') = '';
