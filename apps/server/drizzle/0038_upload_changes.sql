CREATE TABLE "upload_change_sets" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"previous_upload_id" uuid,
	"counts" jsonb NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_changes" (
	"upload_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"kinds" text[] NOT NULL,
	"row" integer,
	"previous_row" integer,
	"identifier" text,
	"previous_identifier" text,
	"item_number" text,
	"previous_item_number" text,
	"asin" text,
	"product_id" uuid,
	"pack_size" integer,
	"previous_pack_size" integer,
	"pack_cost" double precision,
	"previous_pack_cost" double precision,
	"profit" double precision,
	"previous_profit" double precision,
	"roi" double precision,
	"previous_roi" double precision,
	CONSTRAINT "upload_changes_upload_id_seq_pk" PRIMARY KEY("upload_id","seq")
);
--> statement-breakpoint
CREATE INDEX "upload_changes_upload_product_idx" ON "upload_changes" USING btree ("upload_id","product_id");--> statement-breakpoint
-- Row-level security like every company table (see 0003 for the role and the idea).
GRANT SELECT, INSERT, UPDATE, DELETE ON upload_change_sets, upload_changes TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE upload_change_sets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY upload_change_sets_tenant ON upload_change_sets TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE upload_changes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY upload_changes_tenant ON upload_changes TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
