CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid,
	"email_hash" text NOT NULL,
	"erased" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erasures_subject_check" CHECK ("erasures"."subject" in ('member', 'visitor'))
);
--> statement-breakpoint
CREATE TABLE "legal_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"erasure_id" uuid,
	"kind" text NOT NULL,
	"basis" text NOT NULL,
	"reason" text NOT NULL,
	"record_table" text NOT NULL,
	"record_id" uuid NOT NULL,
	"document_kind" text,
	"document_number" text,
	"held_until" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_holds_kind_check" CHECK ("legal_holds"."kind" in ('tax-documents', 'processing-log')),
	CONSTRAINT "legal_holds_basis_check" CHECK ("legal_holds"."basis" in ('cgst-s36', 'dpdp-rule-8-3'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_erasure_id_erasures_id_fk" FOREIGN KEY ("erasure_id") REFERENCES "public"."erasures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_token_key" ON "data_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "data_requests_expires_idx" ON "data_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "erasures_user_idx" ON "erasures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "legal_holds_user_idx" ON "legal_holds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "legal_holds_until_idx" ON "legal_holds" USING btree ("held_until");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_holds_record_key" ON "legal_holds" USING btree ("record_table","record_id");