CREATE TABLE "operator_digests" (
	"day" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"total_paise" integer NOT NULL,
	"deposit_percent" integer NOT NULL,
	"deposit_paise" integer NOT NULL,
	"valid_until" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('open', 'superseded', 'paid')),
	CONSTRAINT "quotes_total_positive" CHECK ("quotes"."total_paise" > 0),
	CONSTRAINT "quotes_deposit_within_total" CHECK ("quotes"."deposit_paise" > 0 and "quotes"."deposit_paise" <= "quotes"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_inquiry_version_key" ON "quotes" USING btree ("inquiry_id","version");--> statement-breakpoint
CREATE INDEX "quotes_status_valid_idx" ON "quotes" USING btree ("status","valid_until");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_quote_idx" ON "payment_orders" USING btree ("quote_id");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_quote_check" CHECK ("payment_orders"."purpose" <> 'deposit' or "payment_orders"."quote_id" is not null);