-- Row-level security for uploads and notifications (see 0003 for the role and the idea).
GRANT SELECT, INSERT, UPDATE, DELETE ON uploads, upload_file_chunks, upload_rows, notifications TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE uploads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY uploads_tenant ON uploads TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE upload_file_chunks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY upload_file_chunks_tenant ON upload_file_chunks TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE upload_rows ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY upload_rows_tenant ON upload_rows TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY notifications_tenant ON notifications TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
