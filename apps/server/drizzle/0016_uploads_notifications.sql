CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_file_chunks" (
	"upload_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "upload_file_chunks_upload_id_seq_pk" PRIMARY KEY("upload_id","seq")
);
--> statement-breakpoint
CREATE TABLE "upload_rows" (
	"upload_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"identifier" text,
	"identifier_type" smallint,
	"original" text,
	"unit_cost" jsonb,
	"pack_size" integer,
	"notes" text,
	"product_link" text,
	"asin" text,
	"product_id" uuid,
	"candidates" jsonb,
	"reason" text,
	CONSTRAINT "upload_rows_upload_id_row_pk" PRIMARY KEY("upload_id","row")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"supplier_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"mapping" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"message" text,
	"columns" jsonb,
	"rows_staged" integer DEFAULT 0 NOT NULL,
	"cursor_row" integer DEFAULT 1 NOT NULL,
	"rows_total" integer,
	"processed" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"unmatched" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"merged" integer DEFAULT 0 NOT NULL,
	"candidates" integer DEFAULT 0 NOT NULL,
	"finished" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notifications_member_created_idx" ON "notifications" USING btree ("company_id","member_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "upload_rows_upload_status_idx" ON "upload_rows" USING btree ("upload_id","status","row");--> statement-breakpoint
CREATE INDEX "upload_rows_upload_identifier_idx" ON "upload_rows" USING btree ("upload_id","identifier");--> statement-breakpoint
CREATE INDEX "uploads_company_created_idx" ON "uploads" USING btree ("company_id","created" DESC NULLS LAST);