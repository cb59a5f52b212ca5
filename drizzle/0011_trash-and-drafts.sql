CREATE TABLE "content_trash" (
	"kind" text NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"row" jsonb NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"deleted_by_id" uuid,
	"deleted_by" text NOT NULL,
	CONSTRAINT "content_trash_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_trash" ADD CONSTRAINT "content_trash_deleted_by_id_staff_members_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_trash_deleted_at_idx" ON "content_trash" USING btree ("deleted_at");