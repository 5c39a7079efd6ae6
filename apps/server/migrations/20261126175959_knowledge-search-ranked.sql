-- A knowledge search's ranked candidates: for each language configuration, the first `cap` articles of
-- the acting tenant (app.tenant_id) that hold every word of the query, read in their own language
-- (`languages[i]` is stemmed by `configs[i]`), each with its rank. Filters as the reader's search asks:
-- statuses, tags (all of them), and for readers below guardian their role among the audience.
-- SECURITY DEFINER: under row-level security PostgreSQL may not answer `search @@ query` from an index
-- (the operator is not leakproof) and reads every article of every group instead; the owner's reading
-- is bound to the acting tenant here and returns ids and ranks only.
-- Bounded work, whatever the words: a bitmap scan of the language's GIN index stops at `cap` matches,
-- so a word found in 60,000 articles costs what one found in 200 does, and ranking reads at most `cap`
-- vectors. Sequential and plain index scans are off because the planner does not count reading each
-- row's vector to test `@@`, and with a LIMIT it would otherwise walk the table for mid-frequency words.
-- Quoted phrases: the index cannot check word order, so the first `phrase_cap` articles holding all the
-- words are found by the index and only those are read for the order (a phrase's words rarely appear
-- apart in real articles; checking every holder of "direct" and "debit" took a second at 100,000).
CREATE FUNCTION sb_knowledge_search_ranked(
  q text, configs text[], languages text[], statuses text[], tags text[], reader_role text, cap integer, phrase_cap integer
) RETURNS TABLE (id varchar, rank real, more boolean)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public SET enable_seqscan = off SET enable_indexscan = off
AS $$
DECLARE
  g record;
  query tsquery;
  words tsquery;
  branches text[] := '{}';
BEGIN
  FOR g IN SELECT u.config, string_agg(format('%L', u.language), ', ' ORDER BY u.language) AS langs
             FROM unnest(configs, languages) AS u(config, language) GROUP BY u.config LOOP
    query := websearch_to_tsquery(g.config::regconfig, q);
    CONTINUE WHEN numnode(query) = 0;
    -- All the words without their order, which the index answers exactly; kept as is under a negation,
    -- where dropping the order would exclude more than asked.
    words := CASE WHEN query::text LIKE '%!%' THEN query ELSE regexp_replace(query::text, '<(\d+|-)>', '&', 'g')::tsquery END;
    -- `more`: the branch stopped at its cap, so the matches counted are a lower bound.
    branches := branches || format(
      'SELECT m.id, ts_rank_cd(m.search, %1$L::tsquery, 32), m.n >= %5$s FROM (
         SELECT s.id, s.search, count(*) OVER () AS n FROM (
           SELECT a.id, a.search FROM knowledge_articles a
            WHERE a.tenant_id = sb_current_tenant() AND a.language IN (%3$s) AND a.status = ANY($1) %4$s
              AND ($3::text IS NULL OR a.audience_roles = ''{}'' OR $3 = ANY(a.audience_roles)) AND a.search @@ %2$L::tsquery
            LIMIT %5$s) s) m %6$s',
      query, words, g.langs,
      CASE WHEN cardinality(tags) > 0 THEN 'AND a.tags @> $2' ELSE '' END,
      CASE WHEN words = query THEN '$4' ELSE '$5' END,
      CASE WHEN words = query THEN '' ELSE format('WHERE m.search @@ %L::tsquery', query) END);
  END LOOP;
  IF cardinality(branches) = 0 THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE array_to_string(branches, ' UNION ALL ') USING statuses, tags, reader_role, cap, phrase_cap;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION sb_knowledge_search_ranked(text, text[], text[], text[], text[], text, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION sb_knowledge_search_ranked(text, text[], text[], text[], text[], text, integer, integer) TO switchboard_app;
--> statement-breakpoint
DROP FUNCTION sb_knowledge_search_candidates(text, text[], text[], text[], text[], text, integer);
