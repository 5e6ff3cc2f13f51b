-- Row-level security: the second wall of tenancy. Seller queries run as the non-login role
-- shelfscope_app with app.company_id set for the transaction (seller/tenancy.ts); the policies
-- then show and accept only that company's rows, whatever the query says.
-- Roles are cluster-wide: several databases (parallel test runs) may create it at once.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'shelfscope_app') THEN
    CREATE ROLE shelfscope_app NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
-- The connecting user must be able to SET ROLE to it (a superuser always can).
DO $$
BEGIN
  EXECUTE format('GRANT shelfscope_app TO %I', current_user);
EXCEPTION WHEN OTHERS THEN
  NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO shelfscope_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON companies TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY companies_tenant ON companies TO shelfscope_app
  USING (id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (id = nullif(current_setting('app.company_id', true), '')::uuid);
