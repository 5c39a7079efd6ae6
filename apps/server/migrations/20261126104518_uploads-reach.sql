-- Which of these accounts are outside the reach of the acting user (app.user_id) in the acting tenant
-- (app.tenant_id)? An account is within reach when it belongs to at least one group and every group it
-- belongs to is one the acting user may act in: the current one, their own groups, every group of
-- their organisations for a commander, all for an architect. A bulk upload changes accounts (name,
-- role, sign-in) for every group at once, so it may change only accounts wholly within reach.
-- SECURITY DEFINER: the answer needs the memberships of other groups, which row-level security hides
-- from the request role; it answers yes/no per given id and nothing else.
CREATE FUNCTION sb_accounts_outside_reach(candidates varchar[]) RETURNS SETOF varchar
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
AS $$
  WITH me AS (
    SELECT u.role FROM users u WHERE u.id = sb_current_user()
  ), mine AS (
    SELECT m.tenant_id, t.org FROM memberships m JOIN tenants t ON t.id = m.tenant_id
    WHERE m.user_id = sb_current_user() AND m.active
  ), reach AS (
    SELECT t.id FROM tenants t
    WHERE t.id = sb_current_tenant()
       OR t.id IN (SELECT tenant_id FROM mine)
       OR ((SELECT role FROM me) = 'commander' AND t.org IN (SELECT org FROM mine))
       OR (SELECT role FROM me) = 'architect'
  )
  SELECT c.id FROM unnest(candidates) AS c(id)
  WHERE NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = c.id)
     OR EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = c.id AND m.tenant_id NOT IN (SELECT id FROM reach))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION sb_accounts_outside_reach(varchar[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION sb_accounts_outside_reach(varchar[]) TO switchboard_app;
