CREATE TABLE "cancellations" (
	"inquiry_id" uuid PRIMARY KEY NOT NULL,
	"requested_by_id" uuid,
	"days_before" integer NOT NULL,
	"paid_paise" integer NOT NULL,
	"kept_paise" integer NOT NULL,
	"refund_paise" integer NOT NULL,
	"rule" text NOT NULL,
	"refunded_before_paise" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellations_refund_within_paid" CHECK ("cancellations"."refund_paise" >= 0 and "cancellations"."refund_paise" <= "cancellations"."paid_paise")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "amount_paise" integer;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;