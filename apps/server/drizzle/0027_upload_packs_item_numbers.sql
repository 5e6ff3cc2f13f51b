ALTER TABLE "upload_rows" ADD COLUMN "pack_cost" jsonb;--> statement-breakpoint
ALTER TABLE "upload_rows" ADD COLUMN "item_number" text;