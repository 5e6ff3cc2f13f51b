-- Marketplaces beyond amazon.com (docs/marketplaces.md, decision 017): every record that was
-- before is amazon.com in US dollars, so the defaults say 'US'. Exchange rates are public and
-- shared like market snapshots: the tenant role reads them inside its transactions.
CREATE TABLE "exchange_rates" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"per_euro" double precision NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
DROP INDEX "market_snapshots_asin_idx";--> statement-breakpoint
DROP INDEX "products_quick_view_asin_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_marketplace" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "market_snapshots" ADD COLUMN "marketplace" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "marketplace" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fulfilment" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "months_in_stock" double precision;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "default_fulfilment" text DEFAULT 'FBA' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "fbm_shipping_per_unit" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "fbm_shipping_table" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "marketplace" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "costs_include_vat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "market_snapshots_asin_idx" ON "market_snapshots" USING btree ("asin","marketplace","fetched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "products_quick_view_asin_idx" ON "products" USING btree ("company_id","asin","marketplace") WHERE not "products"."deleted" and "products"."supplier_id" is null;--> statement-breakpoint
GRANT SELECT ON exchange_rates TO shelfscope_app;
