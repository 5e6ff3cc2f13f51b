-- Row-level security for purchase orders (see 0003 for the role and the idea).
GRANT SELECT, INSERT, UPDATE, DELETE ON purchase_orders, purchase_order_items TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE purchase_orders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY purchase_orders_tenant ON purchase_orders TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE purchase_order_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY purchase_order_items_tenant ON purchase_order_items TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
