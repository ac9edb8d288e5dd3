CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"document" jsonb NOT NULL,
	"email_queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_series_fiscal_year_pk" PRIMARY KEY("series","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "membership_reminders" (
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_reminders_invoice_id_kind_pk" PRIMARY KEY("invoice_id","kind"),
	CONSTRAINT "membership_reminders_kind_check" CHECK ("membership_reminders"."kind" in ('30', '7', '1', '0'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"requested_by_id" uuid,
	"provider_refund_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('requested', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "local_payments" DROP CONSTRAINT "local_payments_status_check";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "serial" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "fiscal_year" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "local_payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "purpose" text DEFAULT 'membership' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "billing_state_code" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "billing_gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_state_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_gstin" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_serial_key" ON "credit_notes" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_key" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_invoice_key" ON "refunds" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_serial_key" ON "invoices" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "invoices_user_period_idx" ON "invoices" USING btree ("user_id","next_billing_date");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('paid', 'refunded'));--> statement-breakpoint
ALTER TABLE "local_payments" ADD CONSTRAINT "local_payments_status_check" CHECK ("local_payments"."status" in ('captured', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_purpose_check" CHECK ("payment_orders"."purpose" in ('membership', 'deposit'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_plan_check" CHECK ("payment_orders"."purpose" <> 'membership' or "payment_orders"."plan_id" is not null);