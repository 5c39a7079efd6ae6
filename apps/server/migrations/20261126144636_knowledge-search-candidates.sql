-- Knowledge rows stay narrow: the body (HTML and text) and the search vector live out of line, so a
-- search that visits thousands of matching rows reads a few pages per thousand, not one per row.
-- Applies to rows written from now on (a row moves when it is next updated).
ALTER TABLE knowledge_articles SET (toast_tuple_target = 512);
--> statement-breakpoint
-- The latest `cap` articles of the acting tenant (app.tenant_id) that match a search box's query, each
-- read in its own language: `languages[i]` is stemmed by `configs[i]`. Filters as the reader's search
-- asks: statuses, tags (all of them), and for readers below guardian their role among the audience.
-- SECURITY DEFINER: under row-level security PostgreSQL may not answer `search @@ query` from an index
-- (the operator is not leakproof) and reads every article of every group instead; the owner's reading
-- is bound to the acting tenant here and returns ids only. Each configuration's branch names exactly
-- its index's languages, so the per-configuration GIN index answers it without reading the vectors.
CREATE FUNCTION sb_knowledge_search_candidates(
  q text, configs text[], languages text[], statuses text[], tags text[], reader_role text, cap integer
) RETURNS SETOF varchar
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public
AS $$
DECLARE
  branches text;
BEGIN
  SELECT string_agg(format('(language IN (%s) AND search @@ websearch_to_tsquery(%L::regconfig, $1))', g.langs, g.config), ' OR ')
    INTO branches
    FROM (SELECT u.config, string_agg(format('%L', u.language), ', ' ORDER BY u.language) AS langs
            FROM unnest(configs, languages) AS u(config, language) GROUP BY u.config) g;
  IF branches IS NULL THEN
    RETURN;
  END IF;
  -- Dynamic, so that each search is planned with its own words: a common word is best found by
  -- another path than a rare one.
  RETURN QUERY EXECUTE format(
    'SELECT id FROM knowledge_articles
      WHERE tenant_id = sb_current_tenant() AND status = ANY($2) AND tags @> $3
        AND ($4 IS NULL OR audience_roles = ''{}'' OR $4 = ANY(audience_roles)) AND (%s)
      ORDER BY updated_at DESC, id DESC LIMIT $5', branches)
    USING q, statuses, tags, reader_role, cap;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION sb_knowledge_search_candidates(text, text[], text[], text[], text[], text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION sb_knowledge_search_candidates(text, text[], text[], text[], text[], text, integer) TO switchboard_app;
