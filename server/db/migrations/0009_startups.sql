CREATE TABLE "startup_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"startup_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_follows" (
	"startup_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_follows_startup_id_user_id_pk" PRIMARY KEY("startup_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "startup_views" (
	"startup_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "startup_views_startup_id_visitor_day_pk" PRIMARY KEY("startup_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "startup_watchlist" (
	"user_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_watchlist_user_id_startup_id_pk" PRIMARY KEY("user_id","startup_id")
);
--> statement-breakpoint
CREATE TABLE "startups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"industry" text NOT NULL,
	"logo" text,
	"location" text,
	"founded_year" text,
	"funding_stage" text,
	"founders" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"website" text,
	"contact_email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"is_admin_created" boolean DEFAULT false NOT NULL,
	"claim_status" text DEFAULT 'unclaimed' NOT NULL,
	"claim_date" timestamp with time zone,
	"claim_pending_until" timestamp with time zone,
	"owner_id" uuid,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "startups"."search_text")) STORED,
	"funding_stage_key" text GENERATED ALWAYS AS (lower(regexp_replace(btrim("startups"."funding_stage"), '\s+', '-', 'g'))) STORED,
	"location_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace("startups"."location", '^.*,', '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "startup_claims" ADD CONSTRAINT "startup_claims_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_claims" ADD CONSTRAINT "startup_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_follows" ADD CONSTRAINT "startup_follows_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_follows" ADD CONSTRAINT "startup_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_views" ADD CONSTRAINT "startup_views_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_watchlist" ADD CONSTRAINT "startup_watchlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_watchlist" ADD CONSTRAINT "startup_watchlist_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startups" ADD CONSTRAINT "startups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "startup_claims_startup_user_key" ON "startup_claims" USING btree ("startup_id","user_id");--> statement-breakpoint
CREATE INDEX "startup_follows_user_idx" ON "startup_follows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "startup_views_day_idx" ON "startup_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "startup_watchlist_user_created_idx" ON "startup_watchlist" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "startups_verified_created_idx" ON "startups" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "startups"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "startups_verified_industry_idx" ON "startups" USING btree ("industry","created_at" DESC NULLS FIRST,"id") WHERE "startups"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "startups_verified_stage_idx" ON "startups" USING btree ("funding_stage_key","created_at" DESC NULLS FIRST,"id") WHERE "startups"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "startups_verified_location_idx" ON "startups" USING btree ("location_key","created_at" DESC NULLS FIRST,"id") WHERE "startups"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "startups_verified_founded_idx" ON "startups" USING btree ("founded_year" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id") WHERE "startups"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "startups_search_idx" ON "startups" USING gin ("search");--> statement-breakpoint
CREATE INDEX "startups_created_idx" ON "startups" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "startups_status_created_idx" ON "startups" USING btree ("status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "startups_claim_created_idx" ON "startups" USING btree ("is_admin_created","claim_status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "startups_owner_idx" ON "startups" USING btree ("owner_id","created_at" DESC NULLS FIRST);