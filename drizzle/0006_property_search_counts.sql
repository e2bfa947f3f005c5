CREATE TABLE "property_option_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"bedroom_option_ids" integer[] NOT NULL,
	"size_option_ids" integer[] NOT NULL,
	CONSTRAINT "property_option_sets_key" UNIQUE("bedroom_option_ids","size_option_ids")
);
--> statement-breakpoint
CREATE TABLE "property_search_counts" (
	"category" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"type_id" integer,
	"lease_price_min" integer NOT NULL,
	"lease_price_top" integer NOT NULL,
	"option_set_id" integer NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "property_search_counts_key" UNIQUE NULLS NOT DISTINCT("category","city_id","district_id","type_id","lease_price_min","lease_price_top","option_set_id")
);
--> statement-breakpoint
ALTER TABLE "property_search_counts" ADD CONSTRAINT "property_search_counts_option_set_id_property_option_sets_id_fk" FOREIGN KEY ("option_set_id") REFERENCES "public"."property_option_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_search_counts_district_idx" ON "property_search_counts" USING btree ("category","district_id");--> statement-breakpoint
CREATE INDEX "property_search_counts_empty_idx" ON "property_search_counts" USING btree ("category") WHERE "property_search_counts"."listings" = 0;