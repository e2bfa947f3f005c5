CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"address_en" text,
	"address_ja" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"source" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_kind_check" CHECK ("places"."kind" IN ('japanese-school', 'international-school', 'clinic', 'supermarket', 'office-district', 'industrial-park')),
	CONSTRAINT "places_latitude_check" CHECK ("places"."latitude" BETWEEN 8 AND 24),
	CONSTRAINT "places_longitude_check" CHECK ("places"."longitude" BETWEEN 102 AND 110)
);
--> statement-breakpoint
ALTER TABLE "shared_lists" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_city_kind_idx" ON "places" USING btree ("city_id","kind","position");--> statement-breakpoint
ALTER TABLE "shared_lists" ADD CONSTRAINT "shared_lists_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Distances in SQL on both engines: cube and earthdistance ship in PostgreSQL's contrib, and the
-- embedded database loads them (lib/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
-- A point as earthdistance's ll_to_earth makes it (earth-centred, in metres), written with a
-- SQL-standard body: its references are bound now, so an index on it is rebuilt by a restore that
-- runs with an empty search_path (pg_dump's), where ll_to_earth's own text body fails to find earth().
CREATE OR REPLACE FUNCTION geo_point(lat double precision, lng double precision) RETURNS cube
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN cube(ARRAY[
    earth() * cos(radians(lat)) * cos(radians(lng)),
    earth() * cos(radians(lat)) * sin(radians(lng)),
    earth() * sin(radians(lat))
  ]);--> statement-breakpoint
-- "Nearest first" walks this index in distance order (KNN). btree_gist (migration 0026) lets it hold
-- the kind beside the point.
CREATE INDEX "properties_geo_idx" ON "properties" USING gist ("category", geo_point("latitude", "longitude")) WHERE "is_published";--> statement-breakpoint
-- "Within N km" reads a latitude band of this cover and tests the longitude, the distance and the
-- search's other filters on its entries, never on the table (lib/server/places/geo.ts withinMetres).
CREATE INDEX "properties_geo_cover" ON "properties" USING btree ("category", "latitude", "longitude", "id") INCLUDE ("city_id", "district_id", "type_id", "project_id", "size_min", "size_max", "lease_price_min", "lease_price_max", "budget_min", "bedroom_option_ids", "size_option_ids", "facility_bits", "term_bits", "furnished", "pets_allowed", "available_from") WHERE "is_published";
--> statement-breakpoint
-- Places are content: a change drops the cached reads and pages (the pickers, the Nearby sections).
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "places" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
