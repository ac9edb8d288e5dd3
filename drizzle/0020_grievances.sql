CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("grievances"."reference" || chr(10) || "grievances"."name" || chr(10) || "grievances"."email" || chr(10) || coalesce("grievances"."phone", '') || chr(10) || "grievances"."message")) STORED,
	CONSTRAINT "grievances_topic_check" CHECK ("grievances"."topic" in ('access', 'correction', 'erasure', 'consent', 'use', 'other')),
	CONSTRAINT "grievances_status_check" CHECK ("grievances"."status" in ('open', 'answered', 'closed')),
	CONSTRAINT "grievances_language_check" CHECK ("grievances"."language" in ('en', 'hi')),
	CONSTRAINT "grievances_closed_check" CHECK (("grievances"."status" = 'open') = ("grievances"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_reference_key" ON "grievances" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "grievances_status_reply_by_idx" ON "grievances" USING btree ("status","reply_by");--> statement-breakpoint
CREATE INDEX "grievances_created_at_idx" ON "grievances" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "grievances_search_idx" ON "grievances" USING gin ("search_text" gin_trgm_ops);