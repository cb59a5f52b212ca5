ALTER TABLE "reservations" ADD COLUMN "hold_visitor" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_address" text;--> statement-breakpoint
CREATE INDEX "reservations_hold_visitor_idx" ON "reservations" USING btree ("hold_visitor") WHERE "reservations"."status" = 'held';--> statement-breakpoint
CREATE INDEX "reservations_hold_address_idx" ON "reservations" USING btree ("hold_address") WHERE "reservations"."status" = 'held';