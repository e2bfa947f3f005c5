CREATE TABLE "imap_state" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"uid_validity" bigint NOT NULL,
	"last_uid" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"inbox_item_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"message_id" text NOT NULL,
	"matched_by" text NOT NULL,
	"from_address" text NOT NULL,
	"from_name" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_items" ADD COLUMN "reply_token" text;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD COLUMN "customer_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_inbox_item_id_inbox_items_id_fk" FOREIGN KEY ("inbox_item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_mails_message_id_idx" ON "inbound_mails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "inbound_mails_item_idx" ON "inbound_mails" USING btree ("inbox_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_items_reply_token_idx" ON "inbox_items" USING btree ("reply_token");