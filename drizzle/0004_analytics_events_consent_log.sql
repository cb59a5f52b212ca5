CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insert_id" text,
	"event_type" text NOT NULL,
	"device_id" text,
	"user_id" text,
	"session_id" bigint,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"properties" jsonb NOT NULL,
	CONSTRAINT "analytics_events_insert_id_key" UNIQUE("insert_id")
);
--> statement-breakpoint
CREATE TABLE "consent_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consent_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"analytics" boolean NOT NULL,
	"replay" boolean NOT NULL,
	"recorded_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "consent_log_consent_id_idx" ON "consent_log" USING btree ("consent_id","recorded_at");