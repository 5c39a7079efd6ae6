-- A knowledge search's ranked candidates: for each language configuration, at most `cap` articles of
-- the acting tenant (app.tenant_id) that match the query, read in their own language (`languages[i]`
-- is stemmed by `configs[i]`), each with its rank. Filters as the reader's search asks: statuses, tags
-- (all of them), and for readers below guardian their role among the audience.
-- SECURITY DEFINER: under row-level security PostgreSQL may not answer `search @@ query` from an index
-- (the operator is not leakproof) and reads every article of every group instead; the owner's reading
-- is bound to the acting tenant here and returns ids and ranks only.
-- Bounded work, whatever the words: each index scan stops at its limit, so a word found in 60,000
-- articles costs about what one found in 200 does, and ranking reads at most `cap` vectors (a quoted
-- phrase: `phrase_cap`). Sequential and plain index scans are off because the planner does not count
-- reading each row's vector, and with a LIMIT it would otherwise walk the table.
-- Best first within the cap: the articles whose title answers the words (title hits rank highest) come
-- before the others the index yields, found by the index of `search_keys` alone (not under a negation).
-- Quoted phrases: `search_keys` holds every pair of adjacent words, so the index finds the articles
-- where each two-word step of a phrase stands in order (when every part of the query is required);
-- the first `phrase_cap` of those are read to check the whole phrase (three words or more, or words
-- with a stop word between them, which no pair key holds).
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
  FOR g IN SELECT u.config, string_agg(format('%L', u.language), ', ' ORDER BY u.language) AS langs
             FROM unnest(configs, languages) AS u(config, language) GROUP BY u.config LOOP
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
