CREATE TABLE "watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"member_id" text NOT NULL,
	"product_id" uuid,
	"supplier_id" uuid,
	"shortlist_id" uuid,
	"user_filter_id" uuid
);
--> statement-breakpoint
CREATE INDEX "watches_company_idx" ON "watches" USING btree ("company_id") WHERE not "watches"."deleted";--> statement-breakpoint
CREATE INDEX "watches_member_idx" ON "watches" USING btree ("member_id") WHERE not "watches"."deleted";--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON watches TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE watches ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY watches_tenant ON watches TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
