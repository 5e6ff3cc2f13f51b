-- Row-level security for shortlists (see 0003 for the role and the idea).
GRANT SELECT, INSERT, UPDATE, DELETE ON shortlists, shortlist_items TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE shortlists ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY shortlists_tenant ON shortlists TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE shortlist_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY shortlist_items_tenant ON shortlist_items TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
