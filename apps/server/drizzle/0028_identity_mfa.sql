CREATE TABLE "dev_sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_recovery_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"totp_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_sealed" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sms_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_totps" (
	"totp_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"verified_at" timestamp with time zone,
	"last_used_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_recovery_codes" ADD CONSTRAINT "identity_recovery_codes_member_id_identity_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."identity_members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_recovery_codes" ADD CONSTRAINT "identity_recovery_codes_totp_id_identity_totps_totp_id_fk" FOREIGN KEY ("totp_id") REFERENCES "public"."identity_totps"("totp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_sms_codes" ADD CONSTRAINT "identity_sms_codes_member_id_identity_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."identity_members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_totps" ADD CONSTRAINT "identity_totps_member_id_identity_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."identity_members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_sms_to_created_idx" ON "dev_sms_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_recovery_codes_hash_idx" ON "identity_recovery_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "identity_recovery_codes_member_idx" ON "identity_recovery_codes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "identity_sms_codes_member_idx" ON "identity_sms_codes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "identity_totps_member_idx" ON "identity_totps" USING btree ("member_id");