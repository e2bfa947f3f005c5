CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"alt_ja" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_file_unique" UNIQUE("file")
);
