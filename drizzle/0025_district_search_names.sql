ALTER TABLE "districts" ADD COLUMN "search_names" text;--> statement-breakpoint
-- An existing install's areas take the names expats use: "District 1" for Quận 1, and District 2 beside
-- Thảo Điền and An Phú (both languages), keeping the Vietnamese name searchable. Only rows still named
-- as the demo seed named them are touched; their listings' keyword text gains the new words.
UPDATE "properties" SET "search_text" = "search_text" || ' district ' || substr(d."slug", 6) FROM "districts" d WHERE d."id" = "properties"."district_id" AND d."slug" ~ '^quan-[0-9]+$' AND d."name_en" = 'Quận ' || substr(d."slug", 6);--> statement-breakpoint
UPDATE "properties" SET "search_text" = "search_text" || ' district 2 2区' FROM "districts" d WHERE d."id" = "properties"."district_id" AND d."slug" IN ('thao-dien', 'an-phu') AND d."name_en" LIKE '% (Thủ Đức)';--> statement-breakpoint
UPDATE "properties" SET "search_text" = "search_text" || ' west lake' FROM "districts" d WHERE d."id" = "properties"."district_id" AND d."slug" = 'tay-ho' AND d."search_names" IS NULL;--> statement-breakpoint
UPDATE "districts" SET "name_en" = 'District ' || substr("slug", 6), "search_names" = "name_en" WHERE "slug" ~ '^quan-[0-9]+$' AND "name_en" = 'Quận ' || substr("slug", 6);--> statement-breakpoint
UPDATE "districts" SET "name_en" = 'Thảo Điền (District 2, Thủ Đức)', "name_ja" = 'タオディエン（2区・トゥードゥック）', "search_names" = 'Quận 2' WHERE "slug" = 'thao-dien' AND "name_en" = 'Thảo Điền (Thủ Đức)';--> statement-breakpoint
UPDATE "districts" SET "name_en" = 'An Phú (District 2, Thủ Đức)', "name_ja" = 'アンフー（2区・トゥードゥック）', "search_names" = 'Quận 2' WHERE "slug" = 'an-phu' AND "name_en" = 'An Phú (Thủ Đức)';--> statement-breakpoint
UPDATE "districts" SET "search_names" = 'West Lake' WHERE "slug" = 'tay-ho' AND "search_names" IS NULL;
