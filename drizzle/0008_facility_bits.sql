CREATE TABLE "property_facility_bits" (
	"facility_id" integer PRIMARY KEY NOT NULL,
	"bit" smallint NOT NULL,
	CONSTRAINT "property_facility_bits_bit_unique" UNIQUE("bit"),
	CONSTRAINT "property_facility_bits_bit_range" CHECK ("property_facility_bits"."bit" BETWEEN 0 AND 63)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "facility_bits" bigint DEFAULT 0 NOT NULL;