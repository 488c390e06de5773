-- Search (issue 18): a weighted full-text document per searchable kind, kept by the database in the row's own
-- write (generated columns), with a GIN index each. The 'simple' configuration (no stemming, no stop words) on
-- text folded by search_fold, the same on PGlite and PostgreSQL (PGlite ships no unaccent extension).
-- The columns are not declared in server/db/schema (every select() of those tables would read them);
-- server/features/search/queries.ts names them.

-- common/search.ts's foldText does the same to a query (search.test.ts compares the two). Changing this function
-- leaves stored documents as they were: a later migration must then rewrite the columns.
CREATE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT regexp_replace(
    lower(replace(replace(replace(translate(normalize(t, NFC),
      'àáâãäåāăąǎạÀÁÂÃÄÅĀĂĄǍẠçćĉċčÇĆĈĊČďđðĎĐÐèéêëēĕėęěẹẽÈÉÊËĒĔĖĘĚẸẼĝğġģĜĞĠĢĥħĤĦìíîïĩīĭįıǐịÌÍÎÏĨĪĬĮİǏỊĵĴķĶĺļľŀłĹĻĽĿŁñńņňǹÑŃŅŇǸòóôõöøōŏőǒọÒÓÔÕÖØŌŎŐǑỌŕŗřŔŖŘśŝşšșṣŚŜŞŠȘṢţťŧțŢŤŦȚùúûüũūŭůűųǔụÙÚÛÜŨŪŬŮŰŲǓỤŵŴýÿŷÝŸŶźżžŹŻŽÆŒẞ’‘ʼ`´',
      'aaaaaaaaaaaaaaaaaaaaaaccccccccccddddddeeeeeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnnnoooooooooooooooooooooorrrrrrssssssssssssttttttttuuuuuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzzæœß'''''''''''),
      'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss')),
    '[\u0300-\u036f]', '', 'g')
$$;
--> statement-breakpoint
-- Schema-qualified calls: pg_dump's restore computes generated columns with an empty search_path.
-- One field of a document at one weight: its folded words, plus each word with apostrophes written without them,
-- so 'cote d ivoire' and 'cote divoire' both find "Côte d'Ivoire".
CREATE FUNCTION search_field(t text, w "char") RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(
    to_tsvector('simple', f) || to_tsvector('simple', coalesce(
      (SELECT string_agg(replace(m[1], '''', ''), ' ')
         FROM regexp_matches(f, '([[:alnum:]]+(?:''[[:alnum:]]+)+)', 'g') AS m), '')),
    w)
  FROM (SELECT public.search_fold(coalesce(t, '')) AS f) AS s
$$;
--> statement-breakpoint
-- array_to_string is only STABLE (it may call a type's output function); on text[] it never changes.
CREATE FUNCTION search_join(a text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(array_to_string(a, ' '), '') $$;
--> statement-breakpoint
-- Titles A, summaries B, bodies C; a post has no title, its body is B (docs/decisions.md, 'Search').
ALTER TABLE "articles" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (
  search_field("title", 'A') || search_field("summary", 'B') || search_field("body_text", 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (
  search_field("name", 'A') || search_field("description", 'B')) STORED;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (search_field("body", 'B')) STORED;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (
  search_field("title", 'A') || search_field("location", 'B') || search_field("description", 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (
  search_field("title", 'A') || search_field("description", 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (
  search_field("name", 'A')
  || search_field(coalesce("industry", '') || ' ' || coalesce("location", '') || ' ' || coalesce("funding_stage", '')
       || ' ' || search_join("founders"), 'B')
  || search_field("description", 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (
  search_field("title", 'A')
  || search_field(coalesce("location", '') || ' ' || search_join("skills"), 'B')
  || search_field("description" || ' ' || search_join("requirements") || ' ' || search_join("looking_for")
       || ' ' || search_join("offering"), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "articles_search_doc_idx" ON "articles" USING gin ("search_doc");
--> statement-breakpoint
CREATE INDEX "clubs_search_doc_idx" ON "clubs" USING gin ("search_doc");
--> statement-breakpoint
CREATE INDEX "posts_search_doc_idx" ON "posts" USING gin ("search_doc");
--> statement-breakpoint
CREATE INDEX "events_search_doc_idx" ON "events" USING gin ("search_doc");
--> statement-breakpoint
CREATE INDEX "programs_search_doc_idx" ON "programs" USING gin ("search_doc");
--> statement-breakpoint
CREATE INDEX "startups_search_doc_idx" ON "startups" USING gin ("search_doc");
--> statement-breakpoint
CREATE INDEX "opportunities_search_doc_idx" ON "opportunities" USING gin ("search_doc");
