-- KBot's candidate passages for a question, in the acting tenant (app.tenant_id), each source read in
-- its own language (`languages[i]` is stemmed by `configs[i]`): per configuration, the first `cap`
-- passages holding every word of the question and the first `cap` holding any of them, each ranked by
-- the words it holds. A passage found by both comes twice; the caller keeps its one rank.
-- SECURITY DEFINER for the reason `sb_knowledge_search_ranked` is: under row-level security `@@` is not
-- leakproof, so no index could answer it and every question read and ranked every passage of every
-- group (3.2 s at 100,000 passages). Sequential and plain index scans are off so that each branch is a
-- bitmap scan of the GIN index that stops at its cap; ranking then reads at most 2 × `cap` vectors.
-- Returns keys and ranks only; the caller applies its sources' read rules.
CREATE FUNCTION sb_kbot_passage_candidates(question text, configs text[], languages text[], cap integer)
  RETURNS TABLE (source_kind text, source_id varchar, ordinal integer, rank real)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public SET enable_seqscan = off SET enable_indexscan = off
AS $$
DECLARE
  g record;
  every_word tsquery;
  any_word tsquery;
  words tsquery;
  branches text[] := '{}';
BEGIN
  FOR g IN SELECT u.config, string_agg(format('%L', u.language), ', ' ORDER BY u.language) AS langs
             FROM unnest(configs, languages) AS u(config, language) GROUP BY u.config LOOP
    every_word := plainto_tsquery(g.config::regconfig, question);
    CONTINUE WHEN numnode(every_word) = 0;
    any_word := replace(every_word::text, ' & ', ' | ')::tsquery;
    FOREACH words IN ARRAY CASE WHEN any_word = every_word THEN ARRAY[any_word] ELSE ARRAY[every_word, any_word] END LOOP
      branches := branches || format(
        'SELECT m.source_kind, m.source_id, m.ordinal, ts_rank_cd(m.search, %1$L::tsquery) FROM (
           SELECT p.source_kind, p.source_id, p.ordinal, p.search FROM kbot_passages p
            WHERE p.tenant_id = sb_current_tenant() AND p.language IN (%3$s) AND p.search @@ %2$L::tsquery
            LIMIT $1) m',
        any_word, words, g.langs);
    END LOOP;
  END LOOP;
  IF cardinality(branches) = 0 THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE array_to_string(branches, ' UNION ALL ') USING cap;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION sb_kbot_passage_candidates(text, text[], text[], integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION sb_kbot_passage_candidates(text, text[], text[], integer) TO switchboard_app;
