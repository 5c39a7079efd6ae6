-- The search keys of an article's weighted vector (title A, tags B, body C): each word of its title,
-- and each pair of words that stand next to each other anywhere in it, as the two words with a space
-- between (a word never holds a space, so the two kinds of key cannot meet). A GIN index over them
-- answers "the title holds one of these words" and "these words stand in this order" from the index
-- alone, which an index of single words cannot. Adjacent means the vector's own positions, so a pair
-- matches exactly what the phrase operator `<->` matches over the same vector.
CREATE FUNCTION sb_knowledge_search_keys(doc tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT k.key)), ''::tsvector) FROM (
    SELECT w.lexeme AS key FROM unnest(doc) AS w WHERE 'A' = ANY (w.weights)
    UNION ALL
    SELECT l.lexeme || ' ' || r.lexeme
      FROM (SELECT w.lexeme, unnest(w.positions) AS p FROM unnest(doc) AS w) AS l
      JOIN (SELECT w.lexeme, unnest(w.positions) AS p FROM unnest(doc) AS w) AS r ON r.p = l.p + 1
  ) AS k
$$;
