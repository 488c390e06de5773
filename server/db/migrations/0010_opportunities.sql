CREATE TABLE "opportunity_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"startup_id" uuid NOT NULL,
	"created_by" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text DEFAULT 'job' NOT NULL,
	"job_type" text,
	"salary_min" integer,
	"salary_max" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"location" text,
	"experience_level" text,
	"application_deadline" timestamp with time zone,
	"contact_email" text,
	"requirements" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"skills" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"looking_for" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"offering" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"applications_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_views" (
	"opportunity_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "opportunity_views_opportunity_id_day_visitor_pk" PRIMARY KEY("opportunity_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_views" ADD CONSTRAINT "opportunity_views_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_applications_once_idx" ON "opportunity_applications" USING btree ("opportunity_id","applicant_id");--> statement-breakpoint
CREATE INDEX "opportunity_applications_opportunity_created_idx" ON "opportunity_applications" USING btree ("opportunity_id","created_at","id");--> statement-breakpoint
CREATE INDEX "opportunity_applications_applicant_created_idx" ON "opportunity_applications" USING btree ("applicant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "opportunities_startup_created_idx" ON "opportunities" USING btree ("startup_id","created_at","id");--> statement-breakpoint
CREATE INDEX "opportunities_active_created_idx" ON "opportunities" USING btree ("created_at","id") WHERE "opportunities"."status" = 'active';