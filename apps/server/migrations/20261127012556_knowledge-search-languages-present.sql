-- A knowledge search plans a branch only for the languages the acting tenant has articles in (an
-- index probe per language on knowledge_articles_language_recent_idx); otherwise unchanged from
-- 20261126213402_knowledge-search-ranked-keys, whose header describes the function.
CREATE OR REPLACE FUNCTION sb_knowledge_search_ranked(
  q text, configs text[], languages text[], statuses text[], tags text[], reader_role text, cap integer, phrase_cap integer
) RETURNS TABLE (id varchar, rank real, more boolean)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public SET enable_seqscan = off SET enable_indexscan = off
AS $$
DECLARE
  g record;
  query tsquery;
  words tsquery;
  tokens text[];
  title_keys text;
  pair_keys text;
  titles text;
  scan text;
  branches text[] := '{}';
BEGIN
  -- Only the languages the acting tenant has articles in: each configuration's branch costs as much
  -- to plan as to run a narrow search, and most groups write in one or two of the nine languages.
  FOR g IN SELECT u.config, string_agg(format('%L', u.language), ', ' ORDER BY u.language) AS langs
             FROM unnest(configs, languages) AS u(config, language)
            WHERE EXISTS (SELECT 1 FROM knowledge_articles a WHERE a.tenant_id = sb_current_tenant() AND a.language = u.language)
            GROUP BY u.config LOOP
    query := websearch_to_tsquery(g.config::regconfig, q);
    CONTINUE WHEN numnode(query) = 0;
    -- All the words without their order, which the index answers exactly; kept as is under a negation,
    -- where dropping the order would exclude more than asked.
    words := CASE WHEN query::text LIKE '%!%' THEN query ELSE regexp_replace(query::text, '<(\d+|-)>', '&', 'g')::tsquery END;
    -- The query's parts as printed: quoted words (a quote inside doubled), operators and parentheses.
    SELECT array_agg(m[1]) INTO tokens FROM regexp_matches(query::text, '(''(?:[^'']|'''')+''|<[^>]*>|[&|!()])', 'g') AS m;
    -- The articles whose title answers the words come first. Their title's words are among the article's,
    -- so they answer the whole query and the keys' index finds them alone. Not under a negation, which
    -- only the whole article can answer (checking it would read each vector): those rank in index order.
    title_keys := CASE WHEN '!' = ANY (tokens) THEN NULL ELSE words::text END;
    -- Each adjacent pair of a phrase, required only when every part of the query is (no `or`, no `-`).
    pair_keys := NULL;
    IF NOT ('|' = ANY (tokens) OR '!' = ANY (tokens)) THEN
      SELECT string_agg(DISTINCT format('''%s %s''', substr(tokens[i], 2, length(tokens[i]) - 2),
               substr(tokens[i + 2], 2, length(tokens[i + 2]) - 2)), ' & ') INTO pair_keys
        FROM generate_subscripts(tokens, 1) AS i
       WHERE tokens[i + 1] = '<->' AND left(tokens[i], 1) = '''' AND left(tokens[i + 2], 1) = '''';
    END IF;
    titles := format(
      'SELECT a.id, a.search FROM knowledge_articles a
        WHERE a.tenant_id = sb_current_tenant() AND a.language IN (%s) AND a.status = ANY($1) %s
          AND ($3::text IS NULL OR a.audience_roles = ''{}'' OR $3 = ANY(a.audience_roles))',
      g.langs, CASE WHEN cardinality(tags) > 0 THEN 'AND a.tags @> $2' ELSE '' END);
    scan := titles || format(' AND a.search @@ %L::tsquery', words);
    -- `more`: the scan of all matches stopped at its limit, so the matches counted are a lower bound.
    branches := branches || format(
      '(WITH titled AS (%1$s LIMIT $4), found AS (%2$s LIMIT %3$s),
            candidates AS (
              SELECT DISTINCT ON (c.id) c.id, c.search, c.tier
                FROM (SELECT t.id, t.search, 1 AS tier FROM titled t UNION ALL SELECT f.id, f.search, 2 FROM found f) c
               %4$s ORDER BY c.id, c.tier),
            best AS (SELECT b.id, b.search FROM candidates b ORDER BY b.tier LIMIT %3$s)
       SELECT best.id, ts_rank_cd(best.search, %5$L::tsquery, 32), (SELECT count(*) FROM found) >= %3$s FROM best)',
      CASE WHEN title_keys IS NULL THEN titles || ' AND false'
           ELSE titles || format(' AND a.search_keys @@ %L::tsquery', '(' || title_keys || ')' || coalesce(' & ' || pair_keys, '')) END,
      scan || CASE WHEN pair_keys IS NULL THEN '' ELSE format(' AND a.search_keys @@ %L::tsquery', pair_keys) END,
      CASE WHEN words = query THEN '$4' ELSE '$5' END,
      CASE WHEN words = query THEN '' ELSE format('WHERE c.search @@ %L::tsquery', query) END,
      query);
  END LOOP;
  IF cardinality(branches) = 0 THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE array_to_string(branches, ' UNION ALL ') USING statuses, tags, reader_role, cap, phrase_cap;
END
$$;
