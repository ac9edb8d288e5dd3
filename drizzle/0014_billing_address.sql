ALTER TABLE "payment_orders" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_address" text;