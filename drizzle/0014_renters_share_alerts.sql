CREATE TABLE "search_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"city_id" integer,
	"query" text NOT NULL,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_sent_through" timestamp with time zone,
	"last_digest_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shared_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"items" jsonb NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_email_query_idx" ON "search_alerts" USING btree ("email","kind","query");--> statement-breakpoint
CREATE INDEX "search_alerts_confirmed_idx" ON "search_alerts" USING btree ("confirmed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_lists_token_idx" ON "shared_lists" USING btree ("token");--> statement-breakpoint
CREATE INDEX "shared_lists_expires_idx" ON "shared_lists" USING btree ("expires_at");--> statement-breakpoint
-- Listings public before the column existed count as published when they were made.
UPDATE "properties" SET "published_at" = "created_at" WHERE "is_published" AND "published_at" IS NULL;
