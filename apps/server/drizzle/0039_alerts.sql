CREATE TABLE "alert_mutes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified" timestamp with time zone,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"member_id" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"product_id" uuid,
	"supplier_id" uuid,
	"shortlist_id" uuid,
	"user_filter_id" uuid,
	"condition" text NOT NULL,
	"channels" text[] NOT NULL,
	"email_opt_out" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_mode" text DEFAULT 'instant' NOT NULL,
	"digest_hour" integer DEFAULT 8 NOT NULL,
	"digest_time_zone" text DEFAULT 'UTC' NOT NULL,
	"snoozed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"asin" text NOT NULL,
	"title" text,
	"figures" jsonb NOT NULL,
	"quiet" boolean DEFAULT false NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"digested_at" timestamp with time zone,
	"read_by" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_mutes_member_product_idx" ON "alert_mutes" USING btree ("member_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_push_endpoint_idx" ON "alert_push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "alert_push_member_idx" ON "alert_push_subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "alert_rules_company_idx" ON "alert_rules" USING btree ("company_id") WHERE not "alert_rules"."deleted";--> statement-breakpoint
CREATE INDEX "alert_rules_product_idx" ON "alert_rules" USING btree ("product_id") WHERE not "alert_rules"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_rule_version_idx" ON "alerts" USING btree ("rule_id","version_id");--> statement-breakpoint
CREATE INDEX "alerts_company_fired_idx" ON "alerts" USING btree ("company_id","fired_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alerts_undelivered_idx" ON "alerts" USING btree ("fired_at") WHERE "alerts"."delivered_at" is null;
--> statement-breakpoint
-- Row-level security like every company table (see 0003 for the role and the idea). The alert
-- dispatcher reads undelivered alerts of every company as the owner (seller/alerts/dispatch.ts).
GRANT SELECT, INSERT, UPDATE, DELETE ON alert_rules, alerts, alert_mutes, alert_push_subscriptions TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE alert_rules ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY alert_rules_tenant ON alert_rules TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE alerts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY alerts_tenant ON alerts TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE alert_mutes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY alert_mutes_tenant ON alert_mutes TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE alert_push_subscriptions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY alert_push_subscriptions_tenant ON alert_push_subscriptions TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
