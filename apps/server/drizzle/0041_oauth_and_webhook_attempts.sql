CREATE TABLE "webhook_delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL,
	"response_status" integer,
	"response_excerpt" text,
	"latency_ms" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_idp_access_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"member_id" text,
	"family_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_idp_assertions" (
	"client_id" text NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_idp_assertions_client_id_jti_pk" PRIMARY KEY("client_id","jti")
);
--> statement-breakpoint
CREATE TABLE "identity_idp_session_apps" (
	"member_session_id" text NOT NULL,
	"client_id" text NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_idp_session_apps_member_session_id_client_id_pk" PRIMARY KEY("member_session_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "identity_connected_apps" ADD COLUMN "jwks" jsonb;--> statement-breakpoint
ALTER TABLE "identity_connected_apps" ADD COLUMN "jwks_uri" text;--> statement-breakpoint
ALTER TABLE "identity_connected_apps" ADD COLUMN "backchannel_logout_uri" text;--> statement-breakpoint
ALTER TABLE "identity_idp_refresh_tokens" ADD COLUMN "member_session_id" text;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_idp_session_apps" ADD CONSTRAINT "identity_idp_session_apps_client_id_identity_connected_apps_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."identity_connected_apps"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempts_delivery_idx" ON "webhook_delivery_attempts" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE INDEX "identity_idp_access_family_idx" ON "identity_idp_access_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "identity_idp_access_member_idx" ON "identity_idp_access_tokens" USING btree ("member_id","client_id");--> statement-breakpoint
CREATE INDEX "identity_idp_access_expires_idx" ON "identity_idp_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_idp_assertions_expires_idx" ON "identity_idp_assertions" USING btree ("expires_at");--> statement-breakpoint
-- Row-level security like every company table (see 0003 and 0037): the attempts log is the company's.
GRANT SELECT, INSERT, UPDATE, DELETE ON webhook_delivery_attempts TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE webhook_delivery_attempts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY webhook_delivery_attempts_tenant ON webhook_delivery_attempts TO shelfscope_app
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
