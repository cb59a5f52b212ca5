ALTER TABLE "enquiries" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_terms" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "enquiries_updated_idx" ON "enquiries" USING btree (coalesce("updated_at", "created_at"));