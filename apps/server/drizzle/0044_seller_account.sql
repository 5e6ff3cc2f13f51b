CREATE TABLE "eligibility_checks" (
	"company_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"asin" text NOT NULL,
	"marketplace" text NOT NULL,
	"condition" text NOT NULL,
	"eligibility" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approval_url" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "eligibility_checks_company_id_seller_id_asin_marketplace_condition_pk" PRIMARY KEY("company_id","seller_id","asin","marketplace","condition")
);
--> statement-breakpoint
CREATE TABLE "eligibility_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"upload_id" uuid,
	"asin" text NOT NULL,
	"marketplace" text NOT NULL,
	"condition" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"eligibility" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"region" text NOT NULL,
	"seller_id" text NOT NULL,
	"marketplaces" text[] NOT NULL,
	"store_name" text,
	"refresh_token_sealed" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_by" text NOT NULL,
	"inventory_read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seller_inventory" (
	"company_id" uuid NOT NULL,
	"asin" text NOT NULL,
	"marketplace" text NOT NULL,
	"fulfillable" integer NOT NULL,
	"inbound" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_inventory_company_id_asin_marketplace_pk" PRIMARY KEY("company_id","asin","marketplace")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "eligibility" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "eligibility_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fba_fulfillable" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fba_inbound" integer;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD CONSTRAINT "eligibility_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_queue" ADD CONSTRAINT "eligibility_queue_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_queue" ADD CONSTRAINT "eligibility_queue_account_id_seller_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."seller_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_accounts" ADD CONSTRAINT "seller_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_inventory" ADD CONSTRAINT "seller_inventory_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eligibility_queue_pending_idx" ON "eligibility_queue" USING btree ("account_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "eligibility_queue_upload_asin_idx" ON "eligibility_queue" USING btree ("upload_id","asin","marketplace","condition");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_accounts_company_region_idx" ON "seller_accounts" USING btree ("company_id","region");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON seller_accounts, eligibility_checks, eligibility_queue, seller_inventory TO shelfscope_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE eligibility_queue_id_seq TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE seller_accounts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY seller_accounts_tenant ON seller_accounts TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE eligibility_checks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY eligibility_checks_tenant ON eligibility_checks TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE eligibility_queue ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY eligibility_queue_tenant ON eligibility_queue TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE seller_inventory ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY seller_inventory_tenant ON seller_inventory TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
