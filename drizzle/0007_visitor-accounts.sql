CREATE TABLE "visitor_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"marketing_emails" boolean DEFAULT false NOT NULL,
	"lists" jsonb,
	"lists_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_sign_ins" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"email" text NOT NULL,
	"next" text DEFAULT '/account' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD CONSTRAINT "visitor_sessions_account_id_visitor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."visitor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_accounts_email_idx" ON "visitor_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "visitor_sessions_account_idx" ON "visitor_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "visitor_sessions_expires_idx" ON "visitor_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "visitor_sign_ins_email_idx" ON "visitor_sign_ins" USING btree (lower("email"));