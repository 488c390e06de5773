CREATE TABLE "startup_search_terms" (
	"term" text COLLATE "C" NOT NULL,
	"startup_id" uuid NOT NULL,
	"rank" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_search_words" (
	"term" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "startup_search_terms" ADD CONSTRAINT "startup_search_terms_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "startup_search_terms_term_idx" ON "startup_search_terms" USING btree ("term","rank" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"startup_id");--> statement-breakpoint
CREATE INDEX "startup_search_terms_startup_idx" ON "startup_search_terms" USING btree ("startup_id");
--> statement-breakpoint
-- Search Similar's term index (schema/startups.ts) is kept here, by the database, on every write to a startup:
-- a verified startup has a row per word of its search vector; any other status has none.
CREATE FUNCTION startup_search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM startup_search_terms WHERE startup_id = OLD.id;
  END IF;
  IF NEW.status = 'verified' THEN
    -- In word order, so two writers adding the same new words wait for each other instead of deadlocking.
    INSERT INTO startup_search_words (term)
      SELECT u.lexeme FROM unnest(NEW.search) u ORDER BY u.lexeme
      ON CONFLICT DO NOTHING;
    INSERT INTO startup_search_terms (term, startup_id, rank, created_at)
      SELECT u.lexeme, NEW.id, ts_rank(NEW.search, plainto_tsquery('simple', u.lexeme)), NEW.created_at
      FROM unnest(NEW.search) u;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER startup_search_terms_insert AFTER INSERT ON startups
  FOR EACH ROW EXECUTE FUNCTION startup_search_terms_sync();
--> statement-breakpoint
CREATE TRIGGER startup_search_terms_update AFTER UPDATE OF search_text, status, created_at ON startups
  FOR EACH ROW
  WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.status IS DISTINCT FROM NEW.status
        OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION startup_search_terms_sync();
--> statement-breakpoint
INSERT INTO startup_search_words (term)
  SELECT DISTINCT u.lexeme FROM startups s, unnest(s.search) u WHERE s.status = 'verified' ORDER BY u.lexeme
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO startup_search_terms (term, startup_id, rank, created_at)
  SELECT u.lexeme, s.id, ts_rank(s.search, plainto_tsquery('simple', u.lexeme)), s.created_at
  FROM startups s, unnest(s.search) u WHERE s.status = 'verified';
