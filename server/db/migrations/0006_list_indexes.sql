DROP INDEX "articles_status_created_idx";--> statement-breakpoint
DROP INDEX "clubs_created_idx";--> statement-breakpoint
DROP INDEX "comments_post_top_idx";--> statement-breakpoint
DROP INDEX "posts_club_created_idx";--> statement-breakpoint
CREATE INDEX "articles_list_idx" ON "articles" USING btree ("status","created_at" DESC NULLS FIRST,"id") INCLUDE ("club_id");--> statement-breakpoint
CREATE INDEX "clubs_created_idx" ON "clubs" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "comments_post_top_idx" ON "comments" USING btree ("post_id","created_at","id") WHERE "comments"."parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "posts_club_created_idx" ON "posts" USING btree ("club_id","created_at" DESC NULLS FIRST,"id");