-- Row-level security for the seller tables of issue 5 (see 0003 for the role and the idea).
GRANT SELECT, INSERT, UPDATE, DELETE ON categories, supplier_categories, suppliers, user_settings, user_filters, user_resources TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE categories ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY categories_tenant ON categories TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE supplier_categories ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY supplier_categories_tenant ON supplier_categories TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE suppliers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY suppliers_tenant ON suppliers TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE user_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_settings_tenant ON user_settings TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE user_filters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_filters_tenant ON user_filters TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE user_resources ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_resources_tenant ON user_resources TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
