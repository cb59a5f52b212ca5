CREATE TABLE "referral_friends" (
	"friend_key" text PRIMARY KEY NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_mailed_at" timestamp with time zone NOT NULL,
	"opted_out_at" timestamp with time zone,
	CONSTRAINT "referral_friends_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "referral_senders" (
	"sender_key" text NOT NULL,
	"day" date NOT NULL,
	"referrals" integer NOT NULL,
	CONSTRAINT "referral_senders_sender_key_day_pk" PRIMARY KEY("sender_key","day")
);
--> statement-breakpoint
CREATE TABLE "used_form_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "referral_senders_day_idx" ON "referral_senders" USING btree ("day");--> statement-breakpoint
CREATE INDEX "used_form_tokens_expires_at_idx" ON "used_form_tokens" USING btree ("expires_at");