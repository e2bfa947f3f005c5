CREATE TABLE "content_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The version starts at 1; every statement that changes a content table raises it (statement
-- triggers, so a seed of 100 000 rows costs one update per batch, not per row). Form submissions
-- are not content: their tables carry no trigger.
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "districts" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_types" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "condition_options" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "owner_filter_options" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facilities" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_texts" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_facilities" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "special_lists" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "special_list_properties" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "range_settings" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blogs" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "general_informations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_companies" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_histories" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "useful_items" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "useful_topics" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "useful_posts" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partners" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offices" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_supports" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "magazines" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
