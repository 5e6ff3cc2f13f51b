-- Row-level security for usage events (see 0003 for the role and the idea).
GRANT SELECT, INSERT ON usage_events TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE usage_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY usage_events_tenant ON usage_events TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
