CREATE TABLE "shortlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"shortlist_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"comment" text,
	"override" smallint DEFAULT -1 NOT NULL,
	"override_custom_value" double precision
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"name" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"override" smallint DEFAULT -1 NOT NULL,
	"override_custom_value" double precision,
	"override_mode" smallint DEFAULT -1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_items_product_idx" ON "shortlist_items" USING btree ("shortlist_id","product_id") WHERE not "shortlist_items"."deleted";--> statement-breakpoint
CREATE INDEX "shortlist_items_product_lookup_idx" ON "shortlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlists_company_name_idx" ON "shortlists" USING btree ("company_id",lower("name")) WHERE not "shortlists"."deleted";--> statement-breakpoint
CREATE INDEX "shortlists_supplier_idx" ON "shortlists" USING btree ("supplier_id");