ALTER TABLE "properties" ADD COLUMN "furnished" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor_plan" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "preferred_channel" text;--> statement-breakpoint
ALTER TABLE "owner_submissions" ADD COLUMN "preferred_channel" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "preferred_channel" text;--> statement-breakpoint
UPDATE "properties" SET "furnished" = CASE "furnishing_en" WHEN 'Fully furnished' THEN 2 WHEN 'Partly furnished' THEN 1 WHEN 'Unfurnished' THEN 0 END WHERE "furnishing_en" IS NOT NULL;
