CREATE TABLE "dev_dns_records" (
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_dns_records_name_type_value_pk" PRIMARY KEY("name","type","value")
);
--> statement-breakpoint
CREATE TABLE "identity_organization_domains" (
	"domain_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"domain" text NOT NULL,
	"verification_token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_check_error" text DEFAULT '' NOT NULL,
	"lost_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_members" ADD COLUMN "sso_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_members" ADD COLUMN "sso_roles_connection_id" text;--> statement-breakpoint
ALTER TABLE "identity_organizations" ADD COLUMN "claimed_email_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_sso_connections" ADD COLUMN "connection_role_assignments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_sso_connections" ADD COLUMN "group_role_assignments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_sso_connections" ADD COLUMN "idp_initiated_auth_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_sso_connections" ADD COLUMN "default_relay_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_sso_connections" ADD COLUMN "idp_slo_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_sso_connections" ADD COLUMN "idp_slo_binding" text DEFAULT 'redirect' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_sso_connections" ADD COLUMN "sp_signing_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_organization_domains" ADD CONSTRAINT "identity_organization_domains_organization_id_identity_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."identity_organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_organization_domains_org_domain_idx" ON "identity_organization_domains" USING btree ("organization_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_organization_domains_claimed_idx" ON "identity_organization_domains" USING btree ("project_id","domain") WHERE "identity_organization_domains"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "identity_organization_domains_check_idx" ON "identity_organization_domains" USING btree ("status","last_checked_at");