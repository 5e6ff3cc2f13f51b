-- Where the server has no LZ4 (PGlite, the embedded database), the large JSON values are stored
-- out of line without compression (decision 051). pglz, the only method there, cost a third of
-- their inserts' time: in PGlite a batch of 85 product versions took 16.5 ms to insert compressed
-- and 10 ms not, 85 products 17 and 11 ms; a 10,000-row upload took 12.95 s instead of 14.6. The
-- price is disk: these values take about twice the space. New values only; old ones stay
-- readable as they are. A server with LZ4 (PostgreSQL as CI and production run it) keeps what
-- 0022 and 0053 set: nothing here runs there.
DO $$
BEGIN
  IF (SELECT 'lz4' = ANY (enumvals) FROM pg_settings WHERE name = 'default_toast_compression') THEN
    RETURN;
  END IF;
  ALTER TABLE "market_snapshots"
    ALTER COLUMN "fields" SET STORAGE EXTERNAL,
    ALTER COLUMN "offers" SET STORAGE EXTERNAL,
    ALTER COLUMN "sellers_data" SET STORAGE EXTERNAL,
    ALTER COLUMN "stock_info" SET STORAGE EXTERNAL,
    ALTER COLUMN "variations" SET STORAGE EXTERNAL,
    ALTER COLUMN "history" SET STORAGE EXTERNAL;
  ALTER TABLE "product_versions"
    ALTER COLUMN "inputs" SET STORAGE EXTERNAL,
    ALTER COLUMN "analysis" SET STORAGE EXTERNAL;
  ALTER TABLE "products" ALTER COLUMN "analysis" SET STORAGE EXTERNAL;
END $$;
