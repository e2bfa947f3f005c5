-- btree_gist lets one exclusion constraint test an agent (=) and a time range (&&) together; PostgreSQL
-- ships it in contrib and the embedded database loads it (lib/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "staff_availability" (
	"user_id" text PRIMARY KEY NOT NULL,
	"city_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"weekly" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_days_away" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "staff_days_away_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "viewing_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"viewing_id" integer NOT NULL,
	"agent_id" text NOT NULL,
	"property_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "viewing_holds_order_check" CHECK ("viewing_holds"."ends_at" > "viewing_holds"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "viewing_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"property_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"batch_id" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"people" smallint NOT NULL,
	"viewing_language" text NOT NULL,
	"preferred_times" jsonb NOT NULL,
	"other_time" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"agent_id" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"inbox_item_id" integer,
	"reminder_sent_at" timestamp with time zone,
	"staff_note" text,
	"client_address" text,
	CONSTRAINT "viewing_requests_people_check" CHECK ("viewing_requests"."people" BETWEEN 1 AND 20)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "staff_availability" ADD CONSTRAINT "staff_availability_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_days_away" ADD CONSTRAINT "staff_days_away_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_holds" ADD CONSTRAINT "viewing_holds_viewing_id_viewing_requests_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_holds" ADD CONSTRAINT "viewing_holds_agent_id_staff_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_holds" ADD CONSTRAINT "viewing_holds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_agent_id_staff_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewing_holds_viewing_idx" ON "viewing_holds" USING btree ("viewing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_requests_uid_idx" ON "viewing_requests" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "viewing_requests_status_idx" ON "viewing_requests" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "viewing_requests_batch_idx" ON "viewing_requests" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "viewing_requests_property_idx" ON "viewing_requests" USING btree ("property_id");;--> statement-breakpoint
-- No agent and no listing is ever held twice over one moment: two requests racing for one slot
-- cannot both commit, whatever the code above does (half-open ranges: 14:00-15:00 and 15:00-16:00 touch, not overlap).
ALTER TABLE "viewing_holds" ADD CONSTRAINT "viewing_holds_agent_excl" EXCLUDE USING gist ("agent_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);--> statement-breakpoint
ALTER TABLE "viewing_holds" ADD CONSTRAINT "viewing_holds_property_excl" EXCLUDE USING gist ("property_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
