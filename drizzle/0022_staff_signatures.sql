ALTER TABLE "staff_users" ADD COLUMN "signature_en" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "signature_ja" text;