CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"text_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_channel_check" CHECK ("consents"."channel" in ('whatsapp', 'email')),
	CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('updates', 'offers'))
);
--> statement-breakpoint
CREATE TABLE "inbound_whatsapp" (
	"id" text PRIMARY KEY NOT NULL,
	"from" text NOT NULL,
	"text" text,
	"action" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_whatsapp" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"to" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"body" jsonb NOT NULL,
	"fallback_email" jsonb,
	"fallback_email_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outgoing_whatsapp_status_check" CHECK ("outgoing_whatsapp"."status" in ('pending', 'sent', 'delivered', 'read', 'failed')),
	CONSTRAINT "outgoing_whatsapp_category_check" CHECK ("outgoing_whatsapp"."category" in ('utility', 'marketing')),
	CONSTRAINT "outgoing_whatsapp_language_check" CHECK ("outgoing_whatsapp"."language" in ('en', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_whatsapp" ADD CONSTRAINT "outgoing_whatsapp_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","channel","purpose","created_at");--> statement-breakpoint
CREATE INDEX "consents_phone_idx" ON "consents" USING btree ("phone","channel","created_at");--> statement-breakpoint
CREATE INDEX "outgoing_whatsapp_due_idx" ON "outgoing_whatsapp" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_whatsapp_provider_id_idx" ON "outgoing_whatsapp" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "outgoing_whatsapp_user_idx" ON "outgoing_whatsapp" USING btree ("user_id","created_at");