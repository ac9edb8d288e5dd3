CREATE TABLE "local_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_order_id" text NOT NULL,
	"status" text NOT NULL,
	"error_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payments_status_check" CHECK ("local_payments"."status" in ('captured', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "local_payments_order_idx" ON "local_payments" USING btree ("provider_order_id","created_at");