CREATE TABLE "brand_alerts" (
	"brand_key" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"threat_level" smallint NOT NULL,
	"report_type" smallint NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "market_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asin" text NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"with_offers" boolean NOT NULL,
	"with_stock" boolean NOT NULL,
	"fields" jsonb NOT NULL,
	"offers" jsonb NOT NULL,
	"sellers_data" jsonb NOT NULL,
	"stock_info" jsonb NOT NULL,
	"variations" jsonb NOT NULL,
	"history" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"snapshot_id" uuid NOT NULL,
	"inputs" jsonb NOT NULL,
	"analysis" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"supplier_id" uuid,
	"asin" text NOT NULL,
	"identifier" text NOT NULL,
	"identifier_type" smallint NOT NULL,
	"cost" double precision,
	"preparation_cost" double precision,
	"quantity_pack" integer DEFAULT 1 NOT NULL,
	"supplier_upc" text,
	"item_number" text,
	"supplier_description" text,
	"supplier_url" text,
	"supplier_image_url" text,
	"comment" text,
	"rating" smallint,
	"override" smallint DEFAULT -1 NOT NULL,
	"override_custom_value" double precision,
	"version_id" uuid,
	"version_created" timestamp with time zone,
	"snapshot_id" uuid,
	"analysis" jsonb,
	"title" text,
	"brand" text,
	"upc" text,
	"category" text,
	"bsr_current" integer,
	"sales_estimate" double precision,
	"buy_box_current" double precision,
	"selected_buy_box_value" double precision,
	"total_goods_cost" double precision,
	"profit_loss" double precision,
	"roi" double precision,
	"margin" double precision,
	"break_even" double precision,
	"fba_fees_total" double precision,
	"fba_offers_count" integer,
	"fbm_offers_count" integer,
	"my_share30" double precision,
	"sales_rank_drops30" integer,
	"amazon_current" double precision,
	"reviews_count" integer,
	"astro_score" smallint,
	"alert_threat_level" smallint,
	"has_alert" boolean,
	"is_hazmat" boolean,
	"is_meltable" boolean,
	"has_buy_box" boolean,
	"buy_box_is_amazon" boolean,
	"is_amazon_seller" boolean,
	"is_variation" boolean,
	"updated" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "market_snapshots_asin_idx" ON "market_snapshots" USING btree ("asin","fetched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_versions_product_idx" ON "product_versions" USING btree ("product_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "products_supplier_asin_idx" ON "products" USING btree ("company_id","supplier_id","asin") WHERE not "products"."deleted" and "products"."supplier_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_quick_view_asin_idx" ON "products" USING btree ("company_id","asin") WHERE not "products"."deleted" and "products"."supplier_id" is null;--> statement-breakpoint
CREATE INDEX "products_supplier_created_idx" ON "products" USING btree ("supplier_id","created" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_supplier_roi_idx" ON "products" USING btree ("supplier_id","roi");--> statement-breakpoint
CREATE INDEX "products_supplier_profit_idx" ON "products" USING btree ("supplier_id","profit_loss");--> statement-breakpoint
CREATE INDEX "products_supplier_bsr_idx" ON "products" USING btree ("supplier_id","bsr_current");--> statement-breakpoint
CREATE INDEX "products_supplier_sales_idx" ON "products" USING btree ("supplier_id","sales_estimate");--> statement-breakpoint
CREATE INDEX "products_supplier_title_idx" ON "products" USING btree ("supplier_id",lower("title"));--> statement-breakpoint
CREATE INDEX "products_company_asin_idx" ON "products" USING btree ("company_id","asin");--> statement-breakpoint
CREATE INDEX "products_company_upc_idx" ON "products" USING btree ("company_id","upc");