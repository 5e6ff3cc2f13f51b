ALTER TABLE "companies" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ship_to" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_terms" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "order_number_prefix" text DEFAULT 'PO' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "order_sequence_year" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "order_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "buyer_address" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "buyer_phone" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "buyer_email" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "buyer_tax_id" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "ship_to" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "upload_rows" ADD COLUMN "pack_cost" jsonb;--> statement-breakpoint
ALTER TABLE "upload_rows" ADD COLUMN "item_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_company_number_idx" ON "purchase_orders" USING btree ("company_id","order_number");--> statement-breakpoint
-- Orders made before numbers existed get theirs, per company and year (UTC) in the order they were made.
UPDATE "purchase_orders" p SET "order_number" = 'PO-' || n.year || '-' || lpad(n.seq::text, 4, '0')
FROM (
  SELECT "id", extract(year FROM "created" AT TIME ZONE 'UTC')::int AS year,
    row_number() OVER (PARTITION BY "company_id", extract(year FROM "created" AT TIME ZONE 'UTC') ORDER BY "created", "id") AS seq
  FROM "purchase_orders"
) n
WHERE p."id" = n."id";--> statement-breakpoint
UPDATE "companies" c SET "order_sequence_year" = s.year, "order_sequence" = s.n
FROM (
  SELECT DISTINCT ON ("company_id") "company_id", year, n FROM (
    SELECT "company_id", extract(year FROM "created" AT TIME ZONE 'UTC')::int AS year, count(*)::int AS n
    FROM "purchase_orders" GROUP BY 1, 2
  ) t ORDER BY "company_id", year DESC
) s
WHERE c."id" = s."company_id";
