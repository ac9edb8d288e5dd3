DROP INDEX "credit_notes_invoice_key";--> statement-breakpoint
DROP INDEX "refunds_invoice_key";--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "local_payments" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_key" ON "credit_notes" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_invoice_key" ON "refunds" USING btree ("invoice_id") WHERE "refunds"."status" <> 'done';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_invoice_provider_refund_key" ON "refunds" USING btree ("invoice_id","provider_refund_id");--> statement-breakpoint
-- Until now an invoice had at most one refund and one credit note: each note documents it.
UPDATE "credit_notes" SET "refund_id" = "refunds"."id" FROM "refunds" WHERE "refunds"."invoice_id" = "credit_notes"."invoice_id";--> statement-breakpoint
-- What was refunded, kept whole from now on: all of an invoice refunded in full.
UPDATE "invoices" SET "refunded_paise" = "amount_paise" WHERE "status" = 'refunded';--> statement-breakpoint
-- The local stand-in's payments refunded before it kept parts: all of each.
UPDATE "local_payments" SET "refunded_paise" = "payment_orders"."amount_paise" FROM "payment_orders" WHERE "payment_orders"."provider" = 'local' AND "payment_orders"."provider_order_id" = "local_payments"."provider_order_id" AND "local_payments"."status" = 'refunded';
