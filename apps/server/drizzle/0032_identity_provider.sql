CREATE TABLE "identity_connected_apps" (
	"client_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"client_type" text NOT NULL,
	"confidentiality" text NOT NULL,
	"client_name" text NOT NULL,
	"client_description" text DEFAULT '' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"client_secret_hash" text,
	"redirect_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"post_logout_redirect_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"allowed_scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"custom_scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_idp_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"member_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"member_session_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"scopes" text[] NOT NULL,
	"nonce" text,
	"code_challenge" text,
	"auth_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_idp_grants" (
	"member_id" text NOT NULL,
	"client_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"consented_scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "identity_idp_grants_member_id_client_id_pk" PRIMARY KEY("member_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "identity_idp_refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"client_id" text NOT NULL,
	"member_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"scopes" text[] NOT NULL,
	"auth_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_impersonation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"member_id" text NOT NULL,
	"impersonator_id" text NOT NULL,
	"impersonator_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_idp_grants" ADD CONSTRAINT "identity_idp_grants_member_id_identity_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."identity_members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_idp_grants" ADD CONSTRAINT "identity_idp_grants_client_id_identity_connected_apps_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."identity_connected_apps"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_impersonation_tokens" ADD CONSTRAINT "identity_impersonation_tokens_member_id_identity_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."identity_members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_idp_codes_expires_idx" ON "identity_idp_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_idp_grants_org_idx" ON "identity_idp_grants" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "identity_idp_refresh_family_idx" ON "identity_idp_refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "identity_idp_refresh_member_idx" ON "identity_idp_refresh_tokens" USING btree ("member_id","client_id");