CREATE TABLE "email_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_actions" DROP CONSTRAINT "staff_actions_action_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_confirmations_token_hash_key" ON "email_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_confirmations_user_idx" ON "email_confirmations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_action_check" CHECK ("staff_actions"."action" in ('sign-in', 'sign-in.factor', 'sign-in.recovery-code', 'factor.enrolled', 'factor.reset', 'staff.added', 'staff.role-changed', 'staff.removed', 'staff.sessions-ended', 'inquiry.status-changed', 'grievance.closed', 'quote.sent', 'refund.invoice', 'refund.cancellation', 'bank-transfer.recorded', 'payment-link.sent', 'payment-link.cancelled', 'tax-invoice.issued', 'email.resent', 'export', 'data-summary', 'erasure'));--> statement-breakpoint
-- Accounts opened before addresses were confirmed keep being written to (decision 0043).
UPDATE "users" SET "email_confirmed_at" = "created_at" WHERE "email_confirmed_at" IS NULL;--> statement-breakpoint
-- Every device signed in today becomes a session, so that it shows in the list and can be ended.
INSERT INTO "sessions" ("id", "user_id", "last_used_at", "expires_at", "created_at")
SELECT "family_id", "user_id", max("created_at"), max("expires_at"), min("created_at")
FROM "refresh_tokens" GROUP BY "family_id", "user_id"
HAVING bool_or("revoked_at" IS NULL AND "expires_at" > now())
ON CONFLICT DO NOTHING;
