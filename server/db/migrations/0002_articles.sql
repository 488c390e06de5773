CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"category" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"article_type" text DEFAULT 'general' NOT NULL,
	"club_id" uuid,
	"user_id" uuid,
	"article_image" text,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("articles"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("articles"."summary", '')), 'B') || setweight(to_tsvector('english', coalesce("articles"."body_text", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"tag" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_status_type_created_idx" ON "articles" USING btree ("status","article_type","created_at");--> statement-breakpoint
CREATE INDEX "articles_featured_idx" ON "articles" USING btree ("created_at") WHERE "articles"."featured" AND "articles"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "articles_club_created_idx" ON "articles" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "articles_user_idx" ON "articles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "articles_views_idx" ON "articles" USING btree ("views");--> statement-breakpoint
CREATE INDEX "articles_tags_idx" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "featured_posts_created_idx" ON "featured_posts" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "categories" ("name", "slug", "description") VALUES
  ('SDG', 'sdg', 'Sustainable Development Goals: startups working on the global goals.'),
  ('WASH', 'wash', 'Water, sanitation and hygiene.'),
  ('News', 'news', 'News from the African startup ecosystem.')
ON CONFLICT DO NOTHING;
