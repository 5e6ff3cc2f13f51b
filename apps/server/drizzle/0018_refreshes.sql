CREATE TABLE "refreshes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"scope" text NOT NULL,
	"supplier_id" uuid,
	"shortlist_id" uuid,
	"product_ids" jsonb,
	"fetch_stock_levels" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"message" text,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"missing" integer DEFAULT 0 NOT NULL,
	"cursor" uuid,
	"finished" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "refreshes_company_status_idx" ON "refreshes" USING btree ("company_id","status");