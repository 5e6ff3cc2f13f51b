CREATE TABLE "identity_scim_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"connection_id" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"outcome" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sso_tests" (
	"test_id" text PRIMARY KEY NOT NULL,
	"connection_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"flow_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_sso_tests_flow_id_unique" UNIQUE("flow_id")
);
--> statement-breakpoint
ALTER TABLE "identity_sso_flows" ADD COLUMN "purpose" text DEFAULT 'sign_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_scim_requests" ADD CONSTRAINT "identity_scim_requests_connection_id_identity_scim_connections_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."identity_scim_connections"("connection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_sso_tests" ADD CONSTRAINT "identity_sso_tests_connection_id_identity_sso_connections_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."identity_sso_connections"("connection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_scim_requests_connection_idx" ON "identity_scim_requests" USING btree ("connection_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_sso_tests_connection_idx" ON "identity_sso_tests" USING btree ("connection_id","created_at");