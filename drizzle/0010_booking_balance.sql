CREATE TABLE "balance_reminders" (
	"quote_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_reminders_quote_id_kind_pk" PRIMARY KEY("quote_id","kind"),
	CONSTRAINT "balance_reminders_kind_check" CHECK ("balance_reminders"."kind" in ('7', '1'))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_provider_check";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_purpose_check";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_quote_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "document_kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "recorded_by_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "balance_due_on" text;--> statement-breakpoint
ALTER TABLE "balance_reminders" ADD CONSTRAINT "balance_reminders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_document_kind_check" CHECK ("invoices"."document_kind" in ('invoice', 'receipt-voucher'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_provider_check" CHECK ("payment_orders"."provider" in ('razorpay', 'local', 'bank'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_purpose_check" CHECK ("payment_orders"."purpose" in ('membership', 'deposit', 'balance'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_quote_check" CHECK ("payment_orders"."purpose" not in ('deposit', 'balance') or "payment_orders"."quote_id" is not null);