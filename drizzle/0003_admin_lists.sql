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
ALTER TABLE "inquiry_status_changes" ADD CONSTRAINT "inquiry_status_changes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_status_changes" ADD CONSTRAINT "inquiry_status_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_status_changes_inquiry_idx" ON "inquiry_status_changes" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin ("name" gin_trgm_ops,"email" gin_trgm_ops,"phone" gin_trgm_ops,"subject" gin_trgm_ops,"message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiries_status_created_idx" ON "inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_search_idx" ON "inquiries" USING gin ("reference" gin_trgm_ops,"name" gin_trgm_ops,"email" gin_trgm_ops,"phone" gin_trgm_ops,"city" gin_trgm_ops,(jsonb_path_query_array("details", 'strict $.** ? (@.type() == "string")')::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin ("payment_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("name" gin_trgm_ops,"email" gin_trgm_ops,"phone_no" gin_trgm_ops);