CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_categories" (
	"company_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"category_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"filter" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"campaign" text,
	"ip_address" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"user_id" text NOT NULL,
	"name" text,
	"resource_type" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"user_id" text NOT NULL,
	"theme" integer DEFAULT 0 NOT NULL,
	"measurement_system" integer DEFAULT 0 NOT NULL,
	"inbound_fees" double precision NOT NULL,
	"roi_percentage" double precision NOT NULL,
	"competition_margin" double precision NOT NULL,
	"default_preparation_cost" double precision NOT NULL,
	"apply_default_preparation_cost_when_zero" boolean DEFAULT false NOT NULL,
	"score_thresholds" jsonb NOT NULL,
	"default_columns" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"address" text,
	"number" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"override" integer DEFAULT -1 NOT NULL,
	"override_custom_value" double precision
);
--> statement-breakpoint
CREATE UNIQUE INDEX "categories_company_name_idx" ON "categories" USING btree ("company_id",lower("name")) WHERE not "categories"."deleted";--> statement-breakpoint
CREATE INDEX "categories_company_idx" ON "categories" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_categories_pair_idx" ON "supplier_categories" USING btree ("supplier_id","category_id");--> statement-breakpoint
CREATE INDEX "supplier_categories_category_idx" ON "supplier_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_filters_user_name_idx" ON "user_filters" USING btree ("company_id","user_id",lower("name")) WHERE not "user_filters"."deleted";--> statement-breakpoint
CREATE INDEX "marketing_leads_email_idx" ON "marketing_leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "user_resources_user_idx" ON "user_resources" USING btree ("company_id","user_id","resource_type");--> statement-breakpoint
CREATE UNIQUE INDEX "user_settings_user_idx" ON "user_settings" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_company_name_idx" ON "suppliers" USING btree ("company_id",lower("name")) WHERE not "suppliers"."deleted";--> statement-breakpoint
CREATE INDEX "suppliers_company_idx" ON "suppliers" USING btree ("company_id","deleted");