CREATE TABLE "whatsapp_unmatched_statuses" (
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_unmatched_statuses_provider_message_id_status_pk" PRIMARY KEY("provider_message_id","status"),
	CONSTRAINT "whatsapp_unmatched_statuses_status_check" CHECK ("whatsapp_unmatched_statuses"."status" in ('sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "whatsapp_unmatched_statuses_received_idx" ON "whatsapp_unmatched_statuses" USING btree ("received_at");