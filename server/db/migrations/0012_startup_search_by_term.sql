-- Search Similar's one-word read of the term index (server/features/startups/queries.ts, byTermStatement):
-- each completion of the prefix (at most 64, in word order), its best `lim` startups from the index, each
-- startup once at its better rank, and how many completions the prefix has (up to 65, to tell whether there
-- are more than 64).
--
-- A function so its plan is made once per connection: sent as a prepared statement, PostgreSQL estimated the
-- generic plan (any prefix) at twice the cost of a plan for the prefix at hand, so it planned every search
-- again (~0.2 ms of its CPU, more than running it). The plan is the same for every prefix, so the function
-- asks for the generic plan (plpgsql keeps it for the session); plan_cache_mode is set for the function's
-- call only. ROWS 8 (a page of Search Similar, the usual size of its answer) lets the caller's query join the
-- rows to startups by primary key rather than hash all of them.
CREATE FUNCTION startup_search_by_term(lo text, hi text, exclude_id uuid, lim integer)
RETURNS TABLE (startup_id uuid, rank real, created_at timestamp with time zone, completions integer)
LANGUAGE plpgsql STABLE
ROWS 8
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
    SELECT best.startup_id, max(best.rank), max(best.created_at),
           (SELECT count(*)::integer FROM (
              SELECT w.term FROM startup_search_words w WHERE w.term >= lo AND w.term < hi ORDER BY w.term LIMIT 65
            ) counted)
    FROM (
      SELECT w.term FROM startup_search_words w WHERE w.term >= lo AND w.term < hi ORDER BY w.term LIMIT 64
    ) completion
    CROSS JOIN LATERAL (
      SELECT t.startup_id, t.rank, t.created_at FROM startup_search_terms t
      WHERE t.term = completion.term AND t.startup_id <> exclude_id
      ORDER BY t.rank DESC, t.created_at DESC, t.startup_id
      LIMIT lim
    ) best
    GROUP BY best.startup_id;
END
$$;
