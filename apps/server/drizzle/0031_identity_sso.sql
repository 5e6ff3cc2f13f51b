CREATE TABLE "identity_saml_assertions" (
	"connection_id" text NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_saml_assertions_connection_id_assertion_id_pk" PRIMARY KEY("connection_id","assertion_id")
);
--> statement-breakpoint
CREATE TABLE "identity_sso_connections" (
	"connection_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"type" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"identity_provider" text DEFAULT 'generic' NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_secret_sealed" text DEFAULT '' NOT NULL,
	"authorization_url" text DEFAULT '' NOT NULL,
	"token_url" text DEFAULT '' NOT NULL,
	"userinfo_url" text DEFAULT '' NOT NULL,
	"jwks_url" text DEFAULT '' NOT NULL,
	"custom_scopes" text DEFAULT '' NOT NULL,
	"idp_entity_id" text DEFAULT '' NOT NULL,
	"idp_sso_url" text DEFAULT '' NOT NULL,
	"attribute_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verification_certificates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"encryption_private_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature_requirement" text DEFAULT 'EITHER' NOT NULL,
	"external_organization_id" text,
	"external_connection_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sso_flows" (
	"flow_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"connection_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"idp_connection_id" text NOT NULL,
	"kind" text NOT NULL,
	"state_hash" text,
	"nonce" text,
	"code_verifier_sealed" text,
	"saml_request_id" text,
	"pkce_code_challenge" text,
	"login_redirect_url" text NOT NULL,
	"signup_redirect_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_sso_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"connection_id" text NOT NULL,
	"connection_type" text NOT NULL,
	"email_address" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pkce_code_challenge" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_members" ADD COLUMN "sso_registrations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_organizations" ADD COLUMN "sso_jit_provisioning" text DEFAULT 'ALL_ALLOWED' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_organizations" ADD COLUMN "sso_jit_provisioning_allowed_connections" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_organizations" ADD COLUMN "sso_active_connections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_sso_connections" ADD CONSTRAINT "identity_sso_connections_organization_id_identity_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."identity_organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_sso_connections_org_idx" ON "identity_sso_connections" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "identity_sso_flows_state_idx" ON "identity_sso_flows" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "identity_sso_flows_saml_request_idx" ON "identity_sso_flows" USING btree ("saml_request_id");--> statement-breakpoint
CREATE INDEX "identity_sso_flows_expires_idx" ON "identity_sso_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_sso_tokens_expires_idx" ON "identity_sso_tokens" USING btree ("expires_at");