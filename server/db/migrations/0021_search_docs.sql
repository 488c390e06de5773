-- Search (issue 18): each kind's search document moves out of the kind's own row into a narrow table of its own,
-- <table>_search (id, date, doc, then the columns its visibility rules read), kept by triggers in the write's own
-- transaction. A search reads thousands of documents (the date-index walks, the GIN matches sorted by date); in
-- the wide rows (21 to 27 columns, the document last) each read first stepped over every column before it, 13 %
-- of a search's instructions in PostgreSQL (callgrind over the bench's searches: 7.26 M a search before, 6.80 M
-- after; docs/decisions.md, stop 27).
-- The triggers write a search row only when a column it holds or is computed from has changed (a view counted or
-- a comment added leaves it alone, as the generated columns were left).
-- Not declared in server/db/schema: server/features/search/branches.ts names them.
LOCK TABLE "articles", "clubs", "posts", "events", "programs", "startups", "opportunities" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "articles_search" (
  "id" uuid PRIMARY KEY,
  "date" timestamp with time zone NOT NULL,
  "doc" tsvector NOT NULL,
  "status" text NOT NULL,
  "user_id" uuid,
  "club_id" uuid
);
--> statement-breakpoint
-- An article's document (title, summary and body, with positions) is often over a kilobyte: kept in the row,
-- compressed only past 4 KB (migration 0016's reason: a TOAST lookup a read otherwise).
ALTER TABLE "articles_search" ALTER COLUMN "doc" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "articles_search" SET (toast_tuple_target = 4080);
--> statement-breakpoint
CREATE TABLE "clubs_search" (
  "id" uuid PRIMARY KEY,
  "date" timestamp with time zone NOT NULL,
  "doc" tsvector NOT NULL,
  "status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts_search" (
  "id" uuid PRIMARY KEY,
  "date" timestamp with time zone NOT NULL,
  "doc" tsvector NOT NULL,
  "club_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events_search" (
  "id" uuid PRIMARY KEY,
  "date" timestamp with time zone NOT NULL,
  "doc" tsvector NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs_search" (
  "id" uuid PRIMARY KEY,
  "date" timestamp with time zone NOT NULL,
  "doc" tsvector NOT NULL,
  "is_featured" boolean NOT NULL,
  "is_archived" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startups_search" (
  "id" uuid PRIMARY KEY,
  "date" timestamp with time zone NOT NULL,
  "doc" tsvector NOT NULL,
  "status" text NOT NULL,
  "owner_id" uuid
);
--> statement-breakpoint
CREATE TABLE "opportunities_search" (
  "id" uuid PRIMARY KEY,
  "date" timestamp with time zone NOT NULL,
  "doc" tsvector NOT NULL,
  "status" text NOT NULL,
  "startup_id" uuid NOT NULL
);
--> statement-breakpoint
-- The documents as they are (the same expressions as the triggers below), oldest first: a walk from the newest
-- reads neighbouring rows.
INSERT INTO "articles_search" SELECT "id", "created_at", "search_doc", "status", "user_id", "club_id" FROM "articles" ORDER BY "created_at";
--> statement-breakpoint
INSERT INTO "clubs_search" SELECT "id", "created_at", "search_doc", "status" FROM "clubs" ORDER BY "created_at";
--> statement-breakpoint
INSERT INTO "posts_search" SELECT "id", "created_at", "search_doc", "club_id" FROM "posts" ORDER BY "created_at";
--> statement-breakpoint
INSERT INTO "events_search" SELECT "id", "date", "search_doc" FROM "events" ORDER BY "date";
--> statement-breakpoint
INSERT INTO "programs_search" SELECT "id", "created_at", "search_doc", "is_featured", "is_archived" FROM "programs" ORDER BY "created_at";
--> statement-breakpoint
INSERT INTO "startups_search" SELECT "id", "created_at", "search_doc", "status", "owner_id" FROM "startups" ORDER BY "created_at";
--> statement-breakpoint
INSERT INTO "opportunities_search" SELECT "id", "created_at", "search_doc", "status", "startup_id" FROM "opportunities" ORDER BY "created_at";
--> statement-breakpoint
-- The old columns go with their GIN indexes; the new tables get theirs, under the same names.
ALTER TABLE "articles" DROP COLUMN "search_doc";
--> statement-breakpoint
ALTER TABLE "clubs" DROP COLUMN "search_doc";
--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "search_doc";
--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "search_doc";
--> statement-breakpoint
ALTER TABLE "programs" DROP COLUMN "search_doc";
--> statement-breakpoint
ALTER TABLE "startups" DROP COLUMN "search_doc";
--> statement-breakpoint
ALTER TABLE "opportunities" DROP COLUMN "search_doc";
--> statement-breakpoint
CREATE INDEX "articles_search_doc_idx" ON "articles_search" USING gin ("doc");
--> statement-breakpoint
CREATE INDEX "clubs_search_doc_idx" ON "clubs_search" USING gin ("doc");
--> statement-breakpoint
CREATE INDEX "posts_search_doc_idx" ON "posts_search" USING gin ("doc");
--> statement-breakpoint
CREATE INDEX "events_search_doc_idx" ON "events_search" USING gin ("doc");
--> statement-breakpoint
CREATE INDEX "programs_search_doc_idx" ON "programs_search" USING gin ("doc");
--> statement-breakpoint
CREATE INDEX "startups_search_doc_idx" ON "startups_search" USING gin ("doc");
--> statement-breakpoint
CREATE INDEX "opportunities_search_doc_idx" ON "opportunities_search" USING gin ("doc");
--> statement-breakpoint
-- The walks' date indexes (plan.ts), newest first.
CREATE INDEX "articles_search_date_idx" ON "articles_search" USING btree ("date" DESC, "id");
--> statement-breakpoint
CREATE INDEX "clubs_search_date_idx" ON "clubs_search" USING btree ("date" DESC, "id");
--> statement-breakpoint
CREATE INDEX "posts_search_date_idx" ON "posts_search" USING btree ("date" DESC, "id");
--> statement-breakpoint
CREATE INDEX "events_search_date_idx" ON "events_search" USING btree ("date" DESC, "id");
--> statement-breakpoint
CREATE INDEX "programs_search_date_idx" ON "programs_search" USING btree ("date" DESC, "id");
--> statement-breakpoint
CREATE INDEX "startups_search_date_idx" ON "startups_search" USING btree ("date" DESC, "id");
--> statement-breakpoint
CREATE INDEX "opportunities_search_date_idx" ON "opportunities_search" USING btree ("date" DESC, "id");
--> statement-breakpoint
-- An opportunity's visibility reads its startup's status and owner (branches.ts).
CREATE INDEX "opportunities_search_startup_idx" ON "opportunities_search" USING btree ("startup_id");
--> statement-breakpoint
-- Each kind's search row: inserted with the row, written again when a column it holds or is computed from changes
-- (titles A, summaries B, bodies C, as migration 0015's columns were), deleted with the row; in the write's own
-- transaction. No foreign key: the triggers are what keeps the two together (a key would check each new search
-- row against the row just written).
CREATE FUNCTION articles_search_sync() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO articles_search (id, date, doc, status, user_id, club_id)
    VALUES (NEW.id,
            NEW.created_at,
            search_field(NEW.title, 'A') || search_field(NEW.summary, 'B') || search_field(NEW.body_text, 'C'),
            NEW.status,
            NEW.user_id,
            NEW.club_id);
  ELSE
    UPDATE articles_search SET
      date = NEW.created_at,
      doc = search_field(NEW.title, 'A') || search_field(NEW.summary, 'B') || search_field(NEW.body_text, 'C'),
      status = NEW.status,
      user_id = NEW.user_id,
      club_id = NEW.club_id
    WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION articles_search_drop() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  DELETE FROM articles_search WHERE id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_search_insert AFTER INSERT ON articles FOR EACH ROW EXECUTE FUNCTION articles_search_sync();
--> statement-breakpoint
CREATE TRIGGER articles_search_update AFTER UPDATE ON articles FOR EACH ROW
  WHEN ((OLD.title, OLD.summary, OLD.body_text, OLD.status, OLD.user_id, OLD.club_id, OLD.created_at)
        IS DISTINCT FROM
        (NEW.title, NEW.summary, NEW.body_text, NEW.status, NEW.user_id, NEW.club_id, NEW.created_at))
  EXECUTE FUNCTION articles_search_sync();
--> statement-breakpoint
CREATE TRIGGER articles_search_delete AFTER DELETE ON articles FOR EACH ROW EXECUTE FUNCTION articles_search_drop();
--> statement-breakpoint
CREATE FUNCTION clubs_search_sync() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO clubs_search (id, date, doc, status)
    VALUES (NEW.id,
            NEW.created_at,
            search_field(NEW.name, 'A') || search_field(NEW.description, 'B'),
            NEW.status);
  ELSE
    UPDATE clubs_search SET
      date = NEW.created_at,
      doc = search_field(NEW.name, 'A') || search_field(NEW.description, 'B'),
      status = NEW.status
    WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION clubs_search_drop() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  DELETE FROM clubs_search WHERE id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clubs_search_insert AFTER INSERT ON clubs FOR EACH ROW EXECUTE FUNCTION clubs_search_sync();
--> statement-breakpoint
CREATE TRIGGER clubs_search_update AFTER UPDATE ON clubs FOR EACH ROW
  WHEN ((OLD.name, OLD.description, OLD.status, OLD.created_at)
        IS DISTINCT FROM
        (NEW.name, NEW.description, NEW.status, NEW.created_at))
  EXECUTE FUNCTION clubs_search_sync();
--> statement-breakpoint
CREATE TRIGGER clubs_search_delete AFTER DELETE ON clubs FOR EACH ROW EXECUTE FUNCTION clubs_search_drop();
--> statement-breakpoint
CREATE FUNCTION posts_search_sync() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO posts_search (id, date, doc, club_id)
    VALUES (NEW.id,
            NEW.created_at,
            search_field(NEW.body, 'B'),
            NEW.club_id);
  ELSE
    UPDATE posts_search SET
      date = NEW.created_at,
      doc = search_field(NEW.body, 'B'),
      club_id = NEW.club_id
    WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION posts_search_drop() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  DELETE FROM posts_search WHERE id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_search_insert AFTER INSERT ON posts FOR EACH ROW EXECUTE FUNCTION posts_search_sync();
--> statement-breakpoint
CREATE TRIGGER posts_search_update AFTER UPDATE ON posts FOR EACH ROW
  WHEN ((OLD.body, OLD.club_id, OLD.created_at)
        IS DISTINCT FROM
        (NEW.body, NEW.club_id, NEW.created_at))
  EXECUTE FUNCTION posts_search_sync();
--> statement-breakpoint
CREATE TRIGGER posts_search_delete AFTER DELETE ON posts FOR EACH ROW EXECUTE FUNCTION posts_search_drop();
--> statement-breakpoint
CREATE FUNCTION events_search_sync() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO events_search (id, date, doc)
    VALUES (NEW.id,
            NEW.date,
            search_field(NEW.title, 'A') || search_field(NEW.location, 'B') || search_field(NEW.description, 'C'));
  ELSE
    UPDATE events_search SET
      date = NEW.date,
      doc = search_field(NEW.title, 'A') || search_field(NEW.location, 'B') || search_field(NEW.description, 'C')
    WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION events_search_drop() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  DELETE FROM events_search WHERE id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_search_insert AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_search_sync();
--> statement-breakpoint
CREATE TRIGGER events_search_update AFTER UPDATE ON events FOR EACH ROW
  WHEN ((OLD.title, OLD.location, OLD.description, OLD.date)
        IS DISTINCT FROM
        (NEW.title, NEW.location, NEW.description, NEW.date))
  EXECUTE FUNCTION events_search_sync();
--> statement-breakpoint
CREATE TRIGGER events_search_delete AFTER DELETE ON events FOR EACH ROW EXECUTE FUNCTION events_search_drop();
--> statement-breakpoint
CREATE FUNCTION programs_search_sync() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO programs_search (id, date, doc, is_featured, is_archived)
    VALUES (NEW.id,
            NEW.created_at,
            search_field(NEW.title, 'A') || search_field(NEW.description, 'C'),
            NEW.is_featured,
            NEW.is_archived);
  ELSE
    UPDATE programs_search SET
      date = NEW.created_at,
      doc = search_field(NEW.title, 'A') || search_field(NEW.description, 'C'),
      is_featured = NEW.is_featured,
      is_archived = NEW.is_archived
    WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION programs_search_drop() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  DELETE FROM programs_search WHERE id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER programs_search_insert AFTER INSERT ON programs FOR EACH ROW EXECUTE FUNCTION programs_search_sync();
--> statement-breakpoint
CREATE TRIGGER programs_search_update AFTER UPDATE ON programs FOR EACH ROW
  WHEN ((OLD.title, OLD.description, OLD.is_featured, OLD.is_archived, OLD.created_at)
        IS DISTINCT FROM
        (NEW.title, NEW.description, NEW.is_featured, NEW.is_archived, NEW.created_at))
  EXECUTE FUNCTION programs_search_sync();
--> statement-breakpoint
CREATE TRIGGER programs_search_delete AFTER DELETE ON programs FOR EACH ROW EXECUTE FUNCTION programs_search_drop();
--> statement-breakpoint
CREATE FUNCTION startups_search_sync() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO startups_search (id, date, doc, status, owner_id)
    VALUES (NEW.id,
            NEW.created_at,
            search_field(NEW.name, 'A')
      || search_field(coalesce(NEW.industry, '') || ' ' || coalesce(NEW.location, '') || ' '
           || coalesce(NEW.funding_stage, '') || ' ' || search_join(NEW.founders), 'B')
      || search_field(NEW.description, 'C'),
            NEW.status,
            NEW.owner_id);
  ELSE
    UPDATE startups_search SET
      date = NEW.created_at,
      doc = search_field(NEW.name, 'A')
      || search_field(coalesce(NEW.industry, '') || ' ' || coalesce(NEW.location, '') || ' '
           || coalesce(NEW.funding_stage, '') || ' ' || search_join(NEW.founders), 'B')
      || search_field(NEW.description, 'C'),
      status = NEW.status,
      owner_id = NEW.owner_id
    WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION startups_search_drop() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  DELETE FROM startups_search WHERE id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER startups_search_insert AFTER INSERT ON startups FOR EACH ROW EXECUTE FUNCTION startups_search_sync();
--> statement-breakpoint
CREATE TRIGGER startups_search_update AFTER UPDATE ON startups FOR EACH ROW
  WHEN ((OLD.name, OLD.industry, OLD.location, OLD.funding_stage, OLD.founders, OLD.description, OLD.status,
         OLD.owner_id, OLD.created_at)
        IS DISTINCT FROM
        (NEW.name, NEW.industry, NEW.location, NEW.funding_stage, NEW.founders, NEW.description, NEW.status,
         NEW.owner_id, NEW.created_at))
  EXECUTE FUNCTION startups_search_sync();
--> statement-breakpoint
CREATE TRIGGER startups_search_delete AFTER DELETE ON startups FOR EACH ROW EXECUTE FUNCTION startups_search_drop();
--> statement-breakpoint
CREATE FUNCTION opportunities_search_sync() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO opportunities_search (id, date, doc, status, startup_id)
    VALUES (NEW.id,
            NEW.created_at,
            search_field(NEW.title, 'A')
      || search_field(coalesce(NEW.location, '') || ' ' || search_join(NEW.skills), 'B')
      || search_field(NEW.description || ' ' || search_join(NEW.requirements) || ' '
           || search_join(NEW.looking_for) || ' ' || search_join(NEW.offering), 'C'),
            NEW.status,
            NEW.startup_id);
  ELSE
    UPDATE opportunities_search SET
      date = NEW.created_at,
      doc = search_field(NEW.title, 'A')
      || search_field(coalesce(NEW.location, '') || ' ' || search_join(NEW.skills), 'B')
      || search_field(NEW.description || ' ' || search_join(NEW.requirements) || ' '
           || search_join(NEW.looking_for) || ' ' || search_join(NEW.offering), 'C'),
      status = NEW.status,
      startup_id = NEW.startup_id
    WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION opportunities_search_drop() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  DELETE FROM opportunities_search WHERE id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER opportunities_search_insert AFTER INSERT ON opportunities FOR EACH ROW EXECUTE FUNCTION opportunities_search_sync();
--> statement-breakpoint
CREATE TRIGGER opportunities_search_update AFTER UPDATE ON opportunities FOR EACH ROW
  WHEN ((OLD.title, OLD.location, OLD.skills, OLD.description, OLD.requirements, OLD.looking_for, OLD.offering,
         OLD.status, OLD.startup_id, OLD.created_at)
        IS DISTINCT FROM
        (NEW.title, NEW.location, NEW.skills, NEW.description, NEW.requirements, NEW.looking_for, NEW.offering,
         NEW.status, NEW.startup_id, NEW.created_at))
  EXECUTE FUNCTION opportunities_search_sync();
--> statement-breakpoint
CREATE TRIGGER opportunities_search_delete AFTER DELETE ON opportunities FOR EACH ROW EXECUTE FUNCTION opportunities_search_drop();
--> statement-breakpoint
-- Statistics now, for the plans of the first searches (plan.ts reads each document column's most common words).
ANALYZE "articles_search", "clubs_search", "posts_search", "events_search", "programs_search", "startups_search",
  "opportunities_search";
