CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "articles_created_idx" ON "articles" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "opportunities_created_idx" ON "opportunities" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
-- Search (issue 18): a search reads the search document of every row it walks or ranks. An article's (title,
-- summary and body, with positions) is often over a kilobyte, and the toaster moved it out of the row, so each
-- read was a lookup in the TOAST table (~20 µs); kept in the row when it fits (MAIN: compressed first, moved out
-- only as a last resort; the row may grow to 4 KB before any column is compressed or moved), it costs ~1 µs. Rows
-- written before keep their place until next written. The other kinds' documents are small and stay in the row.
ALTER TABLE "articles" ALTER COLUMN "search_doc" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "articles" SET (toast_tuple_target = 4080);
