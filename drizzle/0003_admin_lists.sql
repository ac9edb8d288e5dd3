CREATE TABLE "inquiry_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"note" text,
	"changed_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_status_changes_from_check" CHECK ("inquiry_status_changes"."from_status" in ('new', 'contacted', 'quoted', 'confirmed', 'lost')),
	CONSTRAINT "inquiry_status_changes_to_check" CHECK ("inquiry_status_changes"."to_status" in ('new', 'contacted', 'quoted', 'confirmed', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("contact_messages"."name" || chr(10) || "contact_messages"."email" || chr(10) || coalesce("contact_messages"."phone", '') || chr(10) || "contact_messages"."subject" || chr(10) || "contact_messages"."message")) STORED;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("inquiries"."reference" || chr(10) || "inquiries"."name" || chr(10) || "inquiries"."email" || chr(10) || "inquiries"."phone" || chr(10) || coalesce("inquiries"."city", '') || chr(10) || (jsonb_path_query_array("inquiries"."details", 'strict $.** ? (@.type() == "string")')::text))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("users"."name" || chr(10) || "users"."email" || chr(10) || "users"."phone_no")) STORED;--> statement-breakpoint
ALTER TABLE "inquiry_status_changes" ADD CONSTRAINT "inquiry_status_changes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_status_changes" ADD CONSTRAINT "inquiry_status_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_status_changes_inquiry_idx" ON "inquiry_status_changes" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiries_status_created_idx" ON "inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_search_idx" ON "inquiries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_payment_search_idx" ON "invoices" USING gin (lower("payment_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);