-- A market snapshot's reading is stored in one column, its JSON text compressed with Brotli by the
-- server (decision 052): a quarter of the bytes for PostgreSQL to take in, log and store, and the
-- batch's insert a third of the time on PGlite. Rows written before keep their five JSON columns,
-- now nullable; the check keeps every row readable one way or the other.
ALTER TABLE "market_snapshots" ALTER COLUMN "fields" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "market_snapshots" ALTER COLUMN "offers" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "market_snapshots" ALTER COLUMN "sellers_data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "market_snapshots" ALTER COLUMN "stock_info" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "market_snapshots" ALTER COLUMN "variations" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "market_snapshots" ADD COLUMN "reading" "bytea";--> statement-breakpoint
ALTER TABLE "market_snapshots" ADD CONSTRAINT "market_snapshots_reading_check" CHECK ("market_snapshots"."reading" is not null or ("market_snapshots"."fields" is not null and "market_snapshots"."offers" is not null and "market_snapshots"."sellers_data" is not null and "market_snapshots"."stock_info" is not null and "market_snapshots"."variations" is not null));--> statement-breakpoint
-- Already compressed: stored out of line when large, without another attempt at compressing it.
ALTER TABLE "market_snapshots" ALTER COLUMN "reading" SET STORAGE EXTERNAL;
