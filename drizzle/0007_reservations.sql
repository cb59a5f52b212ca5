CREATE TABLE "reservation_terms" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"terms" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"tenancy_option_id" uuid NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"name" text,
	"email" text,
	"country_code" text,
	"phone" text,
	"date_of_birth" date,
	"university" text,
	"year_of_study" text,
	"guarantor" text,
	"terms_version" text,
	"total_pence" integer,
	"deposit_pence" integer,
	"payment_method" text,
	"payment_reference" text,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refund_pence" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_reference_unique" UNIQUE("reference"),
	CONSTRAINT "reservations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "reservations_payment_reference_unique" UNIQUE("payment_reference")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenancy_option_id_tenancy_options_id_fk" FOREIGN KEY ("tenancy_option_id") REFERENCES "public"."tenancy_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_status_expiry_idx" ON "reservations" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "reservations_email_idx" ON "reservations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "reservations_option_idx" ON "reservations" USING btree ("tenancy_option_id");