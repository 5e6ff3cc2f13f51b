ALTER TABLE "products" ADD COLUMN "buy_box_is_brand" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "competitors_out_of_stock" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "eligibility_previous" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "eligibility_changed_at" timestamp with time zone;