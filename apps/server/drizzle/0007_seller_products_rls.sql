-- Row-level security for the product tables of issue 6 (see 0003 for the role and the idea).
-- Market snapshots and brand alerts are shared platform data: the app role reads and adds
-- snapshots and reads alerts; there is no company column to filter on.
GRANT SELECT, INSERT, UPDATE, DELETE ON products, product_versions TO shelfscope_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON market_snapshots TO shelfscope_app;
--> statement-breakpoint
GRANT SELECT ON brand_alerts TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY products_tenant ON products TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE product_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_versions_tenant ON product_versions TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
