CREATE TABLE "identity_email_secrets" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"kind" text NOT NULL,
	"secret_hash" text NOT NULL,
	"email_address" text NOT NULL,
	"organization_id" text,
	"member_id" text,
	"pkce_code_challenge" text,
	"redirect_url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_events" (
	"id" text PRIMARY KEY NOT NULL,
	"public_token" text NOT NULL,
	"event_name" text NOT NULL,
	"details" jsonb,
	"error_code" text,
	"error_description" text,
	"http_status_code" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_intermediate_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"email_address" text NOT NULL,
	"organization_id" text,
	"member_id" text,
	"authentication_factors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_members" (
	"member_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email_address" text NOT NULL,
	"email_address_verified" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"password_hash" text,
	"member_password_id" text,
	"password_reset_required" boolean DEFAULT false NOT NULL,
	"mfa_enrolled" boolean DEFAULT false NOT NULL,
	"mfa_phone_number" text DEFAULT '' NOT NULL,
	"mfa_phone_number_verified" boolean DEFAULT false NOT NULL,
	"totp_registration_id" text DEFAULT '' NOT NULL,
	"default_mfa_method" text DEFAULT '' NOT NULL,
	"trusted_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"untrusted_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failed_auth_count" integer DEFAULT 0 NOT NULL,
	"failed_auth_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_organizations" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"email_allowed_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_jit_provisioning" text DEFAULT 'NOT_ALLOWED' NOT NULL,
	"email_invites" text DEFAULT 'ALL_ALLOWED' NOT NULL,
	"auth_methods" text DEFAULT 'ALL_ALLOWED' NOT NULL,
	"allowed_auth_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"mfa_policy" text DEFAULT 'OPTIONAL' NOT NULL,
	"mfa_methods" text DEFAULT 'ALL_ALLOWED' NOT NULL,
	"allowed_mfa_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"sso_default_connection_id" text,
	"trusted_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_projects" (
	"project_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"public_token" text NOT NULL,
	"environment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_projects_public_token_unique" UNIQUE("public_token")
);
--> statement-breakpoint
CREATE TABLE "identity_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"member_session_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"authentication_factors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_accessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "identity_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "identity_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"private_jwk_encrypted" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_members" ADD CONSTRAINT "identity_members_organization_id_identity_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."identity_organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD CONSTRAINT "identity_sessions_member_id_identity_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."identity_members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_email_secrets_hash_idx" ON "identity_email_secrets" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "identity_email_secrets_lookup_idx" ON "identity_email_secrets" USING btree ("project_id","kind","email_address","organization_id");--> statement-breakpoint
CREATE INDEX "identity_events_received_idx" ON "identity_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_members_org_email_idx" ON "identity_members" USING btree ("organization_id","email_address");--> statement-breakpoint
CREATE INDEX "identity_members_email_idx" ON "identity_members" USING btree ("email_address");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_organizations_slug_idx" ON "identity_organizations" USING btree ("project_id","slug");--> statement-breakpoint
CREATE INDEX "identity_sessions_member_idx" ON "identity_sessions" USING btree ("member_id");