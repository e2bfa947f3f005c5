ALTER TABLE "properties" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_submission_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_owner_submission_uq" ON "properties" USING btree ("owner_submission_id");