CREATE TABLE "staff_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_email" text NOT NULL,
	"actor_role" text,
	"client_address" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" text DEFAULT '' NOT NULL,
	CONSTRAINT "staff_actions_action_check" CHECK ("staff_actions"."action" in ('sign-in', 'sign-in.factor', 'sign-in.recovery-code', 'factor.enrolled', 'factor.reset', 'staff.added', 'staff.role-changed', 'staff.removed', 'inquiry.status-changed', 'grievance.closed', 'quote.sent', 'refund.invoice', 'refund.cancellation', 'bank-transfer.recorded', 'payment-link.sent', 'payment-link.cancelled', 'tax-invoice.issued', 'email.resent', 'export', 'data-summary', 'erasure'))
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
-- Every admin so far could do everything: each becomes an owner (decision 0041).
UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "auth_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_at_idx" ON "staff_actions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_actions_actor_idx" ON "staff_actions" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_hash_key" ON "staff_recovery_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_user_idx" ON "staff_recovery_codes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK ("users"."staff_role" in ('owner', 'sales', 'accounts'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_check" CHECK (("users"."role" = 'admin') = ("users"."staff_role" is not null));--> statement-breakpoint
-- The staff record is append-only (decision 0041): the product never changes a row, and the
-- database refuses to, whoever asks.
CREATE FUNCTION "staff_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_actions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_actions_no_update_or_delete" BEFORE UPDATE OR DELETE ON "staff_actions" FOR EACH ROW EXECUTE FUNCTION "staff_actions_append_only"();--> statement-breakpoint
CREATE TRIGGER "staff_actions_no_truncate" BEFORE TRUNCATE ON "staff_actions" FOR EACH STATEMENT EXECUTE FUNCTION "staff_actions_append_only"();
