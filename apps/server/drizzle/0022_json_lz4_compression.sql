-- The large JSON values (market snapshots, product versions, a product's analysis: 3 to 9 kB each,
-- so always compressed out of line) are compressed with LZ4 rather than the default pglz, which
-- cost more than half of their inserts' time: in a 10,000-row upload the three inserts took 0.41
-- ms of PostgreSQL's time a row with pglz, 0.19 ms with LZ4 (pg_stat_statements; bench/RESULTS.md).
-- New values only; old ones stay readable as they are. A server built without LZ4 (PGlite, the
-- embedded database) keeps pglz: the block ends quietly there.
DO $$
BEGIN
  ALTER TABLE "market_snapshots"
    ALTER COLUMN "fields" SET COMPRESSION lz4,
    ALTER COLUMN "offers" SET COMPRESSION lz4,
    ALTER COLUMN "sellers_data" SET COMPRESSION lz4,
    ALTER COLUMN "stock_info" SET COMPRESSION lz4,
    ALTER COLUMN "variations" SET COMPRESSION lz4,
    ALTER COLUMN "history" SET COMPRESSION lz4;
  ALTER TABLE "product_versions"
    ALTER COLUMN "inputs" SET COMPRESSION lz4,
    ALTER COLUMN "analysis" SET COMPRESSION lz4;
  ALTER TABLE "products" ALTER COLUMN "analysis" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'LZ4 compression is not available on this server: JSON columns keep pglz';
END $$;
