CREATE TABLE "search_term_bits" (
	"term" text PRIMARY KEY NOT NULL,
	"bit" smallint NOT NULL,
	CONSTRAINT "search_term_bits_bit_unique" UNIQUE("bit"),
	CONSTRAINT "search_term_bits_bit_range" CHECK ("search_term_bits"."bit" BETWEEN 0 AND 63)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "term_bits" bigint DEFAULT 0 NOT NULL;