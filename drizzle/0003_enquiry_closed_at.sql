ALTER TABLE "enquiries" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- Enquiries closed before closing times were kept: their retention period starts now.
UPDATE "enquiries" SET "closed_at" = now() WHERE "status" = 'closed';--> statement-breakpoint
CREATE INDEX "enquiries_closed_at_idx" ON "enquiries" USING btree ("closed_at") WHERE "enquiries"."status" = 'closed';--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_closed_at_check" CHECK (("enquiries"."status" = 'closed') = ("enquiries"."closed_at" is not null));