-- Row-level security for background refreshes (see 0003 for the role and the idea).
GRANT SELECT, INSERT, UPDATE, DELETE ON refreshes TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE refreshes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY refreshes_tenant ON refreshes TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
