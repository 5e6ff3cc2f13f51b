CREATE TABLE "usage_calendar_zone" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"amount" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_days_company_id_day_kind_pk" PRIMARY KEY("company_id","day","kind")
);
--> statement-breakpoint
-- Row-level security for the dashboard's rollup (see 0003 for the role and the idea). The zone
-- table is the deployment's, not a company's: the app role only reads it.
GRANT SELECT, INSERT, UPDATE ON usage_days TO shelfscope_app;
--> statement-breakpoint
GRANT SELECT ON usage_calendar_zone TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE usage_days ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY usage_days_tenant ON usage_days TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
-- The events recorded before the rollup existed, by day in UTC (DASHBOARD_TIME_ZONE's default);
-- start-up rebuilds them if the deployment's zone is another.
INSERT INTO usage_days (company_id, day, kind, quantity, amount)
  SELECT company_id, (created AT TIME ZONE 'UTC')::date, kind, sum(quantity), coalesce(sum(amount), 0)
  FROM usage_events GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO usage_calendar_zone (id, time_zone) VALUES (1, 'UTC');
