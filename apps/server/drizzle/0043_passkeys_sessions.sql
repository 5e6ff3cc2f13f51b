CREATE TABLE "identity_session_devices" (
	"member_session_id" text PRIMARY KEY NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_webauthn_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" text,
	"user_verification" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_webauthn_credentials" (
	"credential_id" text PRIMARY KEY NOT NULL,
	"registration_id" text NOT NULL,
	"project_id" text NOT NULL,
	"email_address" text NOT NULL,
	"member_id" text NOT NULL,
	"name" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "identity_webauthn_credentials_registration_id_unique" UNIQUE("registration_id")
);
--> statement-breakpoint
ALTER TABLE "identity_session_devices" ADD CONSTRAINT "identity_session_devices_member_session_id_identity_sessions_member_session_id_fk" FOREIGN KEY ("member_session_id") REFERENCES "public"."identity_sessions"("member_session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_webauthn_credentials" ADD CONSTRAINT "identity_webauthn_credentials_member_id_identity_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."identity_members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_webauthn_credentials_email_idx" ON "identity_webauthn_credentials" USING btree ("project_id","email_address");