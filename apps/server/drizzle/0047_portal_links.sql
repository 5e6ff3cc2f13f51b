CREATE TABLE "identity_portal_links" (
	"link_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"created_by_member_id" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"session_minutes" integer NOT NULL,
	"used_at" timestamp with time zone,
	"member_session_id" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_portal_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "identity_portal_links" ADD CONSTRAINT "identity_portal_links_organization_id_identity_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."identity_organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_portal_links" ADD CONSTRAINT "identity_portal_links_created_by_member_id_identity_members_member_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."identity_members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_portal_links_organization_idx" ON "identity_portal_links" USING btree ("organization_id","created_at");