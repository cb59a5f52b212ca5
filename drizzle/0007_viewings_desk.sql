ALTER TABLE "viewing_rules" ADD COLUMN "video_call_url" text;--> statement-breakpoint
ALTER TABLE "viewing_rules" ADD COLUMN "feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "viewing_rules" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "viewing_rules" ADD CONSTRAINT "viewing_rules_feed_token_hash_unique" UNIQUE("feed_token_hash");