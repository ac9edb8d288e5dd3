CREATE TABLE "booking_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"serial" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"delivered_on" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"due_paise" integer NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by_id" uuid,
	"email_queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_invoices_due_within_amount" CHECK ("booking_invoices"."due_paise" >= 0 and "booking_invoices"."due_paise" <= "booking_invoices"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_document_kind_check";--> statement-breakpoint
ALTER TABLE "booking_invoices" ADD CONSTRAINT "booking_invoices_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_invoices" ADD CONSTRAINT "booking_invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_invoices" ADD CONSTRAINT "booking_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_invoices" ADD CONSTRAINT "booking_invoices_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_invoices_inquiry_key" ON "booking_invoices" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_invoices_serial_key" ON "booking_invoices" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "booking_invoices_user_idx" ON "booking_invoices" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_document_kind_check" CHECK ("invoices"."document_kind" in ('invoice', 'receipt-voucher', 'payment-receipt'));