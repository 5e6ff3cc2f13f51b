CREATE TABLE "purchase_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"purchase_order_id" uuid NOT NULL,
	"product_id" uuid,
	"asin" text,
	"title" text,
	"image" text,
	"cost" double precision,
	"preparation_cost" double precision,
	"upc" text,
	"item_number" text,
	"supplier_description" text,
	"supplier_url" text,
	"supplier_image_url" text,
	"comment" text,
	"quantity_pack" integer DEFAULT 1 NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"supplier_id" uuid NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_phone" text,
	"supplier_email" text,
	"supplier_address" text,
	"invoice_number" text,
	"placement_date" timestamp with time zone,
	"status" smallint DEFAULT 0 NOT NULL,
	"shortlist_id" uuid
);
--> statement-breakpoint
CREATE INDEX "purchase_order_items_order_idx" ON "purchase_order_items" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_idx" ON "purchase_orders" USING btree ("company_id","created" DESC NULLS LAST);