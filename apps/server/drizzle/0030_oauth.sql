CREATE TABLE "identity_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"provider" text NOT NULL,
	"flow" text NOT NULL,
	"organization_id" text,
	"login_redirect_url" text,
	"signup_redirect_url" text,
	"discovery_redirect_url" text,
	"pkce_code_challenge" text,
	"provider_code_verifier_sealed" text NOT NULL,
	"nonce" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_oauth_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"project_id" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"organization_id" text,
	"identity" jsonb NOT NULL,
	"pkce_code_challenge" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "identity_oauth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "identity_members" ADD COLUMN "oauth_registrations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_organizations" ADD COLUMN "oauth_tenant_jit_provisioning" text DEFAULT 'NOT_ALLOWED' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_organizations" ADD COLUMN "allowed_oauth_tenants" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "identity_oauth_states_expires_idx" ON "identity_oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_oauth_tokens_expires_idx" ON "identity_oauth_tokens" USING btree ("expires_at");