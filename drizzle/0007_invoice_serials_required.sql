ALTER TABLE "invoices" ALTER COLUMN "serial" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "fiscal_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "starts_at" SET NOT NULL;