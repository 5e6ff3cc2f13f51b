CREATE TABLE "identity_scim_connections" (
	"connection_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"identity_provider" text DEFAULT 'generic' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"token_hash" text NOT NULL,
	"token_last_four" text NOT NULL,
	"next_token_hash" text,
	"next_token_last_four" text,
	"group_role_assignments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_scim_groups" (
	"group_id" text PRIMARY KEY NOT NULL,
	"connection_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"display_name" text NOT NULL,
	"external_id" text DEFAULT '' NOT NULL,
	"member_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_members" ADD COLUMN "scim_registration" jsonb;--> statement-breakpoint
ALTER TABLE "identity_members" ADD COLUMN "scim_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_organizations" ADD COLUMN "scim_active_connection" jsonb;--> statement-breakpoint
ALTER TABLE "identity_scim_connections" ADD CONSTRAINT "identity_scim_connections_organization_id_identity_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."identity_organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_scim_groups" ADD CONSTRAINT "identity_scim_groups_connection_id_identity_scim_connections_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."identity_scim_connections"("connection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_scim_connections_org_idx" ON "identity_scim_connections" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_scim_groups_name_idx" ON "identity_scim_groups" USING btree ("connection_id","display_name");--> statement-breakpoint
CREATE INDEX "identity_scim_groups_org_idx" ON "identity_scim_groups" USING btree ("organization_id");